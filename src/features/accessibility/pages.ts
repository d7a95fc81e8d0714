// The accessibility statement, loaded lazily by the routes.
export { StatementPage } from './StatementPage';
