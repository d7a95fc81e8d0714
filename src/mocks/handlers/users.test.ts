// @vitest-environment node
import { PERSONA_USER_IDS } from '../db';
import { call, expiredToken, pngFile, tokenFor } from './test-utils';

const png = (size = 64) => pngFile('foto.png', size);

describe('GET /user/details', () => {
  it('answers the signed-in user with profile fields', async () => {
    const res = await call('GET', '/user/details', { token: await tokenFor('camila') });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      id: PERSONA_USER_IDS.camila,
      name: 'Camila',
      lastName: 'Rojas',
      email: 'camila.rojas@ejemplo.com',
      avatar: null,
      roles: ['candidate'],
      companyId: null,
      city: 'Santiago',
    });
    expect(res.body.data.skills).toContain('React');
    const staff = await call('GET', '/user/details', { token: await tokenFor('valentina') });
    expect(staff.body.data.company).toEqual({
      id: staff.body.data.companyId,
      name: 'Andes Digital',
    });
  });

  it('answers 401 without or with an expired token', async () => {
    expect((await call('GET', '/user/details')).status).toBe(401);
    const expired = await call('GET', '/user/details', { token: await expiredToken('camila') });
    expect(expired.status).toBe(401);
    expect(expired.body).toMatchObject({
      message: 'Token inválido o expirado',
      error: 'token_expired',
    });
  });
});

describe('PATCH /candidates/profile', () => {
  it('updates the profile and de-duplicates skills', async () => {
    const token = await tokenFor('mateo');
    const res = await call('PATCH', '/candidates/profile', {
      token,
      json: {
        headline: 'Analista de datos',
        skills: ['SQL', 'sql', 'Python'],
        phone: '+51 999 888 777',
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      headline: 'Analista de datos',
      skills: ['SQL', 'Python'],
    });
    expect((await call('GET', '/user/details', { token })).body.data.headline).toBe(
      'Analista de datos',
    );
  });

  it('refuses invalid fields with Spanish messages', async () => {
    const res = await call('PATCH', '/candidates/profile', {
      token: await tokenFor('mateo'),
      json: { name: '', phone: 'abc', linkedinUrl: 'no-url', skills: 'SQL' },
    });
    expect(res.status).toBe(422);
    expect(res.body.details).toMatchObject({
      name: 'Este campo es obligatorio',
      phone: 'Teléfono inválido',
      linkedinUrl: 'URL inválida',
      skills: 'Tipo de dato inválido',
    });
  });
});

describe('PATCH /user/profile', () => {
  it('lets staff change their own name, last name, phone and headline, and nothing else', async () => {
    const token = await tokenFor('andres');
    const res = await call('PATCH', '/user/profile', {
      token,
      json: {
        name: 'Andrés Felipe',
        headline: 'Jefe de personas',
        phone: '+56 9 1234 5678',
        skills: ['Excel'],
        city: 'Valparaíso',
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      id: PERSONA_USER_IDS.andres,
      name: 'Andrés Felipe',
      lastName: 'Muñoz',
      headline: 'Jefe de personas',
      phone: '+56 9 1234 5678',
      roles: ['admin'],
    });
    const details = (await call('GET', '/user/details', { token })).body.data;
    expect(details).toMatchObject({ name: 'Andrés Felipe', headline: 'Jefe de personas' });
    expect(details.skills).not.toContain('Excel');
    expect(details.city).not.toBe('Valparaíso');

    const recruiter = await call('PATCH', '/user/profile', {
      token: await tokenFor('valentina'),
      json: { headline: null, phone: null },
    });
    expect(recruiter.status).toBe(200);
    expect(recruiter.body.data).toMatchObject({ headline: null, phone: null });
  });

  it('refuses invalid fields with Spanish messages', async () => {
    const res = await call('PATCH', '/user/profile', {
      token: await tokenFor('valentina'),
      json: { name: '', lastName: 'x'.repeat(61), phone: 'abc', headline: 'x'.repeat(121) },
    });
    expect(res.status).toBe(422);
    expect(res.body.details).toMatchObject({
      name: 'Este campo es obligatorio',
      phone: 'Teléfono inválido',
    });
    expect(Object.keys(res.body.details)).toEqual(
      expect.arrayContaining(['name', 'lastName', 'phone', 'headline']),
    );
  });

  it("is not the candidates' call: a candidate gets 403", async () => {
    const res = await call('PATCH', '/user/profile', {
      token: await tokenFor('camila'),
      json: { headline: 'Hola' },
    });
    expect(res.status).toBe(403);
  });
});

describe('POST /user/{id}/avatar', () => {
  it('stores an image and serves it back publicly', async () => {
    const token = await tokenFor('mateo');
    const form = new FormData();
    form.append('avatar', png(100));
    const res = await call('POST', `/user/${PERSONA_USER_IDS.mateo}/avatar`, { token, form });
    expect(res.status).toBe(200);
    expect(res.body.data.avatar).toMatch(
      new RegExp(`^/api/v1/user/${PERSONA_USER_IDS.mateo}/avatar`),
    );
    const image = await call('GET', `/user/${PERSONA_USER_IDS.mateo}/avatar`, { raw: true });
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect((image.body as ArrayBuffer).byteLength).toBe(100);
  });

  it('answers 403 for another user, 415 for a wrong type, 413 above 2 MB', async () => {
    const token = await tokenFor('mateo');
    const form = (file: File) => {
      const f = new FormData();
      f.append('avatar', file);
      return f;
    };
    expect(
      (await call('POST', `/user/${PERSONA_USER_IDS.camila}/avatar`, { token, form: form(png()) }))
        .status,
    ).toBe(403);
    const pdf = await call('POST', `/user/${PERSONA_USER_IDS.mateo}/avatar`, {
      token,
      form: form(new File(['%PDF'], 'a.pdf', { type: 'application/pdf' })),
    });
    expect(pdf.status).toBe(415);
    expect(pdf.body.details.avatar).toMatch(/PNG, JPG, WEBP o GIF/);
    const big = await call('POST', `/user/${PERSONA_USER_IDS.mateo}/avatar`, {
      token,
      form: form(png(2 * 1024 * 1024 + 1)),
    });
    expect(big.status).toBe(413);
    const none = await call('POST', `/user/${PERSONA_USER_IDS.mateo}/avatar`, {
      token,
      form: new FormData(),
    });
    expect(none.status).toBe(422);
    expect(
      (await call('POST', `/user/${PERSONA_USER_IDS.mateo}/avatar`, { token, json: {} })).status,
    ).toBe(415);
  });
});
