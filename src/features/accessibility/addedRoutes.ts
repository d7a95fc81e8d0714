import type { AuditedRoute } from './audit';

/**
 * Routes added beyond the product spec's list, checked alike (issue 34: job alerts, the
 * offer's pipeline board and a candidate's history).
 */
export const ADDED_ROUTES: readonly AuditedRoute[] = [
  {
    id: 'alerts',
    path: '/app/alerts',
    name: 'Mis alertas',
    area: 'candidate',
    audience: 'candidate',
  },
  {
    id: 'job-pipeline',
    path: '/app/recruiter/jobs/:jobId/pipeline',
    name: 'Pipeline de una oferta',
    area: 'recruiter',
    audience: 'recruiter',
  },
  {
    id: 'candidate-history',
    path: '/app/recruiter/jobs/:jobId/candidates/:candidateId',
    name: 'Historial del candidato',
    area: 'recruiter',
    audience: 'recruiter',
  },
];
