import { APPLICATION_STATUS_LABELS, STAGE_STATUS_LABELS } from './labels';
import type { Applicant } from './model';
import { toCsv } from './csv';

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

/** The applicants as CSV: a header row and one row per applicant. */
export function applicantsCsv(applicants: readonly Applicant[]): string {
  return toCsv([
    APPLICANT_CSV_HEADER,
    ...applicants.map((applicant) => [
      applicant.candidate?.name ?? '',
      applicant.candidate?.lastName ?? '',
      applicant.candidate?.email ?? '',
      APPLICATION_STATUS_LABELS[applicant.status] ?? applicant.status,
      applicant.currentStage?.name ?? '',
      applicant.currentStage ? STAGE_STATUS_LABELS[applicant.currentStage.status] : '',
      applicant.match?.percent ?? '',
      applicant.createdAt.slice(0, 10),
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
