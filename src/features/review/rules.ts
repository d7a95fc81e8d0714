import { REJECTION_REASON_LABELS } from './constants';
import type { RejectionReason, ReviewAttempt, ReviewStage } from './model';

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

/** How long an attempt has waited: "menos de 1 h", "5 h", "1 día", "4 días"; overdue after 3 days. */
export function waitingTime(submittedAt: string, now: number = Date.now()): WaitingTime {
  const waited = Math.max(0, now - Date.parse(submittedAt));
  const overdue = waited > OVERDUE_AFTER_DAYS * DAY;
  if (waited < HOUR) return { label: 'menos de 1 h', overdue };
  if (waited < DAY) return { label: `${Math.floor(waited / HOUR)} h`, overdue };
  const days = Math.floor(waited / DAY);
  return { label: days === 1 ? '1 día' : `${days} días`, overdue };
}

const relative = new Intl.RelativeTimeFormat('es', { numeric: 'auto' });
const exact = new Intl.DateTimeFormat('es', { dateStyle: 'long', timeStyle: 'short' });

/** "hace 3 días", "ayer", "hace 5 horas" … */
export function relativeSubmitted(iso: string, now: number = Date.now()): string {
  const diff = Date.parse(iso) - now;
  const abs = Math.abs(diff);
  if (abs < HOUR) return relative.format(Math.round(diff / 60_000), 'minute');
  if (abs < DAY) return relative.format(Math.round(diff / HOUR), 'hour');
  if (abs < 30 * DAY) return relative.format(Math.round(diff / DAY), 'day');
  if (abs < 365 * DAY) return relative.format(Math.round(diff / (30 * DAY)), 'month');
  return relative.format(Math.round(diff / (365 * DAY)), 'year');
}

export function exactDate(iso: string): string {
  return exact.format(new Date(iso));
}

/** "23 intentos por revisar" / "1 intento por revisar". */
export function queueCountText(total: number): string {
  return total === 1 ? '1 intento por revisar' : `${total} intentos por revisar`;
}

/** "12 confirmados, 2 omitidos" (a bulk rejection: "12 rechazados, 2 omitidos"). */
export function bulkSummaryText(
  reviewed: number,
  skipped: number,
  kind: 'confirm' | 'reject' = 'confirm',
): string {
  const word = kind === 'reject' ? 'rechazado' : 'confirmado';
  const confirmed = reviewed === 1 ? `1 ${word}` : `${reviewed} ${word}s`;
  const omitted = skipped === 1 ? '1 omitido' : `${skipped} omitidos`;
  return `${confirmed}, ${omitted}`;
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

/**
 * What the candidates of a bulk rejection read in their result, as the server writes it
 * (docs/api.md): "Motivo: <reason>.", the comment on the next line; "other": the comment alone.
 */
export function rejectionFeedback(reason: RejectionReason, comment: string): string {
  const head = reason === 'other' ? '' : `Motivo: ${REJECTION_REASON_LABELS[reason]}.`;
  return [head, comment.trim()].filter(Boolean).join('\n');
}
