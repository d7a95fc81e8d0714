/** The recruiter's review of stage attempts (docs/api.md, "Recruiter review"). */

import type {
  AttemptStatus,
  Decision,
  FileRef,
  OfferStatus,
  RejectionReason,
  StageType,
} from '@/shared/domain';

export interface CvRef {
  id: string;
  fileName: string;
  downloadUrl: string;
}

export interface PersonRef {
  id: string;
  name: string;
  lastName: string;
  email: string;
}

/** An attempt as staff see it. */
export interface ReviewAttempt {
  id: string;
  applicationId: string;
  stageId: string;
  stageName: string;
  stageType: StageType;
  automatizable: boolean;
  status: AttemptStatus;
  jobOffer: { id: string; title: string; company?: { id?: string; name: string } } | null;
  candidate: PersonRef | null;
  answers: { questionId: string; optionId: string }[];
  textAnswer: string | null;
  file: FileRef | null;
  score: number | null;
  feedback: string | null;
  submittedAt: string;
  reviewedAt: string | null;
  createdAt?: string;
  date?: string;
  proposedScore?: number | null;
  proposedStatus?: Decision | null;
  reviewedBy?: string | null;
  /** Only on the single-attempt answer: the CV sent with the application. */
  cv?: CvRef | null;
}

/** A stage as staff see it (with right answers), for questionnaires and interviews. */
export interface ReviewStage {
  id: string;
  name: string;
  type: StageType;
  description?: string | null;
  passingScore?: number | null;
  questions?: {
    id: string;
    text: string;
    options: { id: string; text: string }[];
    correctOptionId?: string | null;
  }[];
  scheduledAt?: string | null;
  place?: string | null;
  /** Technical stages: the task ("Enunciado") and its optional PDF. */
  statement?: string | null;
  statementFile?: Pick<FileRef, 'id' | 'name' | 'size' | 'downloadUrl'> | null;
}

export interface DecisionBody {
  status: Decision;
  feedback?: string | null;
  score?: number | null;
}

export interface BulkReviewResult {
  reviewed: string[];
  skipped: { id: string; reason: string }[];
}

/** One offer of the company, as the queue's "Oferta" filter lists it. */
export interface QueueOffer {
  id: string;
  title: string;
  status: OfferStatus;
}

/** A bulk rejection (docs/api.md `POST /recruiters/stage-attempts/bulk-reject`). */
export interface BulkRejectBody {
  attemptIds: string[];
  reason: RejectionReason;
  comment?: string | null;
}
