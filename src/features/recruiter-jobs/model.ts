import type {
  ApplicationStage,
  ApplicationStatus,
  FileRef,
  Modality,
  OfferStatus,
  Question,
  Salary,
  Seniority,
  SkillMatch,
  StageStatus,
  StageType,
} from '@/shared/domain';

/** A question as staff see it: with the right answer. */
export interface StaffQuestion extends Question {
  correctOptionId: string;
}

/** A stage of an offer as staff see it (docs/api.md, "Stage"). */
export interface StaffStage {
  id: string;
  order: number;
  name: string;
  type: StageType;
  description: string;
  automatizable: boolean;
  autoDecide: boolean;
  passingScore: number;
  questions: StaffQuestion[];
  scheduledAt: string | null;
  place: string | null;
  /** Technical stages: the task ("Enunciado") and its optional PDF (docs/api.md "Stage"). */
  statement?: string;
  statementFile?: FileRef | null;
}

/** The staff view of a job offer (docs/api.md, "JobOffer"). */
export interface StaffJobOffer {
  id: string;
  title: string;
  description: string;
  category: string;
  location: string;
  city: string;
  country: string;
  modality: Modality;
  seniority: Seniority;
  requiredSkills: string[];
  salary: Salary | null;
  status: OfferStatus;
  company: { id?: string; name: string };
  stages: StaffStage[];
  applicantsCount: number;
  createdAt: string;
  date: string;
  updatedAt?: string;
  publishedAt: string | null;
  closedAt: string | null;
  /** Grows on every write: sent back with an edit (docs/api.md "Concurrent edits"). */
  version: number;
}

export type OfferSortBy = 'createdAt' | 'title' | 'applicantsCount' | 'publishedAt';
export type SortOrder = 'asc' | 'desc';

/** Query of `GET /job-offers/` (the recruiter's list), as kept in the URL. */
export interface StaffOfferListArgs {
  page: number;
  pageSize: number;
  status?: OfferStatus;
  category?: string;
  search?: string;
  sortBy: OfferSortBy;
  sortOrder: SortOrder;
}

/** The body of `POST /job-offers` and `PATCH /job-offers/{id}`. */
export interface OfferBody {
  title?: string;
  description?: string;
  category?: string;
  city?: string;
  country?: string;
  modality?: Modality;
  seniority?: Seniority;
  requiredSkills?: string[];
  salary?: Salary | null;
  status?: OfferStatus;
  /** The version the edit is based on (`PATCH` only): 409 `version_conflict` if it moved. */
  version?: number;
}

/** One stage of `PUT /job-offers/{id}/stages`. */
export interface StageInput {
  id?: string;
  name: string;
  type: StageType;
  description?: string;
  automatizable?: boolean;
  autoDecide?: boolean;
  passingScore?: number;
  questions?: {
    id?: string;
    text: string;
    options: { id?: string; text: string }[];
    correctOptionIndex: number;
  }[];
  scheduledAt?: string | null;
  place?: string | null;
  statement?: string;
  statementFileId?: string | null;
}

/** `POST /job-offers/{id}/stage-files`: an uploaded PDF of a stage's task. */
export interface UploadedStageFile {
  id: string;
  name: string;
  mimeType: string;
  size: number;
}

/** One applicant of an offer (`GET /job-offers/{id}/applicants/`). */
export interface Applicant {
  id: string;
  status: ApplicationStatus;
  candidate: {
    id: string;
    name: string;
    lastName: string;
    email: string;
    avatar?: string | null;
  } | null;
  currentStage: ApplicationStage | null;
  stages: ApplicationStage[];
  cv: { id: string; fileName: string; downloadUrl: string } | null;
  createdAt: string;
  date: string;
  match: SkillMatch;
}

export type ApplicantSortBy = 'createdAt' | 'candidateName' | 'match';

export interface ApplicantListArgs {
  page: number;
  pageSize: number;
  status?: ApplicationStatus;
  stageStatus?: StageStatus;
  search?: string;
  sortBy: ApplicantSortBy;
  sortOrder: SortOrder;
}

/** `GET /stages/{id}` for staff. */
export type StaffStageDetail = StaffStage & {
  jobOfferId: string;
  jobOffer: { id: string; title: string; status: OfferStatus; company: { name: string } };
};
