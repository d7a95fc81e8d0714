// The recruiter's offer screens, loaded lazily by the routes.
export { JobListPage } from './components/JobListPage';
export { staffOfferLoader } from './loaders';
export { NewJobPage } from './components/NewJobPage';
export { JobOfferPage, JobOfferPipelinePage } from './components/JobOfferPage';
export { CandidateHistoryPage } from './components/history/CandidateHistoryPage';
/** The stage designer has its own chunk: the date pickers load with it only. */
export const loadStageDesignerPage = () =>
  import('./components/StageDesignerPage').then((m) => m.StageDesignerPage);
