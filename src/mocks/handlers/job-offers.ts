/**
 * The recruiters' offers and their stages, one file per resource in `./job-offers/`.
 * MSW tries the handlers in this order: the metrics come before `/job-offers/:id`.
 */
import { listApplicants } from './job-offers/applicants';
import { offerMetrics } from './job-offers/metrics';
import { createOffer, getOffer, listOffers, updateOffer } from './job-offers/offers';
import { getStage, getStatementFile, replaceStages, uploadStageFile } from './job-offers/stages';

export const jobOfferHandlers = [
  offerMetrics,
  listOffers,
  createOffer,
  getOffer,
  updateOffer,
  replaceStages,
  listApplicants,
  uploadStageFile,
  getStatementFile,
  getStage,
];
