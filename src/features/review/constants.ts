import type { SortField } from './queueParams';

export const SORT_LABELS: Record<SortField, string> = {
  submittedAt: 'Fecha de envío',
  candidateName: 'Candidato',
  jobOfferTitle: 'Oferta',
  stageType: 'Tipo de etapa',
  proposedScore: 'Puntaje propuesto',
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
