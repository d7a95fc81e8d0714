/**
 * The product's words for its values: one Spanish label per value, used by every screen,
 * the CSV export, the charts and the mock's texts (docs/decisions/2026-11-27-one-vocabulary.md).
 * Where a screen counts a value ("3 borradores", the funnel's "No aprobadas"), its label has
 * a singular and a plural. A feature never declares its own table of these words: a test
 * fails if one does (`labelTables.test.ts`).
 */
import { formatCount } from './format';
import type {
  ApplicationStatus,
  AttemptStatus,
  Modality,
  OfferStatus,
  RejectionReason,
  Seniority,
  StaffRole,
  StageStatus,
  StageType,
} from './values';

/** A word with a count: `one` for a count of one, `many` for any other. */
export interface Term {
  one: string;
  many: string;
}

/** An offer's status (la oferta). */
export const OFFER_STATUS_LABELS: Record<OfferStatus, Term> = {
  draft: { one: 'Borrador', many: 'Borradores' },
  published: { one: 'Publicada', many: 'Publicadas' },
  closed: { one: 'Cerrada', many: 'Cerradas' },
};

export const MODALITY_LABELS: Record<Modality, string> = {
  presencial: 'Presencial',
  híbrido: 'Híbrido',
  remoto: 'Remoto',
};

export const SENIORITY_LABELS: Record<Seniority, string> = {
  practicante: 'Practicante',
  junior: 'Junior',
  'semi-senior': 'Semi Senior',
  senior: 'Senior',
  lead: 'Líder',
};

export const STAGE_TYPE_LABELS: Record<StageType, string> = {
  questionnaire: 'Cuestionario',
  technical: 'Prueba técnica',
  psychometric_bender: 'Test de Bender',
  interview: 'Entrevista',
  document: 'Documento',
};

/** A stage's status for a candidate (la etapa): what the candidate and the funnel read. */
export const STAGE_STATUS_LABELS: Record<StageStatus, Term> = {
  in_progress: { one: 'En curso', many: 'En curso' },
  pending: { one: 'Pendiente', many: 'Pendientes' },
  reviewing: { one: 'En revisión', many: 'En revisión' },
  passed: { one: 'Aprobada', many: 'Aprobadas' },
  failed: { one: 'No aprobada', many: 'No aprobadas' },
};

/** An application's status, said of the candidate (el postulante). */
export const APPLICATION_STATUS_LABELS: Record<ApplicationStatus, Term> = {
  in_progress: { one: 'En curso', many: 'En curso' },
  hired: { one: 'Contratado', many: 'Contratados' },
  rejected: { one: 'No seleccionado', many: 'No seleccionados' },
  withdrawn: { one: 'Retirado', many: 'Retirados' },
};

/** An attempt's status (el intento): the stage's words. */
export const ATTEMPT_STATUS_LABELS: Record<AttemptStatus, Term> = {
  reviewing: { one: 'En revisión', many: 'En revisión' },
  passed: { one: 'Aprobado', many: 'Aprobados' },
  failed: { one: 'No aprobado', many: 'No aprobados' },
};

/**
 * Reasons of a bulk rejection, as the recruiter chooses them; the candidates read the same
 * words in their result (`rejectionFeedback`).
 */
export const REJECTION_REASON_LABELS: Record<RejectionReason, string> = {
  requirements: 'El perfil no cumple los requisitos del puesto',
  answer_quality: 'La respuesta no alcanza el nivel que pide la etapa',
  incomplete: 'La entrega está incompleta',
  position_filled: 'El puesto ya fue cubierto',
  other: 'Otro motivo',
};

export const STAFF_ROLE_LABELS: Record<StaffRole, string> = {
  recruiter: 'Reclutador',
  admin: 'Administrador',
};

type Table = Readonly<Record<string, string | Term>>;

/** The label of `value` in `table` (for `count`), the value itself if unknown, '' if none. */
function labelIn(table: Table, value: string | null | undefined, count?: number): string {
  if (!value) return '';
  if (!Object.hasOwn(table, value)) return value;
  const label = table[value]!;
  if (typeof label === 'string') return label;
  return count === undefined || count === 1 ? label.one : label.many;
}

type Value = string | null | undefined;

export const offerStatusLabel = (status: Value, count?: number) =>
  labelIn(OFFER_STATUS_LABELS, status, count);
export const modalityLabel = (modality: Value) => labelIn(MODALITY_LABELS, modality);
export const seniorityLabel = (seniority: Value) => labelIn(SENIORITY_LABELS, seniority);
export const stageTypeLabel = (type: Value) => labelIn(STAGE_TYPE_LABELS, type);
export const stageStatusLabel = (status: Value, count?: number) =>
  labelIn(STAGE_STATUS_LABELS, status, count);
export const applicationStatusLabel = (status: Value, count?: number) =>
  labelIn(APPLICATION_STATUS_LABELS, status, count);
export const attemptStatusLabel = (status: Value, count?: number) =>
  labelIn(ATTEMPT_STATUS_LABELS, status, count);
export const rejectionReasonLabel = (reason: Value) => labelIn(REJECTION_REASON_LABELS, reason);
export const staffRoleLabel = (role: Value) => labelIn(STAFF_ROLE_LABELS, role);

/** A label inside a sentence: "Borradores" → "borradores", "No aprobada" → "no aprobada". */
export const inSentence = (label: string) => label.charAt(0).toLowerCase() + label.slice(1);

/** A count and its word, agreed and in a sentence: "1 borrador", "3 no aprobadas", "0 ofertas". */
export function countText(count: number, term: Term): string {
  return `${formatCount(count)} ${inSentence(count === 1 ? term.one : term.many)}`;
}

/** What an interview in review is: one the candidate confirmed, its outcome still to come. */
export const INTERVIEW_CONFIRMED = 'Asistencia confirmada';

/** A stage's status in words for its type (an interview in review: "Asistencia confirmada"). */
export const stageProgressLabel = (status: Value, type: Value) =>
  type === 'interview' && status === 'reviewing' ? INTERVIEW_CONFIRMED : stageStatusLabel(status);

/** After an offer's title where its status matters: " (borrador)", " (cerrada)", or nothing. */
export const offerStatusNote = (status: Value) =>
  !status || status === 'published' ? '' : ` (${inSentence(offerStatusLabel(status))})`;

/**
 * What the candidates of a bulk rejection read in their result, as the server writes it
 * (docs/api.md): "Motivo: <reason>.", the comment on the next line; "other": the comment alone.
 */
export function rejectionFeedback(reason: RejectionReason, comment: string | null | undefined) {
  const head = reason === 'other' ? '' : `Motivo: ${REJECTION_REASON_LABELS[reason]}.`;
  return [head, (comment ?? '').trim()].filter(Boolean).join('\n');
}
