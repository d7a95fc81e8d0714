// The applications feature's screens, loaded lazily by the routes.
export { ApplyPage } from './components/ApplyPage';
export { OfferRouteError } from './components/OfferRouteError';
export { MyApplicationsPage } from './components/MyApplicationsPage';
export { applyLoader } from './loader';
