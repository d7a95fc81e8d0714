import { acknowledgement, answer, cvListSchema, cvSchema } from '@/shared/contract';

export { cvSchema };
import type { Cv } from './model';

const withDate = (cv: Cv): Cv => ({ ...cv, date: cv.date ?? cv.createdAt });

/** `GET /cv/` answers `{ data: Cv[] }`; each CV gets its `date`. */
export const cvListAnswer = answer<Cv[]>(
  cvListSchema.transform((list) => (list.data as Cv[]).map(withDate)),
);

/** `DELETE /cv/{id}`: nothing to read, but it must be an answer of the API. */
export const cvDeletedAnswer = answer<null>(acknowledgement.transform(() => null));
