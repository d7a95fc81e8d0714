// @vitest-environment node
import { ANDES_DIGITAL_ID, db, ensureDatabase, PERSONA_USER_IDS } from '../db';
import { call, expiredToken, otherCompanyStaff, tokenFor, type CallResult } from './test-utils';

const registration = {
  company: {
    name: 'Sur Austral Tech',
    taxId: '76.123.456-7',
    industry: 'Tecnología',
    country: 'Chile',
    city: 'Puerto Montt',
  },
  admin: { email: 'ana.soto@surustral.ejemplo.com', name: 'Ana', lastName: 'Soto' },
};

beforeAll(() => ensureDatabase());

/** A 409 for a company field already taken: its code, and its message at the field too. */
function expectTaken(res: CallResult, error: string, field: string, message: string) {
  expect(res.status).toBe(409);
  expect(res.body).toMatchObject({ message, error, details: { [field]: message } });
}

/** Registers `registration` again, with these company fields and this admin's e-mail. */
const registerAnother = (company: { name: string; taxId: string }, email: string) =>
  call('POST', '/company/register', {
    json: {
      ...registration,
      company: { ...registration.company, ...company },
      admin: { ...registration.admin, email },
    },
  });

describe('POST /company/register', () => {
  it('registers a company with its admin (public), 409 for a taken e-mail or name', async () => {
    const res = await call('POST', '/company/register', { json: registration });
    expect(res.status).toBe(201);
    expect(res.body.data.company).toMatchObject({ name: 'Sur Austral Tech', usersCount: 1 });
    expect(res.body.data.admin).toMatchObject({
      roles: ['admin'],
      companyId: res.body.data.company.id,
    });
    const sameEmail = await call('POST', '/company/register', {
      json: {
        ...registration,
        company: { ...registration.company, name: 'Otra', taxId: '1-2-3-4-5' },
      },
    });
    expect(sameEmail.status).toBe(409);
    expect(sameEmail.body.error).toBe('email_taken');
    const sameName = await registerAnother(
      { name: 'ANDES digital', taxId: '9-9-9-9-9' },
      'x@ejemplo.com',
    );
    expectTaken(
      sameName,
      'company_name_taken',
      'company.name',
      'Ya existe una empresa con este nombre',
    );
    const andesTaxId = db.companies.get(ANDES_DIGITAL_ID)!.taxId;
    const sameTaxId = await registerAnother(
      { name: 'Empresa Nueva', taxId: andesTaxId },
      'y@ejemplo.com',
    );
    expectTaken(
      sameTaxId,
      'company_tax_id_taken',
      'company.taxId',
      'Ya existe una empresa con este identificador tributario',
    );
  });

  it('validates nested fields', async () => {
    const res = await call('POST', '/company/register', {
      json: { company: { name: 'A' }, admin: { email: 'malo' } },
    });
    expect(res.status).toBe(422);
    expect(res.body.details).toMatchObject({
      'company.name': 'Debe tener al menos 2 caracteres',
      'company.taxId': 'Este campo es obligatorio',
      'admin.email': 'Correo electrónico inválido',
    });
  });
});

describe('company and its users', () => {
  it('staff read their own company; other companies and candidates are refused', async () => {
    const res = await call('GET', `/company/${ANDES_DIGITAL_ID}`, {
      token: await tokenFor('valentina'),
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id: ANDES_DIGITAL_ID, name: 'Andes Digital' });
    expect(
      (
        await call('GET', `/company/${ANDES_DIGITAL_ID}`, {
          token: await tokenFor(otherCompanyStaff('admin')),
        })
      ).status,
    ).toBe(403);
    expect(
      (await call('GET', `/company/${ANDES_DIGITAL_ID}`, { token: await tokenFor('camila') }))
        .status,
    ).toBe(403);
    expect(
      (
        await call('GET', `/company/${ANDES_DIGITAL_ID}`, {
          token: await expiredToken('valentina'),
        })
      ).status,
    ).toBe(401);
    expect(
      (await call('GET', '/company/nada', { token: await tokenFor('valentina') })).status,
    ).toBe(404);
  });

  it('only the admin edits the company', async () => {
    const andres = await tokenFor('andres');
    const res = await call('PATCH', `/company/${ANDES_DIGITAL_ID}`, {
      token: andres,
      json: { description: 'Producto digital desde Santiago.' },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.description).toBe('Producto digital desde Santiago.');
    expect(
      (
        await call('PATCH', `/company/${ANDES_DIGITAL_ID}`, {
          token: await tokenFor('valentina'),
          json: { description: 'x' },
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await call('PATCH', `/company/${ANDES_DIGITAL_ID}`, {
          token: await tokenFor(otherCompanyStaff('admin')),
          json: { description: 'x' },
        })
      ).status,
    ).toBe(403);
    const bad = await call('PATCH', `/company/${ANDES_DIGITAL_ID}`, {
      token: andres,
      json: { website: 'no es url', size: '3' },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.details).toEqual({ website: 'URL inválida', size: 'Valor no permitido' });
  });

  it('lists, invites and updates users (admin only)', async () => {
    const andres = await tokenFor('andres');
    const list = await call('GET', `/company/${ANDES_DIGITAL_ID}/users`, { token: andres });
    expect(list.status).toBe(200);
    expect(list.body.total).toBe(db.users.where('companyId', ANDES_DIGITAL_ID).length);
    expect(list.body.data.map((u: { email: string }) => u.email)).toContain(
      'valentina.castro@andesdigital.ejemplo.com',
    );
    const invited = await call('POST', `/company/${ANDES_DIGITAL_ID}/users`, {
      token: andres,
      json: {
        email: 'nuevo.reclutador@andesdigital.ejemplo.com',
        name: 'Nuevo',
        lastName: 'Reclutador',
        role: 'recruiter',
      },
    });
    expect(invited.status).toBe(201);
    expect(invited.body.data).toMatchObject({
      role: 'recruiter',
      companyId: ANDES_DIGITAL_ID,
      active: true,
    });
    const dup = await call('POST', `/company/${ANDES_DIGITAL_ID}/users`, {
      token: andres,
      json: { email: 'camila.rojas@ejemplo.com', name: 'C', lastName: 'R', role: 'recruiter' },
    });
    expect(dup.status).toBe(409);
    const off = await call('PATCH', `/company/${ANDES_DIGITAL_ID}/users/${invited.body.data.id}`, {
      token: andres,
      json: { active: false, role: 'admin' },
    });
    expect(off.body.data).toMatchObject({ active: false, role: 'admin' });
    // A deactivated user is refused everywhere.
    const blocked = await call('GET', '/user/details', {
      token: await tokenFor(invited.body.data.id),
    });
    expect(blocked.status).toBe(403);
    const self = await call(
      'PATCH',
      `/company/${ANDES_DIGITAL_ID}/users/${PERSONA_USER_IDS.andres}`,
      { token: andres, json: { role: 'recruiter' } },
    );
    expect(self.status).toBe(409);
    const outsider = otherCompanyStaff();
    expect(
      (
        await call('PATCH', `/company/${ANDES_DIGITAL_ID}/users/${outsider.id}`, {
          token: andres,
          json: { active: false },
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await call('GET', `/company/${ANDES_DIGITAL_ID}/users`, {
          token: await tokenFor('valentina'),
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await call('POST', `/company/${ANDES_DIGITAL_ID}/users`, {
          token: await tokenFor(otherCompanyStaff('admin')),
          json: { email: 'z@ejemplo.com', name: 'Z', lastName: 'Z', role: 'recruiter' },
        })
      ).status,
    ).toBe(403);
  });
});
