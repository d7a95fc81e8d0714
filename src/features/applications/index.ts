/** Public face of the applications feature: applying and the candidate's applications. */
export { applicationsApi, useApplyToOfferMutation, useGetMyApplicationsQuery } from './api';
export {
  APPLICATION_STATUS_LABELS,
  STAGE_STATUS_LABELS,
  STAGE_TYPE_LABELS,
  INTERVIEW_CONFIRMED,
  applicationStatusLabel,
  formatInterviewTime,
  paragraphs,
  stageProgressLabel,
  stageStatusLabel,
  stageTypeLabel,
  workflowPath,
} from './labels';
export type { Application, ApplicationStage } from './model';
/** A missing offer is "Sin datos" with "Volver" to the search (route error element). */
export { OfferRouteError } from './components/OfferRouteError';
