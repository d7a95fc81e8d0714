/** The recruiter's offer routes (product spec §2). */
export const JOBS_PATH = '/app/recruiter/jobs';
export const NEW_JOB_PATH = `${JOBS_PATH}/new`;
export const jobPath = (id: string) => `${JOBS_PATH}/${encodeURIComponent(id)}/`;
export const editJobPath = (id: string) => `${jobPath(id)}?editar=1`;
export const stagesPath = (id: string) => `${JOBS_PATH}/${encodeURIComponent(id)}/stages`;
/** Tareas (the review queue, feature review) narrowed to one offer: its own URL parameter. */
export const offerReviewQueuePath = (id: string) =>
  `/app/recruiter/candidates?${new URLSearchParams({ jobOfferId: id }).toString()}`;
