import type { RejectionReason } from './model';
import type { SortField } from './queueParams';

export const SORT_LABELS: Record<SortField, string> = {
  submittedAt: 'Fecha de envío',
  candidateName: 'Candidato',
  jobOfferTitle: 'Oferta',
  stageType: 'Tipo de etapa',
  proposedScore: 'Puntaje propuesto',
};

/** After an offer's title in the "Oferta" filter's list: the offers not open to candidates. */
export const OFFER_STATUS_SUFFIX: Record<'draft' | 'published' | 'closed', string> = {
  draft: ' (borrador)',
  published: '',
  closed: ' (cerrada)',
};

/**
 * Reasons of a bulk rejection, as the recruiter chooses them; the candidates read the same
 * words in their result (docs/api.md `POST /recruiters/stage-attempts/bulk-reject`).
 */
export const REJECTION_REASON_LABELS: Record<RejectionReason, string> = {
  requirements: 'El perfil no cumple los requisitos del puesto',
  answer_quality: 'La respuesta no alcanza el nivel que pide la etapa',
  incomplete: 'La entrega está incompleta',
  position_filled: 'El puesto ya fue cubierto',
  other: 'Otro motivo',
};

export const SELECT_ALL_LABEL = 'Seleccionar todos los automatizables de esta página';

export const reviewPath = (id: string, search: string) =>
  `/app/recruiter/candidates/attempts/${encodeURIComponent(id)}${search}`;

export const SHORTCUTS = [
  { key: 'J', action: 'Siguiente intento' },
  { key: 'K', action: 'Intento anterior' },
  { key: 'A', action: 'Aprobar' },
  { key: 'R', action: 'Rechazar' },
  { key: 'V', action: 'Volver a Tareas' },
  { key: '?', action: 'Mostrar los atajos' },
] as const;
