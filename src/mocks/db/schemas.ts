/**
 * Zod schemas of the mock database. Records hold foreign keys (ids), never nested
 * records: answers are assembled by the handlers, so the store stays flat, fast to seed
 * and trivially serialisable for persistence.
 */
import { z } from '../shared/zod';
import { JOB_CATEGORIES } from '../../shared/domain/categories';
import {
  APPLICATION_STATUSES,
  ATTEMPT_STATUSES,
  CURRENCIES,
  MODALITIES,
  OFFER_STATUSES,
  SENIORITIES,
  STAGE_STATUSES,
  STAGE_TYPES,
} from '../../shared/domain/values';

/** The product's values: the app's own lists, so that mock and UI cannot drift apart. */
export * from '../../shared/domain/values';
export const CATEGORIES = JOB_CATEGORIES;
export const ROLES = ['candidate', 'recruiter', 'admin'] as const;
export const NOTIFICATION_TYPES = [
  'application_received',
  'new_applicant',
  'attempt_submitted',
  'attempt_reviewed',
  'stage_opened',
  'application_finished',
  'welcome',
  'job_alert',
] as const;
export const FILE_KINDS = ['cv', 'avatar', 'bender', 'document', 'statement'] as const;

export type Category = (typeof CATEGORIES)[number];
export type Modality = (typeof MODALITIES)[number];
export type Seniority = (typeof SENIORITIES)[number];
export type OfferStatus = (typeof OFFER_STATUSES)[number];
export type StageType = (typeof STAGE_TYPES)[number];
export type StageStatus = (typeof STAGE_STATUSES)[number];
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];
export type AttemptStatus = (typeof ATTEMPT_STATUSES)[number];
export type Role = (typeof ROLES)[number];
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];
export type FileKind = (typeof FILE_KINDS)[number];

const id = z.string().min(1);
/** ISO 8601 date-time strings. */
const isoDate = z.string().min(1);
/**
 * Optimistic concurrency: grows by one on every write of the row (`Table.update`); a client
 * sends back the version it edited, and a write based on an older one is a 409
 * `version_conflict` (`handlers/lib/concurrency.ts`).
 */
const rowVersion = z.number().int().min(1).default(1);

export const companySchema = z.object({
  id,
  name: z.string(),
  legalName: z.string(),
  taxId: z.string(),
  industry: z.string(),
  country: z.string(),
  city: z.string(),
  website: z.string().nullable(),
  description: z.string(),
  size: z.string(),
  logoColor: z.string(),
  createdAt: isoDate,
  version: rowVersion,
});

export const userSchema = z.object({
  id,
  email: z.string(),
  name: z.string(),
  lastName: z.string(),
  roles: z.array(z.enum(ROLES)).min(1),
  companyId: z.string().nullable(),
  active: z.boolean(),
  emailVerified: z.boolean(),
  /** Id of the avatar file, or null (answers expose a URL instead). */
  avatarFileId: z.string().nullable(),
  phone: z.string().nullable(),
  city: z.string().nullable(),
  country: z.string().nullable(),
  headline: z.string().nullable(),
  about: z.string().nullable(),
  skills: z.array(z.string()),
  linkedinUrl: z.string().nullable(),
  createdAt: isoDate,
  version: rowVersion,
});

export const questionSchema = z.object({
  id,
  text: z.string(),
  options: z.array(z.object({ id, text: z.string() })).min(2),
  correctOptionId: z.string(),
});

export const stageSchema = z.object({
  id,
  name: z.string(),
  type: z.enum(STAGE_TYPES),
  description: z.string(),
  /** The platform proposes a score and decision; the recruiter confirms. */
  automatizable: z.boolean(),
  /** Questionnaires only: the platform decides at once, no review. */
  autoDecide: z.boolean(),
  /** Minimum score (0–100) to pass a graded questionnaire. */
  passingScore: z.number().min(0).max(100),
  questions: z.array(questionSchema),
  /** Interviews: when and where. */
  scheduledAt: z.string().nullable(),
  place: z.string().nullable(),
  /** Technical stages: the task ("Enunciado", plain text) and an optional attached PDF. */
  statement: z.string(),
  statementFileId: z.string().nullable(),
});

export const jobOfferSchema = z.object({
  id,
  companyId: id,
  title: z.string(),
  description: z.string(),
  category: z.enum(CATEGORIES),
  city: z.string(),
  country: z.string(),
  modality: z.enum(MODALITIES),
  seniority: z.enum(SENIORITIES),
  requiredSkills: z.array(z.string()),
  salary: z.object({ min: z.number(), max: z.number(), currency: z.enum(CURRENCIES) }).nullable(),
  status: z.enum(OFFER_STATUSES),
  stages: z.array(stageSchema),
  createdBy: z.string().nullable(),
  createdAt: isoDate,
  updatedAt: isoDate,
  publishedAt: z.string().nullable(),
  closedAt: z.string().nullable(),
  version: rowVersion,
});

export const applicationStageSchema = z.object({
  stageId: id,
  status: z.enum(STAGE_STATUSES),
});

export const applicationSchema = z.object({
  id,
  candidateId: id,
  jobOfferId: id,
  companyId: id,
  cvId: z.string().nullable(),
  coverLetter: z.string().nullable(),
  status: z.enum(APPLICATION_STATUSES),
  stages: z.array(applicationStageSchema),
  createdAt: isoDate,
  updatedAt: isoDate,
});

export const attemptSchema = z.object({
  id,
  applicationId: id,
  stageId: id,
  candidateId: id,
  jobOfferId: id,
  companyId: id,
  stageType: z.enum(STAGE_TYPES),
  automatizable: z.boolean(),
  status: z.enum(ATTEMPT_STATUSES),
  answers: z.array(z.object({ questionId: z.string(), optionId: z.string() })),
  textAnswer: z.string().nullable(),
  fileId: z.string().nullable(),
  /** Score proposed by the platform (questionnaires), 0–100. */
  proposedScore: z.number().nullable(),
  proposedStatus: z.enum(['passed', 'failed']).nullable(),
  score: z.number().nullable(),
  feedback: z.string().nullable(),
  submittedAt: isoDate,
  reviewedAt: z.string().nullable(),
  reviewedBy: z.string().nullable(),
});

export const savedOfferSchema = z.object({
  id,
  candidateId: id,
  jobOfferId: id,
  createdAt: isoDate,
});

export const cvSchema = z.object({
  id,
  candidateId: id,
  fileId: id,
  fileName: z.string(),
  mimeType: z.string(),
  size: z.number(),
  description: z.string(),
  createdAt: isoDate,
  /** Deleted by the candidate: hidden from them, still downloadable by companies it was sent to. */
  deletedAt: z.string().nullable(),
});

export const fileSchema = z.object({
  id,
  ownerId: id,
  kind: z.enum(FILE_KINDS),
  name: z.string(),
  mimeType: z.string(),
  size: z.number(),
  /** Small contents (the seed's) inline, base64; uploads have `null` and a `blobKey`. */
  contentBase64: z.string().nullable(),
  /** Key of the content in the blob store (SHA-256 of the bytes), kept apart from the rows. */
  blobKey: z.string().nullable(),
  createdAt: isoDate,
});

export const notificationSchema = z.object({
  id,
  userId: id,
  type: z.enum(NOTIFICATION_TYPES),
  title: z.string(),
  body: z.string(),
  readInApp: z.boolean(),
  /** Where the notification leads in the app (a route), or null. */
  link: z.string().nullable(),
  /** Epoch milliseconds. */
  createdAtMs: z.number(),
});

/** A candidate's job alert: a saved search that tells them about new offers it matches. */
export const jobAlertSchema = z.object({
  id,
  candidateId: id,
  name: z.string(),
  /** The search's criteria (shared/domain `OfferCriteria`); absent ones narrow nothing. */
  criteria: z.object({
    search: z.string().optional(),
    category: z.enum(JOB_CATEGORIES).optional(),
    modality: z.enum(MODALITIES).optional(),
    seniority: z.enum(SENIORITIES).optional(),
    place: z.string().optional(),
  }),
  active: z.boolean(),
  /** The offers this alert has already told about: never twice, also after a republish. */
  notifiedOfferIds: z.array(z.string()),
  createdAt: isoDate,
  updatedAt: isoDate,
});

export type Company = z.infer<typeof companySchema>;
export type User = z.infer<typeof userSchema>;

/** The profile of a user who has filled nothing in yet (sign-up, seed). */
export const BLANK_PROFILE = {
  avatarFileId: null,
  phone: null,
  city: null,
  country: null,
  headline: null,
  about: null,
  skills: [],
  linkedinUrl: null,
} satisfies Partial<User>;
export type Question = z.infer<typeof questionSchema>;
export type Stage = z.infer<typeof stageSchema>;
export type JobOffer = z.infer<typeof jobOfferSchema>;
export type ApplicationStage = z.infer<typeof applicationStageSchema>;
export type Application = z.infer<typeof applicationSchema>;
export type Attempt = z.infer<typeof attemptSchema>;
export type SavedOffer = z.infer<typeof savedOfferSchema>;
export type Cv = z.infer<typeof cvSchema>;
export type StoredFile = z.infer<typeof fileSchema>;
export type Notification = z.infer<typeof notificationSchema>;
export type JobAlert = z.infer<typeof jobAlertSchema>;

/** Bump when a schema or the seed changes shape: persisted databases are then reseeded. */
export const SCHEMA_VERSION = 6;
