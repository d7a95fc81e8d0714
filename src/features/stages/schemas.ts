import { answer, applicationStage, envelope, optionalText, record, z } from '@/shared/contract';
import type { ApplicationProgress, Attempt } from './model';

/** The schemas of the evaluation answers (docs/api.md "Evaluations", "Attempt"). */
const attemptSchema = record({
  id: z.string(),
  applicationId: z.string(),
  stageId: z.string(),
  status: z.string(),
  answers: z.array(record({ questionId: z.string(), optionId: z.string() })).nullish(),
  file: record({ id: z.string(), downloadUrl: z.string() }).nullish(),
  feedback: optionalText,
});

export const progressAnswer = answer<{ data: ApplicationProgress }>(
  envelope(
    record({
      applicationId: z.string(),
      status: z.string(),
      stages: z.array(applicationStage).nullish(),
      currentStage: applicationStage.nullable(),
    }),
  ),
);
export const lastAttemptAnswer = answer<{ data: Attempt | null }>(
  envelope(attemptSchema.nullable()),
);
export const attemptsAnswer = answer<{ data: Attempt[] }>(envelope(z.array(attemptSchema)));
export const attemptAnswer = answer<{ data: Attempt }>(envelope(attemptSchema));
/** A download hands the file to the browser and answers nothing. */
export const savedFileAnswer = answer<null>(z.null());
