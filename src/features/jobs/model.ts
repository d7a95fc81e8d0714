import type {
  ApplicationStatus,
  FileRef,
  JobCategory,
  Modality,
  OfferStatus,
  Question,
  Salary,
  Seniority,
  SkillMatch,
  StageStatus,
  StageType,
} from '@/shared/domain';

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
  statementFile?: FileRef | null;
  status: StageStatus;
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

/** Query of the candidate's offer lists (`GET /candidates/job-offers`, `.../saved-job-offers`). */
export interface OfferListArgs {
  page?: number;
  pageSize?: number;
  category?: string;
  modality?: string;
  seniority?: string;
  search?: string;
  place?: string;
  sortBy?: 'date' | 'match';
  jobIds?: string[];
}
