/**
 * The recruiters' offers and their stages: the routes, in the order MSW tries them (the
 * metrics before `/job-offers/:id`); their handlers by resource in `./job-offers/`.
 */
import { STATEMENT_RULE, uploadLimit } from './lib/multipart';
import { route } from './lib/route';
import { listApplicants } from './job-offers/applicants';
import { offerMetrics } from './job-offers/metrics';
import { createOffer, getOffer, listOffers, updateOffer } from './job-offers/offers';
import { getStage, getStatementFile, replaceStages, uploadStageFile } from './job-offers/stages';

/** Offers and stages are for the company's staff (admins count as recruiters). */
const STAFF = ['recruiter'] as const;

export const jobOfferHandlers = [
  // spec: metrics for the dashboard (before /job-offers/:id so "metrics" is not an id).
  route('get', '/job-offers/metrics', STAFF, offerMetrics),
  // spec: the company's offers, answers data.jobOffers (+ paging fields).
  route('get', '/job-offers', STAFF, listOffers),
  route('post', '/job-offers', STAFF, createOffer, { status: 201 }),
  route('get', '/job-offers/:id', STAFF, getOffer),
  // spec: publish (status published) or edit part of an offer.
  route('patch', '/job-offers/:id', STAFF, updateOffer),
  // spec: replace the stages (known ids are kept; removing a stage someone is in is a 409).
  route('put', '/job-offers/:id/stages', STAFF, replaceStages),
  // spec: the applicants of an offer.
  route('get', '/job-offers/:id/applicants', STAFF, listApplicants),
  // added here: the PDF attached to a technical stage's task, uploaded before the stages are
  // saved (`statementFileId` of `PUT …/stages`). Multipart `file`: PDF ≤ 5 MB.
  route('post', '/job-offers/:id/stage-files', STAFF, uploadStageFile, {
    status: 201,
    body: uploadLimit(STATEMENT_RULE),
  }),
  // added here: the PDF of a technical stage's task, for whoever may read the stage.
  route('get', '/stages/:id/statement-file', 'user', getStatementFile),
  // spec: one stage. Staff of the company see it whole; candidates see published offers'
  // stages without the right answers (and their status when they applied).
  route('get', '/stages/:id', 'user', getStage),
];
