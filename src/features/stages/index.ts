/** Public face of the stages feature: the candidate's selection process of an offer. */
export { stagesApi } from './api';
export { stagePath } from './rules';
export type { ApplicationProgress, Attempt } from './model';
