import type { Applicant } from '../../model';

/** An applicant's name as shown in the list and the CSV button. */
export const fullName = (applicant: Applicant) =>
  applicant.candidate
    ? `${applicant.candidate.name} ${applicant.candidate.lastName}`.trim()
    : 'Candidato eliminado';
