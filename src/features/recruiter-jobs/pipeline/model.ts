import type {
  ApplicationStatus,
  AttemptStatus,
  SkillMatch,
  StageStatus,
  StageType,
} from '@/shared/domain';

/** One stage of an application on the board (docs/api.md "Pipeline"). */
export interface PipelineStage {
  stageId: string;
  status: StageStatus;
  /** When the candidate reached the stage; null: not yet. */
  enteredAt: string | null;
}

/** One application of the offer, as `GET /job-offers/{id}/pipeline` sends it. */
export interface PipelineApplication {
  applicationId: string;
  status: ApplicationStatus;
  candidate: { id: string; name: string; lastName: string };
  stages: PipelineStage[];
  reviewAttemptId: string | null;
  matchPercent: number;
  createdAt: string;
  updatedAt: string;
}

/** One attempt in a candidate's history. */
export interface HistoryAttempt {
  id: string;
  status: AttemptStatus;
  score: number | null;
  feedback: string | null;
  submittedAt: string;
  reviewedAt: string | null;
}

/** One application in a candidate's history. */
export interface HistoryApplication {
  id: string;
  status: ApplicationStatus;
  createdAt: string;
  updatedAt: string;
  jobOffer: { id: string; title: string; status: string };
  match: SkillMatch;
  stages: {
    stageId: string;
    name: string;
    type: StageType;
    status: StageStatus;
    attempts: HistoryAttempt[];
  }[];
}

/** `GET /recruiters/candidates/{candidateId}/history`. */
export interface CandidateHistory {
  candidate: {
    id: string;
    name: string;
    lastName: string;
    email: string;
    headline: string | null;
    city: string | null;
    country: string | null;
    skills: string[];
  };
  cvs: { id: string; fileName: string; downloadUrl: string; createdAt: string }[];
  applications: HistoryApplication[];
}
