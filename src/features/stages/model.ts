import type {
  ApplicationStage,
  ApplicationStatus,
  AttemptStatus,
  FileRef,
  StageType,
} from '@/shared/domain';

/** `GET /evaluations/applications/{id}/status` (product spec §3: "Application status: stages"). */
export interface ApplicationProgress {
  applicationId: string;
  jobOfferId: string | null;
  status: ApplicationStatus;
  stages: ApplicationStage[];
  currentStage: ApplicationStage | null;
}

/** An attempt as its candidate sees it (docs/api.md, "Attempt"; spec: "Last attempt: stageId, status"). */
export interface Attempt {
  id: string;
  applicationId: string;
  stageId: string;
  stageName?: string;
  stageType?: StageType;
  status: AttemptStatus;
  answers?: { questionId: string; optionId: string }[];
  textAnswer?: string | null;
  file?: FileRef | null;
  score?: number | null;
  feedback?: string | null;
  submittedAt?: string;
  reviewedAt?: string | null;
}

/** What each stage type sends (docs/api.md, "POST …/attempt"). */
export type AttemptBody =
  | { type: 'questionnaire'; answers: { questionId: string; optionId: string }[] }
  | { type: 'technical'; textAnswer: string }
  | { type: 'interview'; confirmed: true; comment?: string }
  | { type: 'document'; file: File; comment?: string }
  | { type: 'psychometric_bender' };

export interface SubmitAttemptArgs {
  jobOfferId: string;
  applicationId: string;
  stageId: string;
  body: AttemptBody;
}

export interface BenderUploadArgs {
  jobOfferId: string;
  applicationId: string;
  attemptId: string;
  file: Blob;
  fileName?: string;
}

/** Limits of the forms, as the server checks them. */
export const TECHNICAL_MIN = 10;
export const TECHNICAL_MAX = 10_000;
export const COMMENT_MAX = 1000;
