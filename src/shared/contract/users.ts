import { z } from '../zod';
import { emailField, personName, versionInput, webUrl } from './fields';
import { optionalText, record } from './helpers';
import { operation, type Operation } from './operation';

/** Auth, user and profile: requests, answers and endpoints (docs/api.md "Auth", "User and profile"). */

/** A user as the API answers it everywhere (docs/api.md "User"): what screens read. */
export const userSchema = record({
  id: z.string(),
  name: z.string(),
  lastName: z.string(),
  email: z.string(),
  avatar: optionalText,
  roles: z.array(z.string()),
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

/** Declared in a function: the client, which imports this file's schemas, holds none of it. */
export const userOperations = (): Operation[] => [
  operation({
    method: 'post',
    path: '/auth/activate/',
    summary: 'Activa la sesión tras el inicio de sesión',
    origin: 'spec',
    access: 'token',
    success: { status: 200, schema: userEnvelope },
    errors: { 404: ['user_not_found'] },
  }),
  operation({
    method: 'post',
    path: '/auth/signup/',
    summary: 'Registro de un candidato',
    origin: 'DESIGN',
    access: 'public',
    body: signupBody,
    success: { status: 201, schema: userEnvelope },
    errors: { 409: ['email_taken'] },
  }),
  operation({
    method: 'get',
    path: '/user/details',
    summary: 'El usuario de la sesión',
    origin: 'spec',
    access: 'user',
    success: { status: 200, schema: userEnvelope },
  }),
  operation({
    method: 'patch',
    path: '/candidates/profile',
    summary: 'Edita el perfil propio',
    origin: 'spec',
    access: 'user',
    body: profileBody,
    success: { status: 200, schema: userEnvelope },
    errors: { 409: ['version_conflict'] },
  }),
  operation({
    method: 'patch',
    path: '/user/profile',
    summary: 'Edita el perfil propio (equipo de la empresa)',
    origin: 'added here',
    access: 'staff',
    body: staffProfileBody,
    success: { status: 200, schema: userEnvelope },
    errors: { 409: ['version_conflict'] },
  }),
  operation({
    method: 'post',
    path: '/user/{id}/avatar',
    summary: 'Sube la foto de perfil propia',
    origin: 'spec',
    access: 'user',
    multipart: { fields: { avatar: 'file' }, required: ['avatar'] },
    success: { status: 200, schema: record({ data: avatarSchema }) },
    errors: { 403: ['forbidden'] },
  }),
  operation({
    method: 'get',
    path: '/user/{id}/avatar',
    summary: 'La foto de perfil de un usuario',
    origin: 'added here',
    access: 'public',
    success: { status: 200, binary: true },
    errors: { 404: ['not_found'] },
  }),
];
