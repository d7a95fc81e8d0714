/** Public face of the dashboard feature (the screen is in `./pages`). */
export { dashboardApi, useGetDashboardMetricsQuery } from './api';
export type { JobOfferMetrics } from './model';
