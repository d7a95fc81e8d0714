/** Public face of the job alerts feature: "Crear alerta" for the job search. */
export { CreateAlertButton } from './components/CreateAlertButton';
export { alertsApi } from './api';
