import { answer, applicationSchema, envelope, paged, type Paged } from '@/shared/contract';
import type { Application } from './model';

/** The schemas of the candidate's application answers (docs/api.md "Application"). */
export const applicationPageAnswer = answer<Paged<Application>>(paged(applicationSchema));
export const applicationAnswer = answer<{ data: Application }>(envelope(applicationSchema));
