/** Said when the attempt was decided meanwhile (by someone else, or in another tab). */
export const ALREADY_DECIDED = 'Este intento ya fue evaluado';
export const QUEUE_PATH = '/app/recruiter/candidates';
/** "Historial del candidato" (feature recruiter-jobs, linked by URL only), seen from the offer. */
export const candidateHistoryPath = (jobOfferId: string, candidateId: string) =>
  `/app/recruiter/jobs/${encodeURIComponent(jobOfferId)}/candidates/${encodeURIComponent(candidateId)}`;
