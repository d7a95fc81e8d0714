import { z } from '@/shared/zod';

export { personNameShape } from '@/shared/forms/personName';

export const EMAIL_REQUIRED = 'Ingresa tu correo electrónico';
export const EMAIL_INVALID = 'Ingresa un correo electrónico válido';

export const emailSchema = z
  .string()
  .trim()
  .min(1, EMAIL_REQUIRED)
  .max(120, 'El correo no puede superar 120 caracteres')
  .pipe(z.email(EMAIL_INVALID));
