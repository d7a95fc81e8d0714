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
import { envelope, optionalText, record } from './helpers';
import { operation, type Operation } from './operation';
import { userSchema } from './users';

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
  id: z.string(),
  name: z.string(),
  lastName: z.string(),
  email: z.string(),
  avatar: optionalText,
  roles: z.array(z.string()),
  role: z.string(),
  active: z.boolean(),
  version: z.number().int(),
});

/** `GET /company/{id}/users`: a page of members. */
export const membersPage = record({
  data: z.array(memberSchema),
  page: z.number(),
  pageSize: z.number(),
  total: z.number(),
  totalPages: z.number(),
});

const taken = ['company_name_taken', 'company_tax_id_taken'];

/** Declared in a function: the client, which imports this file's schemas, holds none of it. */
export const companyOperations = (): Operation[] => [
  operation({
    method: 'post',
    path: '/company/register',
    summary: 'Registra una empresa con su administrador',
    origin: 'DESIGN',
    access: 'public',
    body: registerBody,
    success: {
      status: 201,
      schema: envelope(record({ company: companySchema, admin: userSchema })),
    },
    errors: { 409: ['email_taken', ...taken] },
  }),
  operation({
    method: 'get',
    path: '/company/{id}',
    summary: 'La empresa',
    origin: 'spec',
    access: 'staff',
    success: { status: 200, schema: envelope(companySchema) },
    errors: { 404: ['not_found'] },
  }),
  operation({
    method: 'patch',
    path: '/company/{id}',
    summary: 'Edita la empresa',
    origin: 'DESIGN',
    access: 'admin',
    body: companyPatchBody,
    success: { status: 200, schema: envelope(companySchema) },
    errors: { 404: ['not_found'], 409: [...taken, 'version_conflict'] },
  }),
  operation({
    method: 'get',
    path: '/company/{id}/users',
    summary: 'Los usuarios de la empresa',
    origin: 'DESIGN',
    access: 'admin',
    query: membersQuery,
    success: { status: 200, schema: membersPage },
    errors: { 404: ['not_found'] },
  }),
  operation({
    method: 'post',
    path: '/company/{id}/users',
    summary: 'Invita a un usuario a la empresa',
    origin: 'DESIGN',
    access: 'admin',
    body: inviteBody,
    success: { status: 201, schema: envelope(memberSchema) },
    errors: { 404: ['not_found'], 409: ['email_taken'] },
  }),
  operation({
    method: 'patch',
    path: '/company/{id}/users/{userId}',
    summary: 'Cambia el rol, el estado o el nombre de un usuario',
    origin: 'DESIGN',
    access: 'admin',
    body: memberPatchBody,
    success: { status: 200, schema: envelope(memberSchema) },
    errors: { 404: ['not_found'], 409: ['self_change', 'version_conflict'] },
  }),
];
