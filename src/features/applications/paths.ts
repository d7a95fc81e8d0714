/** Where the candidate follows an offer's stages. */
export const workflowPath = (jobId: string) => `/app/jobs/${encodeURIComponent(jobId)}/workflow`;
