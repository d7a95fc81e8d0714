import {
  answer,
  applicationStage,
  envelope,
  optionalText,
  paged,
  record,
  z,
  type Paged,
} from '@/shared/contract';
import type { Application } from './model';

/** The schemas of the candidate's application answers (docs/api.md "Application"). */
const applicationSchema = record({
  id: z.string(),
  status: z.string(),
  jobOffer: record({ id: z.string(), title: z.string() }).nullable(),
  currentStage: applicationStage.nullable(),
  stages: z.array(applicationStage).nullish(),
  createdAt: z.string(),
  date: optionalText,
});

export const applicationPageAnswer = answer<Paged<Application>>(paged(applicationSchema));
export const applicationAnswer = answer<{ data: Application }>(envelope(applicationSchema));
