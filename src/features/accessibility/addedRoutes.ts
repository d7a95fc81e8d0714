import type { AuditedRoute } from './audit';

/** Routes added beyond the product spec's list, checked alike (issue 34: job alerts). */
export const ADDED_ROUTES: readonly AuditedRoute[] = [
  {
    id: 'alerts',
    path: '/app/alerts',
    name: 'Mis alertas',
    area: 'candidate',
    audience: 'candidate',
  },
];
