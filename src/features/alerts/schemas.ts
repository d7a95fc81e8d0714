import {
  acknowledgement,
  answer,
  envelope,
  jobAlertListSchema,
  jobAlertSchema,
} from '@/shared/contract';
import type { JobAlert } from './model';

/** The schemas of the job alert answers (docs/api.md "Job alerts"). */
export const alertListAnswer = answer<{ data: JobAlert[] }>(jobAlertListSchema);
export const alertAnswer = answer<{ data: JobAlert }>(envelope(jobAlertSchema));
/** `DELETE`: nothing to read, but it must be an answer of the API. */
export const alertDeletedAnswer = answer<null>(acknowledgement.transform(() => null));
