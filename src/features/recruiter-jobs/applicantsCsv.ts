import { applicationStatusLabel, stageProgressLabel } from '@/shared/domain';
import type { Applicant } from './model';
import { localDateTime, toCsv } from './csv';

export const APPLICANT_CSV_HEADER = [
  'Nombre',
  'Apellido',
  'Correo electrónico',
  'Estado',
  'Etapa actual',
  'Estado de la etapa',
  'Coincidencia (%)',
  'Fecha de postulación',
  'CV',
] as const;

/**
 * The applicants as CSV: a header row and one row per applicant. Dates are local date-times
 * with their offset (the browser's time zone, or `timeZone`), the day the table shows.
 */
export function applicantsCsv(applicants: readonly Applicant[], timeZone?: string): string {
  return toCsv([
    APPLICANT_CSV_HEADER,
    ...applicants.map((applicant) => [
      applicant.candidate?.name ?? '',
      applicant.candidate?.lastName ?? '',
      applicant.candidate?.email ?? '',
      applicationStatusLabel(applicant.status),
      applicant.currentStage?.name ?? '',
      stageProgressLabel(applicant.currentStage?.status, applicant.currentStage?.type),
      applicant.match?.percent ?? '',
      localDateTime(applicant.createdAt, timeZone),
      applicant.cv?.fileName ?? '',
    ]),
  ]);
}

/** A file name from the offer title: `postulantes-analista-de-datos.csv`. */
export function applicantsFileName(title: string): string {
  const slug = title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `postulantes-${slug || 'oferta'}.csv`;
}
