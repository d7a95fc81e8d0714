/** Public face of the review feature (recruiters' "Tareas"). Screens are in `./pages`. */
export { reviewApi } from './api';
export type { ReviewAttempt } from './model';
