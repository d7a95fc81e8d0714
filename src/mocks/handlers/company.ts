import {
  companyPatchBody as patchBody,
  inviteBody,
  memberPatchBody as memberPatch,
  membersQuery as usersQuery,
  registerBody,
} from '../../shared/contract';
import { db, type User } from '../db';
import { normalizeText } from '../shared/bytes';
import { emailTaken, isEmailTaken, newUser } from './auth';
import { ownCompany, requireAdmin } from './lib/access';
import { conflict, notFound } from './lib/errors';
import { checkVersion, fieldsToWrite } from './lib/concurrency';
import { nowIso } from './lib/events';
import { paginate, sortRows } from './lib/paging';
import { route } from './lib/route';
import { readJson, readQuery } from './lib/validation';
import { companyView, userView } from './lib/views';

const STAFF = ['recruiter'] as const;
const ADMIN = ['admin'] as const;

function ensureUniqueCompany(
  name: string | undefined,
  taxId: string | undefined,
  exceptId?: string,
) {
  for (const company of db.companies.all()) {
    if (company.id === exceptId) continue;
    if (name && normalizeText(company.name) === normalizeText(name)) {
      throw conflict('Ya existe una empresa con este nombre', 'company_name_taken', {
        'company.name': 'Ya existe una empresa con este nombre',
      });
    }
    if (taxId && normalizeText(company.taxId) === normalizeText(taxId)) {
      throw conflict(
        'Ya existe una empresa con este identificador tributario',
        'company_tax_id_taken',
        { 'company.taxId': 'Ya existe una empresa con este identificador tributario' },
      );
    }
  }
}

const staffMember = (member: User) => ({ ...userView(member), role: member.roles[0] });

export const companyHandlers = [
  // DESIGN: public company registration with its first admin.
  route(
    'post',
    '/company/register',
    'public',
    async ({ request }) => {
      const body = await readJson(request, registerBody);
      if (isEmailTaken(body.admin.email)) throw emailTaken();
      ensureUniqueCompany(body.company.name, body.company.taxId);
      const company = await db.companies.insert({
        id: crypto.randomUUID(),
        name: body.company.name,
        legalName: body.company.legalName ?? body.company.name,
        taxId: body.company.taxId,
        industry: body.company.industry,
        country: body.company.country,
        city: body.company.city,
        website: body.company.website ?? null,
        description: body.company.description ?? '',
        size: body.company.size ?? '1-10',
        logoColor: '#1A73E8',
        createdAt: nowIso(),
      });
      const admin = await db.users.insert(
        newUser({ ...body.admin, roles: ['admin'], companyId: company.id }),
      );
      return { data: { company: companyView(company), admin: userView(admin) } };
    },
    { status: 201 },
  ),

  // spec: the company (its recruiters and admins).
  route('get', '/company/:id', STAFF, ({ params, user }) => ({
    data: companyView(ownCompany(user, params.id!)),
  })),

  // DESIGN: the admin edits the company.
  route('patch', '/company/:id', ADMIN, async ({ request, params, user }) => {
    const company = ownCompany(user, params.id!);
    const body = await readJson(request, patchBody);
    checkVersion(
      body.version,
      company,
      'Los datos de la empresa cambiaron mientras los editabas',
      () => companyView(company),
    );
    ensureUniqueCompany(body.name, body.taxId, company.id);
    const updated = await db.companies.update(company.id, (draft) => {
      Object.assign(draft, fieldsToWrite(body));
    });
    return { data: companyView(updated!) };
  }),

  // DESIGN: the company's users (admin).
  route('get', '/company/:id/users', ADMIN, ({ url, params, user }) => {
    const company = ownCompany(user, params.id!);
    const query = readQuery(url, usersQuery);
    const terms = query.search ? normalizeText(query.search).split(/\s+/).filter(Boolean) : [];
    const rows = db.users.where('companyId', company.id).filter((u) => {
      const text = normalizeText(`${u.name} ${u.lastName} ${u.email}`);
      return (
        (!query.role || u.roles[0] === query.role) &&
        (query.active === undefined || u.active === query.active) &&
        terms.every((t) => text.includes(t))
      );
    });
    sortRows(rows, 'asc', { key: (u) => `${u.name} ${u.lastName}`, text: true });
    return paginate(rows, query, staffMember);
  }),

  // DESIGN: invite a recruiter or admin (the identity provider sends them a link).
  route(
    'post',
    '/company/:id/users',
    ADMIN,
    async ({ request, params, user }) => {
      const company = ownCompany(user, params.id!);
      const body = await readJson(request, inviteBody);
      if (isEmailTaken(body.email)) throw emailTaken();
      const member = await db.users.insert(
        newUser({
          email: body.email,
          name: body.name,
          lastName: body.lastName,
          roles: [body.role],
          companyId: company.id,
        }),
      );
      return { data: staffMember(member) };
    },
    { status: 201 },
  ),

  // DESIGN: change a member's role or active flag (not one's own).
  route('patch', '/company/:id/users/:userId', ADMIN, async ({ request, params, user }) => {
    const company = ownCompany(user, params.id!);
    requireAdmin(user);
    const member = db.users.get(params.userId!);
    if (!member || member.companyId !== company.id)
      throw notFound('Usuario no encontrado en esta empresa');
    const body = await readJson(request, memberPatch);
    checkVersion(body.version, member, 'Este usuario cambió mientras lo editabas', () =>
      staffMember(member),
    );
    if (member.id === user.id && ((body.role && body.role !== 'admin') || body.active === false)) {
      throw conflict(
        'No puedes quitarte tu propio rol de administrador ni desactivar tu cuenta',
        'self_change',
      );
    }
    const updated = await db.users.update(member.id, (draft) => {
      if (body.name !== undefined) draft.name = body.name;
      if (body.lastName !== undefined) draft.lastName = body.lastName;
      if (body.active !== undefined) draft.active = body.active;
      if (body.role !== undefined) draft.roles = [body.role];
    });
    return { data: staffMember(updated!) };
  }),
];
