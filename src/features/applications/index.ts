/** Public face of the applications feature: applying and the candidate's applications. */
export { applicationsApi, useApplyToOfferMutation, useGetMyApplicationsQuery } from './api';
export { workflowPath } from './paths';
export type { Application } from './model';
/** A missing offer is "Sin datos" with "Volver" to the search (route error element). */
export { OfferRouteError } from './components/OfferRouteError';
