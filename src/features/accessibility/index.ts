/** Public face of the accessibility feature (issue 16): the statement's path, and the list the checks use. */
export { AUDITED_ROUTES, STATEMENT_PATH } from './audit';
export type { AuditedRoute } from './audit';
