import { ALERT_NAME_MAX_LENGTH } from '@/shared/domain';
import { z } from '@/shared/zod';

/** The alert's name, as `POST`/`PATCH /candidates/job-alerts` take it (1–80 characters). */
export const alertNameSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'Escribe un nombre para la alerta')
    .max(ALERT_NAME_MAX_LENGTH, `El nombre no puede superar ${ALERT_NAME_MAX_LENGTH} caracteres`),
});
export type AlertNameValues = z.input<typeof alertNameSchema>;
export type AlertNameOutput = z.output<typeof alertNameSchema>;
