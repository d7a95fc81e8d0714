// The settings screen, loaded lazily by the routes.
export { SettingsPage } from './SettingsPage';
