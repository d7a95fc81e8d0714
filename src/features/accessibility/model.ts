/**
 * What the accessibility checks cover (the audited routes, their audiences and the WCAG
 * criteria), as plain data: the face the e2e sweep imports (Node). The app's screens use the
 * same list from `./audit.ts`, loaded with the statement's lazy page.
 */
export * from './audit';
