import { answer, envelope, optionalText, paged, record, z } from '@/shared/contract';
import type { Paged } from '@/shared/contract';
import type { BulkReviewResult, QueueOffer, ReviewAttempt, ReviewStage } from './model';

/** The schemas of the review answers (docs/api.md "Attempt", "Stage", "Recruiter review"). */
const attemptSchema = record({
  id: z.string(),
  applicationId: z.string(),
  stageId: z.string(),
  stageType: z.string(),
  status: z.string(),
  jobOffer: record({ id: z.string(), title: z.string() }).nullable(),
  candidate: record({ id: z.string(), name: z.string(), lastName: z.string() }).nullable(),
  answers: z.array(record({ questionId: z.string(), optionId: z.string() })).nullish(),
  file: record({ id: z.string(), downloadUrl: z.string() }).nullish(),
  submittedAt: z.string(),
});

const stageSchema = record({
  id: z.string(),
  name: z.string(),
  type: z.string(),
  questions: z
    .array(
      record({
        id: z.string(),
        text: z.string(),
        options: z.array(record({ id: z.string(), text: z.string() })),
      }),
    )
    .nullish(),
  place: optionalText,
});

export const queueAnswer = answer<Paged<ReviewAttempt>>(paged(attemptSchema));
export const attemptAnswer = answer<{ data: ReviewAttempt }>(envelope(attemptSchema));
export const reviewStageAnswer = answer<{ data: ReviewStage }>(envelope(stageSchema));
export const bulkAnswer = answer<{ data: BulkReviewResult }>(
  envelope(
    record({
      reviewed: z.array(z.string()),
      skipped: z.array(record({ id: z.string(), reason: z.string() })),
    }),
  ),
);
/** `GET /job-offers/` answers `{ data: { jobOffers } }`: the offer filter reads id, title, status. */
export const queueOffersAnswer = answer<{ data: { jobOffers: QueueOffer[] } }>(
  envelope(
    record({
      jobOffers: z.array(record({ id: z.string(), title: z.string(), status: z.string() })),
    }),
  ),
);
/** A file saved for the user (nothing is kept) and an image's object URL. */
export const savedFileAnswer = answer<null>(z.null());
export const imageUrlAnswer = answer<string>(z.string());
