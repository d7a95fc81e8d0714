// The recruiter's offer screens, loaded lazily by the routes.
export { JobListPage } from './components/JobListPage';
export { loadStaffOffer } from './loaders';
export { NewJobPage } from './components/NewJobPage';
export { JobOfferPage } from './components/JobOfferPage';
export { StageDesignerPage } from './components/StageDesignerPage';
