import { z } from '../zod';
import { emailField, personName, versionInput, webUrl } from './fields';
import { optionalText, record } from './helpers';
import { endpoints, notFound, upload, type Operation } from './operation';

/** Auth, user and profile: requests, answers and endpoints (docs/api.md "Auth", "User and profile"). */

/** What the API says of every person with an account (a user, a member of a company). */
export const accountFields = {
  id: z.string(),
  name: z.string(),
  lastName: z.string(),
  email: z.string(),
  avatar: optionalText,
  roles: z.array(z.string()),
};

/** A user as the API answers it everywhere (docs/api.md "User"): what screens read. */
export const userSchema = record({
  ...accountFields,
  companyId: optionalText,
  skills: z.array(z.string()).nullish(),
  /** Sent back with an edit of the profile (docs/api.md "Concurrent edits"). */
  version: z.number().int(),
});

/** `{ data: user }`, the answer of the user calls. */
export const userEnvelope = record({ data: userSchema });

/** `{ data: user }` or the bare user (the user calls read both). */
export const userAnswerSchema = z.union([userEnvelope, userSchema]);

/** `POST /auth/signup/`. */
export const signupBody = z.object({ email: emailField, name: personName, lastName: personName });

const optionalProfileText = (max: number) => z.string().trim().max(max).nullable().optional();

/** `PATCH /candidates/profile`: every field optional, only those the user changed. */
export const profileBody = z.object({
  name: personName.optional(),
  lastName: personName.optional(),
  phone: z
    .string()
    .trim()
    .regex(/^[+\d][\d\s()-]{6,20}$/, 'Teléfono inválido')
    .nullable()
    .optional(),
  city: optionalProfileText(80),
  country: optionalProfileText(80),
  headline: optionalProfileText(120),
  about: optionalProfileText(1000),
  skills: z.array(z.string().trim().min(1).max(50)).max(30).optional(),
  linkedinUrl: webUrl().max(200).nullable().optional(),
  ...versionInput,
});

/** `PATCH /user/profile`: what staff may change of their own profile. */
export const staffProfileBody = profileBody.pick({
  name: true,
  lastName: true,
  phone: true,
  headline: true,
  version: true,
});

/** A new picture: `{ avatar, user }`. */
export const avatarSchema = record({ avatar: optionalText, user: userSchema.optional() });

const versionConflict = { 409: ['version_conflict'] };

/** Declared in a function: the client, which imports this file's schemas, holds none of it. */
export const userOperations = (): Operation[] =>
  endpoints('user', 'spec', {
    'post /auth/activate/': {
      summary: 'Activa la sesión tras el inicio de sesión',
      access: 'token',
      ok: userEnvelope,
      errors: { 404: ['user_not_found'] },
    },
    'post /auth/signup/': {
      summary: 'Registro de un candidato',
      origin: 'DESIGN',
      access: 'public',
      body: signupBody,
      created: userEnvelope,
      errors: { 409: ['email_taken'] },
    },
    'get /user/details': { summary: 'El usuario de la sesión', ok: userEnvelope },
    'patch /candidates/profile': {
      summary: 'Edita el perfil propio',
      body: profileBody,
      ok: userEnvelope,
      errors: versionConflict,
    },
    'patch /user/profile': {
      summary: 'Edita el perfil propio (equipo de la empresa)',
      origin: 'added here',
      access: 'staff',
      body: staffProfileBody,
      ok: userEnvelope,
      errors: versionConflict,
    },
    'post /user/{id}/avatar': {
      summary: 'Sube la foto de perfil propia',
      multipart: upload('avatar'),
      ok: record({ data: avatarSchema }),
      errors: { 403: ['forbidden'] },
    },
    'get /user/{id}/avatar': {
      summary: 'La foto de perfil de un usuario',
      origin: 'added here',
      access: 'public',
      file: true,
      errors: notFound,
    },
  });
