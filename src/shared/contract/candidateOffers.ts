import { JOB_CATEGORIES, MODALITIES, SENIORITIES } from '../domain';
import { z } from '../zod';
import { DEFAULT_OFFER_PAGE_SIZE, MAX_PAGE_SIZE, pagingQuery } from './fields';
import { envelope, optionalText, paged, record } from './helpers';
import { offerAnswerFields, statementFile } from './offers';
import { endpoints, notFound, type Operation } from './operation';

/** The candidates' view of the offers (docs/api.md "Candidate offer view", "Candidates"). */

// ---- Requests -------------------------------------------------------------------------

/**
 * What a candidate looks for (shared/domain `OfferCriteria`): the search's filters, and a job
 * alert's criteria (`jobAlerts.ts`). Free texts match word by word, accent- and case-insensitive.
 */
export const offerCriteriaFields = {
  search: z.string().max(200).optional(),
  category: z.enum(JOB_CATEGORIES).optional(),
  modality: z.enum(MODALITIES).optional(),
  seniority: z.enum(SENIORITIES).optional(),
  /** City or country. */
  place: z.string().max(100).optional(),
};

const offerFilters = {
  ...offerCriteriaFields,
  sortBy: z.enum(['date', 'match']).default('date'),
};

/** `GET /candidates/job-offers`. */
export const candidateOffersQuery = z.object({
  ...pagingQuery(DEFAULT_OFFER_PAGE_SIZE),
  ...offerFilters,
  jobIds: z
    .string()
    .transform((v) =>
      v
        .split(',')
        .map((id) => id.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.string()).max(MAX_PAGE_SIZE))
    .optional(),
});
/** `GET /candidates/saved-job-offers`. */
export const savedOffersQuery = z.object({
  ...pagingQuery(DEFAULT_OFFER_PAGE_SIZE),
  ...offerFilters,
});
/** `PATCH /candidates/saved-job-offers`. */
export const toggleSavedBody = z.object({ jobId: z.string().trim().min(1) });

// ---- Answers --------------------------------------------------------------------------

const candidateStage = record({
  id: z.string(),
  name: optionalText,
  type: z.string(),
  status: z.string(),
  statement: optionalText,
  statementFile,
});

export const skillMatch = record({
  percent: z.number(),
  matched: z.array(z.string()),
  missing: z.array(z.string()),
});

/** The candidate offer view: what a card and the offer's page open. */
export const candidateOfferSchema = record({
  id: z.string(),
  title: z.string(),
  ...offerAnswerFields,
  stages: z.array(candidateStage).nullish(),
  applicationId: optionalText,
  saved: z.boolean().optional(),
  match: skillMatch.optional(),
});

/** `PATCH /candidates/saved-job-offers`. */
export const savedToggleSchema = record({ jobId: z.string(), saved: z.boolean() });

// ---- Endpoints ------------------------------------------------------------------------

/** Declared in a function: the client, which imports this file's schemas, holds none of it. */
export const candidateOfferOperations = (): Operation[] =>
  endpoints('candidate', 'spec', {
    'get /candidates/job-offers': {
      summary: 'Busca ofertas publicadas',
      query: candidateOffersQuery,
      ok: paged(candidateOfferSchema),
    },
    'get /candidates/job-offers/{id}': {
      summary: 'Una oferta vista por el candidato',
      ok: envelope(candidateOfferSchema),
      errors: notFound,
    },
    'get /candidates/saved-job-offers': {
      summary: 'Las ofertas guardadas',
      query: savedOffersQuery,
      ok: paged(candidateOfferSchema),
    },
    'patch /candidates/saved-job-offers': {
      summary: 'Guarda o deja de guardar una oferta',
      body: toggleSavedBody,
      ok: envelope(savedToggleSchema),
      errors: notFound,
    },
  });
