import { JOB_CATEGORIES } from '../domain';
import { z } from '../zod';
import {
  DEFAULT_TABLE_PAGE_SIZE,
  emailField,
  pagingQuery,
  personName,
  versionInput,
  webUrl,
} from './fields';
import { envelope, optionalText, paged, record } from './helpers';
import { endpoints, notFound, type Operation } from './operation';
import { accountFields, userSchema } from './users';

/** The company and its members (docs/api.md "Company and users"). */

const companyFields = {
  name: z.string().trim().min(2).max(120),
  legalName: z.string().trim().min(2).max(160),
  taxId: z.string().trim().min(5).max(30),
  industry: z.enum(JOB_CATEGORIES),
  country: z.string().trim().min(2).max(80),
  city: z.string().trim().min(2).max(80),
  website: webUrl().max(200).nullable(),
  description: z.string().trim().max(2000),
  size: z.enum(['1-10', '11-50', '51-200', '201-500', '501-1000', '1000+']),
};
/** `POST /company/register`. */
export const registerBody = z.object({
  company: z.object({
    ...companyFields,
    legalName: companyFields.legalName.optional(),
    website: companyFields.website.optional(),
    description: companyFields.description.optional(),
    size: companyFields.size.optional(),
  }),
  admin: z.object({ email: emailField, name: personName, lastName: personName }),
});
/** `PATCH /company/{id}`. */
export const companyPatchBody = z.object(companyFields).partial().extend(versionInput);
/** `GET /company/{id}/users`. */
export const membersQuery = z.object({
  ...pagingQuery(DEFAULT_TABLE_PAGE_SIZE),
  search: z.string().max(200).optional(),
  role: z.enum(['recruiter', 'admin']).optional(),
  active: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
});
/** `POST /company/{id}/users`. */
export const inviteBody = z.object({
  email: emailField,
  name: personName,
  lastName: personName,
  role: z.enum(['recruiter', 'admin']),
});
/** `PATCH /company/{id}/users/{userId}`. */
export const memberPatchBody = z.object({
  name: personName.optional(),
  lastName: personName.optional(),
  role: z.enum(['recruiter', 'admin']).optional(),
  active: z.boolean().optional(),
  ...versionInput,
});

/** A company (docs/api.md "Company"). */
export const companySchema = record({
  id: z.string(),
  name: z.string(),
  website: optionalText,
  createdAt: z.string(),
  version: z.number().int(),
});

/** A member of the company: a user with their `role` there. */
export const memberSchema = record({
  ...accountFields,
  role: z.string(),
  active: z.boolean(),
  version: z.number().int(),
});

/** `GET /company/{id}/users`: a page of members. */
export const membersPage = paged(memberSchema);

const taken = ['company_name_taken', 'company_tax_id_taken'];

/** Declared in a function: the client, which imports this file's schemas, holds none of it. */
export const companyOperations = (): Operation[] =>
  endpoints('admin', 'DESIGN', {
    'post /company/register': {
      summary: 'Registra una empresa con su administrador',
      access: 'public',
      body: registerBody,
      created: envelope(record({ company: companySchema, admin: userSchema })),
      errors: { 409: ['email_taken', ...taken] },
    },
    'get /company/{id}': {
      summary: 'La empresa',
      origin: 'spec',
      access: 'staff',
      ok: envelope(companySchema),
      errors: notFound,
    },
    'patch /company/{id}': {
      summary: 'Edita la empresa',
      body: companyPatchBody,
      ok: envelope(companySchema),
      errors: { ...notFound, 409: [...taken, 'version_conflict'] },
    },
    'get /company/{id}/users': {
      summary: 'Los usuarios de la empresa',
      query: membersQuery,
      ok: membersPage,
      errors: notFound,
    },
    'post /company/{id}/users': {
      summary: 'Invita a un usuario a la empresa',
      body: inviteBody,
      created: envelope(memberSchema),
      errors: { ...notFound, 409: ['email_taken'] },
    },
    'patch /company/{id}/users/{userId}': {
      summary: 'Cambia el rol, el estado o el nombre de un usuario',
      body: memberPatchBody,
      ok: envelope(memberSchema),
      errors: { ...notFound, 409: ['self_change', 'version_conflict'] },
    },
  });
