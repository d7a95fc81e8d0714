/** Public face of the review feature (recruiters' "Tareas"). Screens are in `./pages`. */
export { reviewApi } from './api';
export type { ReviewAttempt, StageType } from './model';
export { STAGE_TYPE_LABELS, stageTypeLabel } from './model';
