import type {
  ApplicationStatus,
  Modality,
  OfferStatus,
  Seniority,
  StageStatus,
  StageType,
} from './model';

export const OFFER_STATUS_LABELS: Record<OfferStatus, string> = {
  draft: 'Borrador',
  published: 'Publicada',
  closed: 'Cerrada',
};

export const OFFER_STATUS_COLORS: Record<OfferStatus, 'default' | 'success'> = {
  draft: 'default',
  published: 'success',
  closed: 'default',
};

export const STAGE_TYPE_LABELS: Record<StageType, string> = {
  questionnaire: 'Cuestionario',
  technical: 'Prueba técnica',
  psychometric_bender: 'Test de Bender',
  interview: 'Entrevista',
  document: 'Documento',
};

export const MODALITY_LABELS: Record<Modality, string> = {
  presencial: 'Presencial',
  híbrido: 'Híbrido',
  remoto: 'Remoto',
};

export const SENIORITY_LABELS: Record<Seniority, string> = {
  practicante: 'Practicante',
  junior: 'Junior',
  'semi-senior': 'Semi senior',
  senior: 'Senior',
  lead: 'Líder',
};

export const CURRENCIES = ['CLP', 'ARS', 'MXN', 'COP', 'PEN', 'UYU', 'USD', 'EUR'] as const;

export const APPLICATION_STATUS_LABELS: Record<ApplicationStatus, string> = {
  in_progress: 'En proceso',
  hired: 'Contratado',
  rejected: 'Descartado',
  withdrawn: 'Retirado',
};

export const STAGE_STATUS_LABELS: Record<StageStatus, string> = {
  in_progress: 'En curso',
  pending: 'Pendiente',
  reviewing: 'En revisión',
  passed: 'Aprobada',
  failed: 'No aprobada',
};

const dateFormat = new Intl.DateTimeFormat('es', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});
const dateTimeFormat = new Intl.DateTimeFormat('es', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** A short date ("19 nov 2026"), or a dash. */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '—';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '—' : dateFormat.format(date);
}

export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '—';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '—' : dateTimeFormat.format(date);
}
