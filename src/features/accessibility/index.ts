/**
 * Public face of the accessibility feature (issue 16): where the statement lives. The list the
 * checks use is exported with the lazy page (./pages), out of the initial JS.
 */
export { STATEMENT_PATH } from './path';
