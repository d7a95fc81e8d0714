/** The job alerts' screen, loaded lazily by the routes. */
export { AlertsPage } from './AlertsPage';
