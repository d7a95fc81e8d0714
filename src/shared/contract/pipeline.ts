import { z } from '../zod';
import { skillMatch } from './candidateOffers';
import { envelope, optionalText, record } from './helpers';
import { endpoints, notFound, type Operation } from './operation';

/** An offer's pipeline and a candidate's history, for the company's staff (docs/api.md "Pipeline"). */

/** One stage of an application on the board: its status and when the candidate reached it. */
const pipelineStageSchema = record({
  stageId: z.string(),
  status: z.string(),
  /** When the candidate reached the stage (null: not yet). */
  enteredAt: z.string().nullable(),
});

/** One card of the board: an application of the offer, with what the card shows. */
export const pipelineCardSchema = record({
  applicationId: z.string(),
  status: z.string(),
  candidate: record({ id: z.string(), name: z.string(), lastName: z.string() }),
  stages: z.array(pipelineStageSchema),
  /** The attempt waiting for a review, if any (the newest). */
  reviewAttemptId: z.string().nullable(),
  matchPercent: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

/** `GET /job-offers/{id}/pipeline`: every application of the offer, at once. */
export const pipelineSchema = record({ data: z.array(pipelineCardSchema) });

/** One attempt in a candidate's history. */
const historyAttemptSchema = record({
  id: z.string(),
  status: z.string(),
  score: z.number().nullable(),
  feedback: optionalText,
  submittedAt: z.string(),
  reviewedAt: z.string().nullable(),
});

/** One application in a candidate's history, with each stage's attempts (newest first). */
const historyApplicationSchema = record({
  id: z.string(),
  status: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  jobOffer: record({ id: z.string(), title: z.string(), status: z.string() }),
  match: skillMatch,
  stages: z.array(
    record({
      stageId: z.string(),
      name: z.string(),
      type: z.string(),
      status: z.string(),
      attempts: z.array(historyAttemptSchema),
    }),
  ),
});

/** `GET /recruiters/candidates/{candidateId}/history`. */
export const candidateHistorySchema = record({
  candidate: record({
    id: z.string(),
    name: z.string(),
    lastName: z.string(),
    email: z.string(),
    headline: optionalText,
    city: optionalText,
    country: optionalText,
    skills: z.array(z.string()),
  }),
  /** The CVs the candidate sent to the company's offers. */
  cvs: z.array(
    record({
      id: z.string(),
      fileName: z.string(),
      downloadUrl: z.string(),
      createdAt: z.string(),
    }),
  ),
  /** Every application of the candidate to the company's offers, newest first. */
  applications: z.array(historyApplicationSchema),
});

/** Declared in a function: the client, which imports this file's schemas, holds none of it. */
export const pipelineOperations = (): Operation[] =>
  endpoints('staff', 'added here', {
    'get /job-offers/{id}/pipeline': {
      summary: 'El pipeline de una oferta: cada postulación con sus etapas',
      ok: pipelineSchema,
      errors: notFound,
    },
    'get /recruiters/candidates/{candidateId}/history': {
      summary: 'El historial de un candidato en la empresa',
      ok: envelope(candidateHistorySchema),
      errors: notFound,
    },
  });
