import { answer, attemptSchema, envelope, progressSchema, z } from '@/shared/contract';
import type { ApplicationProgress, Attempt } from './model';

/** The schemas of the evaluation answers (docs/api.md "Evaluations", "Attempt"). */
export const progressAnswer = answer<{ data: ApplicationProgress }>(envelope(progressSchema));
export const lastAttemptAnswer = answer<{ data: Attempt | null }>(
  envelope(attemptSchema.nullable()),
);
export const attemptsAnswer = answer<{ data: Attempt[] }>(envelope(z.array(attemptSchema)));
export const attemptAnswer = answer<{ data: Attempt }>(envelope(attemptSchema));
/** A download hands the file to the browser and answers nothing. */
export const savedFileAnswer = answer<null>(z.null());
