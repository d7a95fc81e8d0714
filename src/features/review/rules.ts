import { countText, formatDuration } from '@/shared/domain';
import type { ReviewAttempt, ReviewStage } from './model';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** An attempt waiting longer than this is marked in the queue. */
export const OVERDUE_AFTER_DAYS = 3;

/** "Propuesta: aprobar · 80" for an automatizable attempt with the platform's proposal. */
export function proposalText(
  attempt: Pick<ReviewAttempt, 'automatizable' | 'proposedStatus' | 'proposedScore'>,
): string | null {
  if (!attempt.automatizable || !attempt.proposedStatus) return null;
  const verb = attempt.proposedStatus === 'passed' ? 'aprobar' : 'rechazar';
  return typeof attempt.proposedScore === 'number'
    ? `Propuesta: ${verb} · ${attempt.proposedScore}`
    : `Propuesta: ${verb}`;
}

export interface WaitingTime {
  label: string;
  overdue: boolean;
}

/** How long an attempt has waited ("45 min", "5 h", "1 día", "4 días"); overdue after 3 days. */
export function waitingTime(submittedAt: string, now: number = Date.now()): WaitingTime {
  const waited = Math.max(0, now - Date.parse(submittedAt));
  return { label: formatDuration(waited / HOUR), overdue: waited > OVERDUE_AFTER_DAYS * DAY };
}

/** "23 intentos por revisar" / "1 intento por revisar". */
export const queueCountText = (total: number) =>
  `${countText(total, { one: 'intento', many: 'intentos' })} por revisar`;

/** "12 confirmados, 2 omitidos" (a bulk rejection: "12 rechazados, 2 omitidos"). */
export function bulkSummaryText(
  reviewed: number,
  skipped: number,
  kind: 'confirm' | 'reject' = 'confirm',
): string {
  const done =
    kind === 'reject'
      ? { one: 'rechazado', many: 'rechazados' }
      : { one: 'confirmado', many: 'confirmados' };
  return `${countText(reviewed, done)}, ${countText(skipped, { one: 'omitido', many: 'omitidos' })}`;
}

export function candidateFullName(attempt: Pick<ReviewAttempt, 'candidate'>): string {
  const c = attempt.candidate;
  return c ? `${c.name} ${c.lastName}`.trim() : 'Candidato eliminado';
}

export interface QuestionResult {
  id: string;
  text: string;
  chosen: string | null;
  correct: string | null;
  right: boolean;
}

/** The candidate's answers against the right options, and the score they give (0–100). */
export function questionnaireResult(
  questions: ReviewStage['questions'],
  answers: ReviewAttempt['answers'],
): { items: QuestionResult[]; rightCount: number; total: number; score: number | null } {
  const chosenBy = new Map(answers.map((a) => [a.questionId, a.optionId]));
  const items = (questions ?? []).map((question) => {
    const chosenId = chosenBy.get(question.id) ?? null;
    const option = (id: string | null | undefined) =>
      question.options.find((o) => o.id === id)?.text ?? null;
    return {
      id: question.id,
      text: question.text,
      chosen: option(chosenId),
      correct: option(question.correctOptionId),
      right: chosenId !== null && chosenId === question.correctOptionId,
    };
  });
  const rightCount = items.filter((i) => i.right).length;
  return {
    items,
    rightCount,
    total: items.length,
    score: items.length ? Math.round((rightCount / items.length) * 100) : null,
  };
}

/** A score typed by the recruiter: empty is "no score"; otherwise an integer 0–100. */
export function parseScore(text: string): { value: number | null; error: string | null } {
  const trimmed = text.trim();
  if (!trimmed) return { value: null, error: null };
  const value = Number(trimmed);
  if (!/^\d+$/.test(trimmed) || value > 100)
    return { value: null, error: 'Ingresa un número entero entre 0 y 100' };
  return { value, error: null };
}

export const FEEDBACK_MAX = 2000;
