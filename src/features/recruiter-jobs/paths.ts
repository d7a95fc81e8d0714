/** The recruiter's offer routes (product spec §2). */
export const JOBS_PATH = '/app/recruiter/jobs';
export const NEW_JOB_PATH = `${JOBS_PATH}/new`;
export const jobPath = (id: string) => `${JOBS_PATH}/${encodeURIComponent(id)}/`;
export const editJobPath = (id: string) => `${jobPath(id)}?editar=1`;
export const stagesPath = (id: string) => `${JOBS_PATH}/${encodeURIComponent(id)}/stages`;
/** Tareas (the review queue, feature review) narrowed to one offer: its own URL parameter. */
export const offerReviewQueuePath = (id: string) =>
  `/app/recruiter/candidates?${new URLSearchParams({ jobOfferId: id }).toString()}`;
/** The offer's applicants as a board by stage (a tab beside the applicants list). */
export const pipelinePath = (id: string) => `${JOBS_PATH}/${encodeURIComponent(id)}/pipeline`;
/** "Historial del candidato", seen from one of the company's offers. */
export const candidateHistoryPath = (jobId: string, candidateId: string) =>
  `${JOBS_PATH}/${encodeURIComponent(jobId)}/candidates/${encodeURIComponent(candidateId)}`;
/** One attempt's review (feature review, linked by URL only). */
export const attemptReviewPath = (attemptId: string) =>
  `/app/recruiter/candidates/attempts/${encodeURIComponent(attemptId)}`;
