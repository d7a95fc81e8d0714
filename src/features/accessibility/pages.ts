// The accessibility statement, loaded lazily by the routes; and the list it is written from,
// which the router's coverage test reads.
export { StatementPage } from './StatementPage';
export { AUDITED_ROUTES } from './audit';
export type { AuditedRoute } from './audit';
