import { applicationOperations } from './applications';
import { candidateOfferOperations } from './candidateOffers';
import { companyOperations } from './company';
import { cvOperations } from './cvs';
import { jobAlertOperations } from './jobAlerts';
import { notificationOperations } from './notifications';
import { offerOperations } from './offers';
import type { Operation } from './operation';
import { pipelineOperations } from './pipeline';
import { recruiterOperations } from './recruiters';
import { userOperations } from './users';

/**
 * Every endpoint of `/api/v1`, in the order of docs/api.md. A function, so that a bundle
 * that imports the schemas (the client) holds none of the declarations.
 */
export const operations = (): readonly Operation[] => [
  ...userOperations(),
  ...offerOperations(),
  ...candidateOfferOperations(),
  ...jobAlertOperations(),
  ...applicationOperations(),
  ...recruiterOperations(),
  ...companyOperations(),
  ...cvOperations(),
  ...notificationOperations(),
  ...pipelineOperations(),
];
