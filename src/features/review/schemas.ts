import {
  answer,
  attemptSchema,
  bulkResultSchema,
  envelope,
  paged,
  record,
  stageDetailSchema,
  staffOfferSchema,
  z,
  type Paged,
} from '@/shared/contract';
import type { BulkReviewResult, QueueOffer, ReviewAttempt, ReviewStage } from './model';

/** The schemas of the review answers (docs/api.md "Attempt", "Stage", "Recruiter review"). */
export const queueAnswer = answer<Paged<ReviewAttempt>>(paged(attemptSchema));
export const attemptAnswer = answer<{ data: ReviewAttempt }>(envelope(attemptSchema));
export const reviewStageAnswer = answer<{ data: ReviewStage }>(envelope(stageDetailSchema));
export const bulkAnswer = answer<{ data: BulkReviewResult }>(envelope(bulkResultSchema));
/** `GET /job-offers/` answers `{ data: { jobOffers } }`: the offer filter reads id, title, status. */
export const queueOffersAnswer = answer<{ data: { jobOffers: QueueOffer[] } }>(
  envelope(record({ jobOffers: z.array(staffOfferSchema) })),
);
/** A file saved for the user (nothing is kept) and an image's object URL. */
export const savedFileAnswer = answer<null>(z.null());
export const imageUrlAnswer = answer<string>(z.string());
