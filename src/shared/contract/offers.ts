import {
  APPLICATION_STATUSES,
  CURRENCIES,
  JOB_CATEGORIES,
  MODALITIES,
  OFFER_STATUSES,
  SENIORITIES,
  STAGE_STATUSES,
  STAGE_TYPES,
} from '../domain';
import { z } from '../zod';
import { DEFAULT_TABLE_PAGE_SIZE, pagingQuery, versionInput } from './fields';
import { applicationStage, companyRef, envelope, optionalText, paged, record } from './helpers';
import { endpoints, notFound, upload, type Operation } from './operation';

/**
 * Job offers and their stages: the staff's offers, the candidates' view of them and the
 * metrics (docs/api.md "Job offers (staff)", "Candidates").
 */

// ---- Requests -------------------------------------------------------------------------

/** The task of a technical stage ("Enunciado"), plain text. */
export const STATEMENT_MAX = 5000;

const questionInput = z
  .object({
    id: z.string().min(1).optional(),
    text: z.string().trim().min(1).max(300),
    options: z
      .array(
        z.object({ id: z.string().min(1).optional(), text: z.string().trim().min(1).max(200) }),
      )
      .min(2)
      .max(6),
    correctOptionId: z.string().optional(),
    correctOptionIndex: z.number().int().min(0).optional(),
  })
  .refine(
    (q) =>
      (q.correctOptionIndex !== undefined && q.correctOptionIndex < q.options.length) ||
      (q.correctOptionId !== undefined && q.options.some((o) => o.id === q.correctOptionId)),
    { message: 'Indica cuál es la opción correcta', path: ['correctOptionIndex'] },
  );

/** A stage as recruiters send it (`POST /job-offers`, `PUT /job-offers/{id}/stages`). */
export const stageInput = z
  .object({
    id: z.string().min(1).optional(),
    name: z.string().trim().min(1).max(120),
    type: z.enum(STAGE_TYPES),
    description: z.string().trim().max(2000).optional(),
    automatizable: z.boolean().optional(),
    autoDecide: z.boolean().optional(),
    passingScore: z.number().int().min(0).max(100).optional(),
    questions: z.array(questionInput).max(30).optional(),
    scheduledAt: z.iso.datetime({ offset: true }).nullable().optional(),
    place: z.string().trim().max(200).nullable().optional(),
    statement: z.string().trim().max(STATEMENT_MAX).optional(),
    statementFileId: z.string().min(1).nullable().optional(),
  })
  .superRefine((stage, ctx) => {
    if (stage.type === 'technical' && !stage.statement) {
      ctx.addIssue({
        code: 'custom',
        path: ['statement'],
        message: 'Escribe el enunciado de la prueba técnica',
      });
    }
    if (stage.type === 'questionnaire' && !stage.questions?.length) {
      ctx.addIssue({
        code: 'custom',
        path: ['questions'],
        message: 'Un cuestionario necesita al menos una pregunta',
      });
    }
    if (stage.type !== 'questionnaire' && (stage.automatizable || stage.autoDecide)) {
      ctx.addIssue({
        code: 'custom',
        path: ['automatizable'],
        message: 'Solo los cuestionarios pueden evaluarse automáticamente',
      });
    }
  });

/** The body of `PUT /job-offers/{id}/stages`: the whole list, in order. */
export const stagesBody = z.object({ stages: z.array(stageInput).max(10), ...versionInput });

const salaryInput = z
  .object({
    min: z.number().int().positive(),
    max: z.number().int().positive(),
    currency: z.enum(CURRENCIES),
  })
  .refine((s) => s.max >= s.min, {
    message: 'El máximo debe ser mayor o igual al mínimo',
    path: ['max'],
  });

const offerFields = {
  title: z.string().trim().min(3).max(120),
  description: z.string().trim().min(20).max(5000),
  category: z.enum(JOB_CATEGORIES),
  city: z.string().trim().min(2).max(80),
  country: z.string().trim().min(2).max(80),
  modality: z.enum(MODALITIES),
  seniority: z.enum(SENIORITIES),
  requiredSkills: z.array(z.string().trim().min(1).max(50)).max(20),
  salary: salaryInput.nullable(),
};

/** `POST /job-offers`. */
export const createOfferBody = z.object({
  ...offerFields,
  requiredSkills: offerFields.requiredSkills.optional(),
  salary: offerFields.salary.optional(),
  status: z.enum(['draft', 'published']).optional(),
  stages: z.array(stageInput).max(10).optional(),
});
/** `PATCH /job-offers/{id}`: any of the offer's fields, its status and the `version`. */
export const patchOfferBody = z
  .object(offerFields)
  .partial()
  .extend({ status: z.enum(OFFER_STATUSES).optional(), ...versionInput });

/** `GET /job-offers/`. */
export const staffOffersQuery = z.object({
  ...pagingQuery(DEFAULT_TABLE_PAGE_SIZE),
  status: z.enum(OFFER_STATUSES).optional(),
  category: z.enum(JOB_CATEGORIES).optional(),
  search: z.string().max(200).optional(),
  sortBy: z.enum(['createdAt', 'title', 'applicantsCount', 'publishedAt']).default('createdAt'),
  sortOrder: z.enum(['asc', 'desc']).default('desc'),
});

/** `GET /job-offers/{id}/applicants/`. */
export const applicantsQuery = z.object({
  ...pagingQuery(DEFAULT_TABLE_PAGE_SIZE),
  status: z.enum(APPLICATION_STATUSES).optional(),
  stageStatus: z.enum(STAGE_STATUSES).optional(),
  search: z.string().max(200).optional(),
  sortBy: z.enum(['createdAt', 'candidateName', 'match']).default('createdAt'),
  sortOrder: z.enum(['asc', 'desc']).default('desc'),
});

const calendarDay = z.iso.date();
/** `GET /job-offers/metrics` (the period's rules are the handler's: 400 with details). */
export const metricsQuery = z.object({
  jobOfferId: z.string().optional(),
  from: calendarDay.optional(),
  to: calendarDay.optional(),
  tz: z.string().max(64).optional(),
});

// ---- Answers --------------------------------------------------------------------------

export const statementFile = record({
  id: z.string(),
  name: z.string(),
  downloadUrl: z.string(),
}).nullish();

const questionSchema = record({
  id: z.string(),
  text: z.string(),
  options: z.array(record({ id: z.string(), text: z.string() })),
});

/** A stage as staff read it (with right answers). */
export const staffStageSchema = record({
  id: z.string(),
  name: z.string(),
  type: z.string(),
  questions: z.array(questionSchema).nullish(),
  statement: optionalText,
  statementFile,
  place: optionalText,
});

/** What every view of an offer says of it after its title (and, for staff, its status). */
export const offerAnswerFields = {
  company: companyRef,
  createdAt: z.string(),
  date: optionalText,
  requiredSkills: z.array(z.string()).nullish(),
};

/** A job offer (staff view, docs/api.md "JobOffer"). */
export const staffOfferSchema = record({
  id: z.string(),
  title: z.string(),
  status: z.string(),
  ...offerAnswerFields,
  stages: z.array(staffStageSchema).nullish(),
  version: z.number().int(),
});

/** `GET /job-offers/`: `{ data: { jobOffers }, page, pageSize, total, totalPages }`. */
export const staffOfferPage = record({
  data: record({ jobOffers: z.array(staffOfferSchema) }),
  page: z.number(),
  pageSize: z.number(),
  total: z.number(),
  totalPages: z.number(),
});

/** `GET /stages/{id}`: the stage with its offer (candidates: without right answers). */
export const stageDetailSchema = staffStageSchema.extend({ jobOfferId: z.string() });

/** `POST /job-offers/{id}/stage-files`: the uploaded PDF of a technical stage's task. */
export const uploadedStageFileSchema = record({
  id: z.string(),
  name: z.string(),
  size: z.number(),
});

/** An applicant of an offer (docs/api.md "Application", with `match`). */
export const applicantSchema = record({
  id: z.string(),
  status: z.string(),
  candidate: record({ id: z.string(), name: z.string(), lastName: z.string() }).nullable(),
  currentStage: applicationStage.nullable(),
  stages: z.array(applicationStage),
  createdAt: z.string(),
});

/** `GET /job-offers/metrics` (docs/api.md). */
export const metricsSchema = record({
  period: record({ from: z.string(), to: z.string(), tz: z.string() }),
  offers: record({ total: z.number() }),
  applications: record({ total: z.number() }),
  stageStatuses: record({}),
  pendingReviews: record({ total: z.number() }),
  attempts: record({ passed: z.number(), failed: z.number() }),
  averageReviewHours: z.number().nullable(),
  applicationsByCategory: z.array(record({ category: z.string(), count: z.number() })),
  applicationsByDay: z.array(record({ date: z.string(), count: z.number() })),
  topOffers: z.array(record({ id: z.string(), title: z.string() })),
});

// ---- Endpoints ------------------------------------------------------------------------

/** Declared in a function: the client, which imports this file's schemas, holds none of it. */
export const offerOperations = (): Operation[] =>
  endpoints('staff', 'spec', {
    'get /job-offers/': {
      summary: 'Las ofertas de la empresa',
      query: staffOffersQuery,
      ok: staffOfferPage,
    },
    'post /job-offers': {
      summary: 'Crea una oferta',
      body: createOfferBody,
      created: envelope(staffOfferSchema),
    },
    'get /job-offers/{id}': {
      summary: 'Una oferta de la empresa',
      ok: envelope(staffOfferSchema),
      errors: notFound,
    },
    'patch /job-offers/{id}': {
      summary: 'Edita, publica o cierra una oferta',
      body: patchOfferBody,
      ok: envelope(staffOfferSchema),
      errors: { ...notFound, 409: ['offer_has_applications', 'version_conflict'] },
    },
    'put /job-offers/{id}/stages': {
      summary: 'Reemplaza las etapas de una oferta',
      body: stagesBody,
      ok: envelope(staffOfferSchema),
      errors: { ...notFound, 409: ['stage_in_use', 'version_conflict'] },
    },
    'post /job-offers/{id}/stage-files': {
      summary: 'Sube el PDF del enunciado de una prueba técnica',
      origin: 'added here',
      multipart: upload('file'),
      created: envelope(uploadedStageFileSchema),
      errors: notFound,
    },
    'get /job-offers/{id}/applicants/': {
      summary: 'Los postulantes de una oferta',
      query: applicantsQuery,
      ok: paged(applicantSchema),
      errors: notFound,
    },
    'get /job-offers/metrics': {
      summary: 'Las métricas del panel de la empresa o de una oferta',
      query: metricsQuery,
      ok: envelope(metricsSchema),
      errors: notFound,
    },
    'get /stages/{id}': {
      summary: 'Una etapa',
      access: 'user',
      ok: envelope(stageDetailSchema),
      errors: notFound,
    },
    'get /stages/{id}/statement-file': {
      summary: 'El PDF del enunciado de una etapa',
      origin: 'added here',
      access: 'user',
      file: true,
      errors: notFound,
    },
  });
