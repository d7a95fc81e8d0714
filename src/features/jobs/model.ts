import type { JobCategory } from '@/shared/domain/categories';

/** Stage statuses of one application (product spec §3). */
export type StageStatus = 'in_progress' | 'pending' | 'reviewing' | 'passed' | 'failed';
export type StageType =
  'questionnaire' | 'technical' | 'psychometric_bender' | 'interview' | 'document';
export type OfferStatus = 'draft' | 'published' | 'closed';
export type Modality = 'presencial' | 'híbrido' | 'remoto';
export type Seniority = 'practicante' | 'junior' | 'semi-senior' | 'senior' | 'lead';
export type ApplicationStatus = 'in_progress' | 'hired' | 'rejected' | 'withdrawn';

export interface QuestionOption {
  id: string;
  text: string;
}

export interface Question {
  id: string;
  text: string;
  options: QuestionOption[];
}

/** A file of a stage (its task's PDF), downloaded with the session's token. */
export interface StageFile {
  id: string;
  name: string;
  mimeType: string;
  size: number;
  downloadUrl: string;
}

/** A stage of an offer as a candidate sees it (no right answers), with its status for them. */
export interface CandidateStage {
  id: string;
  order: number;
  name: string;
  type: StageType;
  description?: string | null;
  automatizable?: boolean;
  autoDecide?: boolean;
  passingScore?: number | null;
  questions?: Question[];
  scheduledAt?: string | null;
  place?: string | null;
  /** Technical stages: the task ("Enunciado", plain text) and its optional PDF. */
  statement?: string | null;
  statementFile?: StageFile | null;
  status: StageStatus;
}

export interface Salary {
  min: number;
  max: number;
  currency: string;
}

/** The candidate's skills against the offer's (`match` of the candidate offer view). */
export interface SkillMatch {
  percent: number;
  matched: string[];
  missing: string[];
}

/** The candidate's view of a job offer (docs/api.md, "Candidate offer view"). */
export interface CandidateJobOffer {
  id: string;
  title: string;
  description: string;
  category: JobCategory | string;
  location?: string;
  city?: string;
  country?: string;
  modality: Modality | string;
  seniority: Seniority | string;
  requiredSkills: string[];
  salary: Salary | null;
  status: OfferStatus;
  company: { id?: string; name: string };
  stages: CandidateStage[];
  applicantsCount?: number;
  createdAt: string;
  date: string;
  publishedAt?: string | null;
  closedAt?: string | null;
  applicationId: string | null;
  applicationStatus?: ApplicationStatus | null;
  saved: boolean;
  match: SkillMatch;
}

/** A paged list answer (DESIGN.md §3). */
export interface Paged<T> {
  data: T[];
  page: number;
  pageSize: number;
  total: number;
  totalPages: number;
}

/** Query of the candidate's offer lists (`GET /candidates/job-offers`, `.../saved-job-offers`). */
export interface OfferListArgs {
  page?: number;
  pageSize?: number;
  category?: string;
  modality?: string;
  search?: string;
  sortBy?: 'date' | 'match';
  jobIds?: string[];
}
