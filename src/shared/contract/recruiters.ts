import { REJECTION_REASONS, STAGE_TYPES } from '../domain';
import { z } from '../zod';
import { DEFAULT_TABLE_PAGE_SIZE, pagingQuery, queryBoolean, queryDate } from './fields';
import { attemptSchema } from './applications';
import { envelope, paged, record } from './helpers';
import { endpoints, notFound, type Operation } from './operation';

/** The recruiters' review of attempts (docs/api.md "Recruiter review"). */

/** `GET /recruiters/stage-attempts/to-review`. */
export const queueQuery = z.object({
  ...pagingQuery(DEFAULT_TABLE_PAGE_SIZE),
  automatizable: queryBoolean.optional(),
  candidateName: z.string().max(200).optional(),
  startDate: queryDate.optional(),
  endDate: z.string().optional(),
  stageType: z.enum(STAGE_TYPES).optional(),
  jobOfferId: z.string().optional(),
  search: z.string().max(200).optional(),
  sortBy: z
    .enum(['submittedAt', 'candidateName', 'jobOfferTitle', 'stageType', 'proposedScore'])
    .default('submittedAt'),
  sortOrder: z.enum(['asc', 'desc']).default('asc'),
});

/** `PATCH /recruiters/stage-attempts/{attemptId}`. */
export const decisionBody = z.object({
  status: z.enum(['passed', 'failed']),
  feedback: z.string().trim().max(2000).nullable().optional(),
  score: z.number().int().min(0).max(100).nullable().optional(),
});
/** `POST /recruiters/stage-attempts/bulk-review`. */
export const bulkReviewBody = z.object({
  attemptIds: z.array(z.string().min(1)).min(1).max(100),
  status: z.enum(['passed', 'failed']).optional(),
  feedback: z.string().trim().max(2000).nullable().optional(),
});

/**
 * `POST /recruiters/stage-attempts/bulk-reject`: one of the product's reasons; the
 * candidates read it in their result (`rejectionFeedback`, the app's own words).
 */
export const bulkRejectBody = z
  .object({
    attemptIds: z.array(z.string().min(1)).min(1).max(100),
    reason: z.enum(REJECTION_REASONS),
    comment: z.string().trim().max(1000).nullable().optional(),
  })
  .refine((body) => body.reason !== 'other' || Boolean(body.comment), {
    path: ['comment'],
    message: 'Explica el motivo a los candidatos',
  });

/** What a bulk decision did: the attempts decided and those left as they were. */
export const bulkResultSchema = record({
  reviewed: z.array(z.string()),
  skipped: z.array(record({ id: z.string(), reason: z.string() })),
});

/** Declared in a function: the client, which imports this file's schemas, holds none of it. */
export const recruiterOperations = (): Operation[] =>
  endpoints('staff', 'DESIGN', {
    'get /recruiters/stage-attempts/to-review': {
      summary: 'La cola de intentos por revisar',
      origin: 'spec',
      query: queueQuery,
      ok: paged(attemptSchema),
    },
    'get /recruiters/stage-attempts/{attemptId}': {
      summary: 'Un intento, con el CV de la postulación',
      origin: 'added here',
      ok: envelope(attemptSchema),
      errors: notFound,
    },
    'patch /recruiters/stage-attempts/{attemptId}': {
      summary: 'Decide un intento',
      body: decisionBody,
      ok: envelope(attemptSchema),
      errors: { ...notFound, 409: ['attempt_decided'] },
    },
    'post /recruiters/stage-attempts/bulk-review': {
      summary: 'Decide varios intentos a la vez',
      body: bulkReviewBody,
      ok: envelope(bulkResultSchema),
    },
    'post /recruiters/stage-attempts/bulk-reject': {
      summary: 'Rechaza varios intentos con un motivo',
      origin: 'added here',
      body: bulkRejectBody,
      ok: envelope(bulkResultSchema),
    },
  });
