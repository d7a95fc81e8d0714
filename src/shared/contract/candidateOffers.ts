import { JOB_CATEGORIES, MODALITIES, SENIORITIES } from '../domain';
import { z } from '../zod';
import { DEFAULT_OFFER_PAGE_SIZE, MAX_PAGE_SIZE, pagingQuery } from './fields';
import { companyRef, envelope, optionalText, paged, record } from './helpers';
import { statementFile } from './offers';
import { operation, type Operation } from './operation';

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
  company: companyRef,
  createdAt: z.string(),
  date: optionalText,
  requiredSkills: z.array(z.string()).nullish(),
  stages: z.array(candidateStage).nullish(),
  applicationId: optionalText,
  saved: z.boolean().optional(),
  match: skillMatch.optional(),
});

/** `PATCH /candidates/saved-job-offers`. */
export const savedToggleSchema = record({ jobId: z.string(), saved: z.boolean() });

// ---- Endpoints ------------------------------------------------------------------------

const offerNotFound = { 404: ['not_found'] };

/** Declared in a function: the client, which imports this file's schemas, holds none of it. */
export const candidateOfferOperations = (): Operation[] => [
  operation({
    method: 'get',
    path: '/candidates/job-offers',
    summary: 'Busca ofertas publicadas',
    origin: 'spec',
    access: 'candidate',
    query: candidateOffersQuery,
    success: { status: 200, schema: paged(candidateOfferSchema) },
  }),
  operation({
    method: 'get',
    path: '/candidates/job-offers/{id}',
    summary: 'Una oferta vista por el candidato',
    origin: 'spec',
    access: 'candidate',
    success: { status: 200, schema: envelope(candidateOfferSchema) },
    errors: offerNotFound,
  }),
  operation({
    method: 'get',
    path: '/candidates/saved-job-offers',
    summary: 'Las ofertas guardadas',
    origin: 'spec',
    access: 'candidate',
    query: savedOffersQuery,
    success: { status: 200, schema: paged(candidateOfferSchema) },
  }),
  operation({
    method: 'patch',
    path: '/candidates/saved-job-offers',
    summary: 'Guarda o deja de guardar una oferta',
    origin: 'spec',
    access: 'candidate',
    body: toggleSavedBody,
    success: { status: 200, schema: envelope(savedToggleSchema) },
    errors: offerNotFound,
  }),
];
