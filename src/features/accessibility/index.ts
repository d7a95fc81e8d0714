/** Public face of the accessibility feature: where the statement lives (issue 16). */
export { STATEMENT_PATH } from './audit';
