import { applicationOperations } from './applications';
import { companyOperations } from './company';
import { cvOperations } from './cvs';
import { notificationOperations } from './notifications';
import { candidateOfferOperations } from './candidateOffers';
import { offerOperations } from './offers';
import type { Operation } from './operation';
import { recruiterOperations } from './recruiters';
import { userOperations } from './users';

/** Every endpoint of `/api/v1`, in the order of docs/api.md. */
export const operations: readonly Operation[] = [
  ...userOperations,
  ...offerOperations,
  ...candidateOfferOperations,
  ...applicationOperations,
  ...recruiterOperations,
  ...companyOperations,
  ...cvOperations,
  ...notificationOperations,
];
