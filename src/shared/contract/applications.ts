import { APPLICATION_STATUSES } from '../domain';
import { z } from '../zod';
import { DEFAULT_TABLE_PAGE_SIZE, pagingQuery } from './fields';
import { applicationStage, envelope, optionalText, paged, record } from './helpers';
import { endpoints, notFound, upload, type Operation } from './operation';

/** Applications and their evaluations (docs/api.md "Candidates", "Evaluations"). */

// ---- Requests -------------------------------------------------------------------------

/** `GET /candidates/applications`. */
export const applicationsQuery = z.object({
  ...pagingQuery(DEFAULT_TABLE_PAGE_SIZE),
  status: z.enum(APPLICATION_STATUSES).optional(),
});

/** `POST /job-offers/{id}/apply` (the same message whether the CV is missing, unknown or another's). */
export const applyBody = z.object({
  cvId: z.string({ error: 'Selecciona uno de tus CVs' }).trim().min(1, 'Selecciona uno de tus CVs'),
  coverLetter: z.string().trim().max(2000).nullable().optional(),
});

/** An attempt's body by stage type (docs/api.md `POST …/attempt`). */
export const questionnaireBody = z.object({
  answers: z.array(z.object({ questionId: z.string().min(1), optionId: z.string().min(1) })).min(1),
});
export const technicalBody = z.object({ textAnswer: z.string().trim().min(10).max(10_000) });
export const interviewBody = z.object({
  confirmed: z.literal(true, 'Debes confirmar tu asistencia'),
  comment: z.string().trim().max(1000).optional(),
});
export const benderBody = z.object({});
/** The text fields of a document stage's multipart body. */
export const documentFields = z.object({ comment: z.string().trim().max(1000).optional() });

// ---- Answers --------------------------------------------------------------------------

/** An application (docs/api.md "Application"). */
export const applicationSchema = record({
  id: z.string(),
  status: z.string(),
  jobOffer: record({ id: z.string(), title: z.string() }).nullable(),
  currentStage: applicationStage.nullable(),
  stages: z.array(applicationStage).nullish(),
  createdAt: z.string(),
  date: optionalText,
});

/** An attempt at a stage (docs/api.md "Attempt"). */
export const attemptSchema = record({
  id: z.string(),
  applicationId: z.string(),
  stageId: z.string(),
  stageType: z.string(),
  status: z.string(),
  jobOffer: record({ id: z.string(), title: z.string() }).nullable(),
  candidate: record({ id: z.string(), name: z.string(), lastName: z.string() }).nullable(),
  answers: z.array(record({ questionId: z.string(), optionId: z.string() })).nullish(),
  file: record({ id: z.string(), downloadUrl: z.string() }).nullish(),
  feedback: optionalText,
  submittedAt: z.string(),
});

/** `GET /evaluations/applications/{id}/status`. */
export const progressSchema = record({
  applicationId: z.string(),
  status: z.string(),
  stages: z.array(applicationStage).nullish(),
  currentStage: applicationStage.nullable(),
});

// ---- Endpoints ------------------------------------------------------------------------

/** Declared in a function: the client, which imports this file's schemas, holds none of it. */
export const applicationOperations = (): Operation[] =>
  endpoints('candidate', 'spec', {
    'get /candidates/applications': {
      summary: 'Las postulaciones del candidato',
      origin: 'DESIGN',
      query: applicationsQuery,
      ok: paged(applicationSchema),
    },
    'post /job-offers/{id}/apply': {
      summary: 'Postula a una oferta',
      body: applyBody,
      created: envelope(applicationSchema),
      errors: { ...notFound, 409: ['already_applied', 'offer_closed'] },
    },
    'post /evaluations/applications/{applicationId}/stages/{stageId}/attempt': {
      summary: 'Envía un intento de la etapa en curso',
      body: z.union([questionnaireBody, technicalBody, interviewBody, benderBody]),
      multipart: upload('file', ['comment']),
      created: envelope(attemptSchema),
      errors: {
        ...notFound,
        403: ['forbidden'],
        409: ['stage_not_open', 'application_finished'],
      },
    },
    'get /evaluations/applications/{id}/status': {
      summary: 'El avance de una postulación',
      access: 'user',
      ok: envelope(progressSchema),
      errors: notFound,
    },
    'get /evaluations/applications/{id}/last-attempt': {
      summary: 'El último intento de una postulación',
      access: 'user',
      ok: envelope(attemptSchema.nullable()),
      errors: notFound,
    },
    'get /evaluations/applications/{id}/attempts': {
      summary: 'Los intentos de una postulación',
      origin: 'added here',
      access: 'user',
      ok: envelope(z.array(attemptSchema)),
      errors: notFound,
    },
    'get /evaluations/attempts/{attemptId}/file': {
      summary: 'El archivo de un intento',
      origin: 'added here',
      access: 'user',
      file: true,
      errors: notFound,
    },
    'post /psychometric-tests/bender/upload': {
      summary: 'Sube el dibujo del test de Bender',
      multipart: {
        fields: { stage_attempt_id: 'text', file: 'file' },
        required: ['stage_attempt_id', 'file'],
      },
      created: envelope(attemptSchema),
      errors: { ...notFound, 409: ['attempt_decided'] },
    },
  });
