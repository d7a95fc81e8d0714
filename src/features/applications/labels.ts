import type { ApplicationStatus, StageStatus, StageType } from '@/features/jobs';

/** Application statuses in Spanish ("withdrawn" is reserved by the API). */
export const APPLICATION_STATUS_LABELS: Record<ApplicationStatus, string> = {
  in_progress: 'En curso',
  hired: 'Contratado',
  rejected: 'No seleccionado',
  withdrawn: 'Retirada',
};

export const STAGE_STATUS_LABELS: Record<StageStatus, string> = {
  in_progress: 'En curso',
  pending: 'Pendiente',
  reviewing: 'En revisión',
  passed: 'Aprobada',
  failed: 'No aprobada',
};

export const STAGE_TYPE_LABELS: Record<StageType, string> = {
  questionnaire: 'Cuestionario',
  technical: 'Prueba técnica',
  psychometric_bender: 'Test psicométrico (Bender)',
  interview: 'Entrevista',
  document: 'Documento',
};

export const MODALITY_LABELS: Record<string, string> = {
  presencial: 'Presencial',
  híbrido: 'Híbrido',
  remoto: 'Remoto',
};

export const SENIORITY_LABELS: Record<string, string> = {
  practicante: 'Práctica',
  junior: 'Junior',
  'semi-senior': 'Semi senior',
  senior: 'Senior',
  lead: 'Lead',
};

const lookup = <K extends string>(labels: Record<K, string>, value: string | null | undefined) =>
  value ? ((labels as Record<string, string>)[value] ?? value) : '';

export const applicationStatusLabel = (status: string | null | undefined) =>
  lookup(APPLICATION_STATUS_LABELS, status);
export const stageStatusLabel = (status: string | null | undefined) =>
  lookup(STAGE_STATUS_LABELS, status);
/** What the candidate did at an interview stage in review: they confirmed their attendance. */
export const INTERVIEW_CONFIRMED = 'Asistencia confirmada';

/**
 * A stage's status in words for its type: an interview in review is one the candidate
 * confirmed ("Asistencia confirmada"), its outcome still to be recorded.
 */
export const stageProgressLabel = (
  status: string | null | undefined,
  type: string | null | undefined,
) =>
  type === 'interview' && status === 'reviewing' ? INTERVIEW_CONFIRMED : stageStatusLabel(status);
export const stageTypeLabel = (type: string | null | undefined) => lookup(STAGE_TYPE_LABELS, type);
export const modalityLabel = (value: string | null | undefined) => lookup(MODALITY_LABELS, value);
export const seniorityLabel = (value: string | null | undefined) => lookup(SENIORITY_LABELS, value);

/** "$900.000 – $1.260.000 CLP al mes", or null without a salary. */
export function formatSalary(
  salary: { min: number; max: number; currency: string } | null | undefined,
): string | null {
  if (!salary) return null;
  const money = new Intl.NumberFormat('es', {
    style: 'currency',
    currency: salary.currency,
    currencyDisplay: 'narrowSymbol',
    maximumFractionDigits: 0,
  });
  const range =
    salary.min === salary.max
      ? money.format(salary.min)
      : `${money.format(salary.min)} – ${money.format(salary.max)}`;
  return `${range} ${salary.currency} al mes`;
}

const longDate = new Intl.DateTimeFormat('es', { day: 'numeric', month: 'long', year: 'numeric' });
const shortDate = new Intl.DateTimeFormat('es', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});

export function formatLongDate(iso: string | null | undefined): string {
  const date = iso ? new Date(iso) : null;
  return date && !Number.isNaN(date.getTime()) ? longDate.format(date) : '';
}

export function formatShortDate(iso: string | null | undefined): string {
  const date = iso ? new Date(iso) : null;
  return date && !Number.isNaN(date.getTime()) ? shortDate.format(date) : '';
}

const interviewTime = new Intl.DateTimeFormat('es', { dateStyle: 'full', timeStyle: 'short' });

/** The interview's moment in Spanish: "jueves, 3 de diciembre de 2026, 11:30". */
export function formatInterviewTime(iso: string | null | undefined): string {
  const date = iso ? new Date(iso) : null;
  return date && !Number.isNaN(date.getTime()) ? interviewTime.format(date) : '';
}

/** Plain-text paragraphs (blank lines separate them); never HTML. */
export function paragraphs(text: string | null | undefined): string[] {
  return (text ?? '')
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .filter(Boolean);
}

/** Where the candidate follows an offer's stages. */
export const workflowPath = (jobId: string) => `/app/jobs/${encodeURIComponent(jobId)}/workflow`;
