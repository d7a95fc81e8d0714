import type { RequestHandler } from 'msw';
import { authHandlers } from './auth';
import { candidateHandlers } from './candidates';
import { companyHandlers } from './company';
import { cvHandlers } from './cv';
import { evaluationHandlers } from './evaluations';
import { jobAlertHandlers } from './job-alerts';
import { jobOfferHandlers } from './job-offers';
import { notificationHandlers } from './notifications';
import { pipelineHandlers } from './pipeline';
import { recruiterHandlers } from './recruiters';
import { userHandlers } from './users';
import { fallbackHandlers } from './fallback';

/** Every handler of the mock product API, one file per resource (fallback last). */
export const handlers: RequestHandler[] = [
  ...authHandlers,
  ...userHandlers,
  ...jobOfferHandlers,
  ...candidateHandlers,
  ...jobAlertHandlers,
  ...evaluationHandlers,
  ...recruiterHandlers,
  ...companyHandlers,
  ...cvHandlers,
  ...notificationHandlers,
  ...pipelineHandlers,
  ...fallbackHandlers,
];
