import { emailField, personName, signupBody } from '../../shared/contract';
import { BLANK_PROFILE, db } from '../db';
import { conflict, forbidden, notFound } from './lib/errors';
import { nowIso } from './lib/events';
import { route } from './lib/route';
import { readJson } from './lib/validation';
import { userView } from './lib/views';

export { emailField, personName };

export const emailTaken = () =>
  conflict('Ya existe una cuenta con este correo electrónico', 'email_taken');

export function isEmailTaken(email: string): boolean {
  const wanted = email.toLowerCase();
  return db.users.all().some((u) => u.email.toLowerCase() === wanted);
}

/** A new user row with empty profile fields. */
export function newUser(fields: {
  email: string;
  name: string;
  lastName: string;
  roles: ('candidate' | 'recruiter' | 'admin')[];
  companyId: string | null;
}) {
  return {
    id: crypto.randomUUID(),
    ...fields,
    active: true,
    emailVerified: false,
    ...BLANK_PROFILE,
    createdAt: nowIso(),
  };
}

export const authHandlers = [
  // spec: called after sign-in; 404 = identity without product user (inconsistent session).
  route('post', '/auth/activate', 'token', async ({ claims }) => {
    const user = db.users.get(claims.app_user_id);
    if (!user) throw notFound('Usuario no encontrado en la base de datos', 'user_not_found');
    if (!user.active)
      throw forbidden('Tu cuenta está desactivada. Contacta al administrador de tu empresa.');
    const updated =
      claims.email_verified && !user.emailVerified
        ? await db.users.update(user.id, (draft) => {
            draft.emailVerified = true;
          })
        : user;
    return { data: userView(updated ?? user) };
  }),

  // DESIGN: public candidate sign-up.
  route(
    'post',
    '/auth/signup',
    'public',
    async ({ request }) => {
      const body = await readJson(request, signupBody);
      if (isEmailTaken(body.email)) throw emailTaken();
      const user = await db.users.insert(
        newUser({ ...body, roles: ['candidate'], companyId: null }),
      );
      return { data: userView(user) };
    },
    { status: 201 },
  ),
];
