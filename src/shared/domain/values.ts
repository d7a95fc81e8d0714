/**
 * The product's enumerations (docs/api.md, DESIGN.md §4): every value the API sends, as
 * one list each. The app's types, its forms and the mock's database schemas all take their
 * values from here, so that a value cannot be added in one place and forgotten in another.
 */

/** An offer's publication status. */
export const OFFER_STATUSES = ['draft', 'published', 'closed'] as const;
export type OfferStatus = (typeof OFFER_STATUSES)[number];

/** Where the job is done. */
export const MODALITIES = ['presencial', 'híbrido', 'remoto'] as const;
export type Modality = (typeof MODALITIES)[number];

/** The level of experience an offer asks for. */
export const SENIORITIES = ['practicante', 'junior', 'semi-senior', 'senior', 'lead'] as const;
export type Seniority = (typeof SENIORITIES)[number];

/** The kinds of selection stage (DESIGN.md §4). */
export const STAGE_TYPES = [
  'questionnaire',
  'technical',
  'psychometric_bender',
  'interview',
  'document',
] as const;
export type StageType = (typeof STAGE_TYPES)[number];

/** A stage's status for one candidate (product spec §3). */
export const STAGE_STATUSES = ['in_progress', 'pending', 'reviewing', 'passed', 'failed'] as const;
export type StageStatus = (typeof STAGE_STATUSES)[number];

/** An application's status. */
export const APPLICATION_STATUSES = ['in_progress', 'hired', 'rejected', 'withdrawn'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/** A stage attempt's status: in review, or decided. */
export const ATTEMPT_STATUSES = ['reviewing', 'passed', 'failed'] as const;
export type AttemptStatus = (typeof ATTEMPT_STATUSES)[number];

/** A decision on an attempt (the recruiter's, or the platform's proposal). */
export type Decision = Exclude<AttemptStatus, 'reviewing'>;

/** Why a recruiter rejects attempts in bulk (docs/api.md `POST …/bulk-reject`). */
export const REJECTION_REASONS = [
  'requirements',
  'answer_quality',
  'incomplete',
  'position_filled',
  'other',
] as const;
export type RejectionReason = (typeof REJECTION_REASONS)[number];

/** The roles of a company's staff (a member's main role). */
export const STAFF_ROLES = ['recruiter', 'admin'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** The currencies of a salary. */
export const CURRENCIES = ['CLP', 'ARS', 'MXN', 'COP', 'PEN', 'UYU', 'USD', 'EUR'] as const;
export type Currency = (typeof CURRENCIES)[number];
