/**
 * Where the statement lives (public, linked from the footer of every page). Its own module: the
 * footer is in the landing's initial JS, and must not bring the audit list with it.
 */
export const STATEMENT_PATH = '/accesibilidad';
