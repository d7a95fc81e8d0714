import { acknowledgement, answer, optionalText, record, z } from '@/shared/contract';
import type { Cv } from './model';

/** The CV as the API answers it (docs/api.md "CV"). */
export const cvSchema = record({
  id: z.string(),
  fileName: z.string(),
  size: z.number(),
  description: optionalText,
  createdAt: z.string(),
  date: optionalText,
});

const withDate = (cv: Cv): Cv => ({ ...cv, date: cv.date ?? cv.createdAt });

/** `GET /cv/` answers `{ data: Cv[] }`; each CV gets its `date`. */
export const cvListAnswer = answer<Cv[]>(
  record({ data: z.array(cvSchema) }).transform((list) => (list.data as Cv[]).map(withDate)),
);

/** `DELETE /cv/{id}`: nothing to read, but it must be an answer of the API. */
export const cvDeletedAnswer = answer<null>(acknowledgement.transform(() => null));
