/** An offer's pipeline and a candidate's history, for the company's staff (docs/api.md "Pipeline"). */
import { route } from './lib/route';
import { getPipeline } from './pipeline/board';
import { getCandidateHistory } from './pipeline/history';

const STAFF = ['recruiter'] as const;

export const pipelineHandlers = [
  // added here: every application of an offer with its stages, for the board (no paging).
  route('get', '/job-offers/:id/pipeline', STAFF, getPipeline),
  // added here: a candidate's applications to the company's offers; 404 if they never applied.
  route('get', '/recruiters/candidates/:candidateId/history', STAFF, getCandidateHistory),
];
