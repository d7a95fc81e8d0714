// The stages feature's screens and loaders, loaded lazily by the routes.
export { WorkflowPage } from './components/WorkflowPage';
export { StagePage } from './components/StagePage';
export { stageLoader, workflowLoader } from './loaders';
