import { answer, userAnswerSchema } from '@/shared/contract';

/** `GET /user/details`: `{ data: user }` or the bare user (see `currentUser.ts`). */
export const userDetailsAnswer = answer<unknown>(userAnswerSchema);
