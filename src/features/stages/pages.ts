// The stages feature's screens and loaders, loaded lazily by the routes.
export { WorkflowPage } from './components/WorkflowPage';
export { StagePage } from './components/StagePage';
export { stageLoader, workflowLoader } from './loaders';
// An unknown offer or stage: "Sin datos", with "Volver" to the search, as on the offer's page.
export { OfferRouteError as StageRouteError } from '@/features/applications';
