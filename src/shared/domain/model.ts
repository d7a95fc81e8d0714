/**
 * Shapes the API shares between the product's areas (docs/api.md): an offer's salary and
 * skill match, a stored file, a question, a stage of an application. Each feature's own
 * views (the candidate's offer, the staff's offer, an attempt in review) are built on them.
 */
import type { StageStatus, StageType } from './values';

/** A monthly salary range (`currency`: one of `CURRENCIES`, or a code the API adds later). */
export interface Salary {
  min: number;
  max: number;
  currency: string;
}

/** The candidate's skills against an offer's (`match` of an offer or an applicant). */
export interface SkillMatch {
  percent: number;
  matched: string[];
  missing: string[];
}

/** A stored file (a stage's task PDF, an attempt's upload), downloaded with the session's token. */
export interface FileRef {
  id: string;
  name: string;
  mimeType: string;
  size: number;
  downloadUrl: string;
}

export interface QuestionOption {
  id: string;
  text: string;
}

/** A questionnaire's question as a candidate sees it (no right answer). */
export interface Question {
  id: string;
  text: string;
  options: QuestionOption[];
}

/** One stage of an application, as its lists carry it (docs/api.md "Application"). */
export interface ApplicationStage {
  stageId: string;
  status: StageStatus;
  name: string;
  type: StageType | null;
  /** Interviews: when and where, and when the candidate confirmed. */
  scheduledAt?: string | null;
  place?: string | null;
  confirmedAt?: string | null;
}
