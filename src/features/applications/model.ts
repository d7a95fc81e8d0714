import type { ApplicationStage, ApplicationStatus } from '@/shared/domain';

/** An application of the candidate (docs/api.md, "Application"). */
export interface Application {
  id: string;
  status: ApplicationStatus;
  jobOffer: {
    id: string;
    title: string;
    status: string;
    company: { id?: string; name: string } | null;
    category?: string;
  } | null;
  currentStage: ApplicationStage | null;
  stages: ApplicationStage[];
  cv?: { id: string; fileName: string } | null;
  coverLetter?: string | null;
  createdAt: string;
  date: string;
  updatedAt?: string;
}

/** `POST /job-offers/{id}/apply`. */
export interface ApplyBody {
  jobOfferId: string;
  cvId: string;
  coverLetter?: string;
}

export const COVER_LETTER_MAX = 2000;

export const APPLY_MESSAGES = {
  sent: 'Postulación enviada',
  chooseCv: 'Selecciona uno de tus CVs',
  coverLetterTooLong: `La carta de presentación debe tener como máximo ${COVER_LETTER_MAX} caracteres.`,
  alreadyApplied: 'Ya postulaste a esta oferta',
  closed: 'Esta oferta ya no recibe postulaciones',
  seeProcess: 'Ver mi proceso',
} as const;

export type MyApplicationsTab = 'applications' | 'cvs';

/** The tab a URL asks for: `?tab=cvs` is "Mis CVs", anything else "Postulaciones". */
export function tabFromSearch(search: URLSearchParams): MyApplicationsTab {
  return search.get('tab') === 'cvs' ? 'cvs' : 'applications';
}
