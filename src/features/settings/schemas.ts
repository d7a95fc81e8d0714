import { answer, optionalText, record, userAnswerSchema, userSchema, z } from '@/shared/contract';

/** A saved profile answers with the user's details, in `data` or bare. */
export const savedProfileAnswer = answer<unknown>(userAnswerSchema);

/** A new picture: `{ avatar, user? }`, in `data` or bare. */
const avatarSchema = record({ avatar: optionalText, user: userSchema.optional() });
export const avatarAnswer = answer<unknown>(
  z.union([record({ data: avatarSchema }), avatarSchema]),
);
