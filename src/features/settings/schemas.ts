import { answer, avatarSchema, record, userAnswerSchema, z } from '@/shared/contract';

/** A saved profile answers with the user's details, in `data` or bare. */
export const savedProfileAnswer = answer<unknown>(userAnswerSchema);

/** A new picture: `{ avatar, user? }`, in `data` or bare. */
export const avatarAnswer = answer<unknown>(
  z.union([record({ data: avatarSchema }), avatarSchema]),
);
