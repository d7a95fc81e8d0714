import { ALERT_NAME_MAX_LENGTH } from '../domain/offerCriteria';
import { z } from '../zod';
import { offerCriteriaFields } from './candidateOffers';
import { envelope, record } from './helpers';
import { endpoints, notFound, type Operation } from './operation';

/** The candidate's job alerts (docs/api.md "Job alerts"). */

/** The most alerts a candidate keeps. */
export const MAX_JOB_ALERTS = 20;

// ---- Requests -------------------------------------------------------------------------

const alertName = z.string().trim().min(1).max(ALERT_NAME_MAX_LENGTH);

/** An alert's criteria: the search's filters (`GET /candidates/job-offers`), all optional. */
export const jobAlertCriteria = z.strictObject(offerCriteriaFields);

/** `POST /candidates/job-alerts`. */
export const createJobAlertBody = z.strictObject({
  name: alertName,
  criteria: jobAlertCriteria,
});

/** `PATCH /candidates/job-alerts/{id}`: a new name, pause (`active: false`) or resume. */
export const updateJobAlertBody = z
  .strictObject({ name: alertName.optional(), active: z.boolean().optional() })
  .refine((body) => body.name !== undefined || body.active !== undefined, {
    message: 'Indica el nombre o el estado de la alerta',
  });

// ---- Answers --------------------------------------------------------------------------

/** A job alert as the candidate sees it, with how many published offers it matches now. */
export const jobAlertSchema = record({
  id: z.string(),
  name: z.string(),
  criteria: record({
    search: z.string().optional(),
    category: z.string().optional(),
    modality: z.string().optional(),
    seniority: z.string().optional(),
    place: z.string().optional(),
  }),
  active: z.boolean(),
  matchCount: z.number().int().min(0),
  createdAt: z.string(),
  updatedAt: z.string(),
});

export const jobAlertListSchema = record({ data: z.array(jobAlertSchema) });

// ---- Endpoints ------------------------------------------------------------------------

/** Declared in a function: the client, which imports this file's schemas, holds none of it. */
export const jobAlertOperations = (): Operation[] =>
  endpoints('candidate', 'added here', {
    'get /candidates/job-alerts': {
      summary: 'Las alertas de empleo del candidato',
      ok: jobAlertListSchema,
    },
    'post /candidates/job-alerts': {
      summary: 'Crea una alerta de empleo',
      body: createJobAlertBody,
      created: envelope(jobAlertSchema),
      errors: { 422: ['validation_error', 'alert_limit'] },
    },
    'patch /candidates/job-alerts/{id}': {
      summary: 'Renombra, pausa o reanuda una alerta de empleo',
      body: updateJobAlertBody,
      ok: envelope(jobAlertSchema),
      errors: notFound,
    },
    'delete /candidates/job-alerts/{id}': {
      summary: 'Elimina una alerta de empleo',
      empty: true,
      errors: notFound,
    },
  });
