import { STAFF_ROLES } from '@/shared/domain';
import { z } from '@/shared/zod';

const name = (label: string) =>
  z
    .string()
    .trim()
    .min(1, `Ingresa el ${label}`)
    .max(60, `El ${label} no puede superar 60 caracteres`);

/** The invitation form, mirroring `POST /company/{id}/users`. */
export const inviteSchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, 'Ingresa el correo electrónico')
    .max(120, 'El correo no puede superar 120 caracteres')
    .pipe(z.email('Ingresa un correo electrónico válido')),
  name: name('nombre'),
  lastName: name('apellido'),
  role: z.enum(STAFF_ROLES, { message: 'Elige un rol' }),
});
export type InviteValues = z.input<typeof inviteSchema>;
export type InviteOutput = z.output<typeof inviteSchema>;
export const INVITE_FIELDS: (keyof InviteValues)[] = ['email', 'name', 'lastName', 'role'];
export const EMPTY_INVITE: InviteValues = { email: '', name: '', lastName: '', role: 'recruiter' };

/** The sign-in link of an invited member: the usual `/auth/verify` link with their address. */
export function inviteLinkUrl(email: string, origin: string = window.location.origin): string {
  const url = new URL('/auth/verify', origin);
  url.searchParams.set('email', email);
  return url.toString();
}
