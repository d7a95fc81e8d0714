// @vitest-environment node
// Optimistic concurrency (docs/api.md, "Concurrent edits"): every editable resource answers a
// `version`; a write based on an older one is a 409 `version_conflict` with the resource as it
// is now, and changes nothing.
import { ANDES_DIGITAL_ID, db, PERSONA_USER_IDS } from '../db';
import { call, personaTokens } from './test-utils';

let valentina: string;
let andres: string;
let camila: string;
let offerId: string;

beforeAll(async () => {
  ({ valentina, andres, camila } = await personaTokens('valentina', 'andres', 'camila'));
  offerId = db.jobOffers
    .all()
    .find((o) => o.companyId === ANDES_DIGITAL_ID && o.status === 'draft')!.id;
});

/**
 * Two clients read the same version; the first writes, the second (stale) is refused with the
 * current resource, which a write with the new version then changes.
 */
async function expectConflict(options: {
  read: () => Promise<{ version: number } & Record<string, unknown>>;
  write: (body: Record<string, unknown>) => Promise<{ status: number; body: any }>; // eslint-disable-line @typescript-eslint/no-explicit-any
  first: Record<string, unknown>;
  second: Record<string, unknown>;
  message: string;
  /** How the first write shows in the current resource. */
  firstShows: Record<string, unknown>;
}) {
  const before = await options.read();
  expect(before.version).toEqual(expect.any(Number));
  const first = await options.write({ ...options.first, version: before.version });
  expect(first.status).toBe(200);
  expect(first.body.data.version).toBe(before.version + 1);

  const stale = await options.write({ ...options.second, version: before.version });
  expect(stale.status).toBe(409);
  expect(stale.body).toMatchObject({
    error: 'version_conflict',
    message: options.message,
    data: { ...options.firstShows, version: before.version + 1 },
  });
  // Nothing of the stale write was stored.
  expect(await options.read()).toMatchObject({
    ...options.firstShows,
    version: before.version + 1,
  });

  const merged = await options.write({ ...options.second, version: before.version + 1 });
  expect(merged.status).toBe(200);
  expect(merged.body.data).toMatchObject({ ...options.firstShows, ...options.second });
  expect(merged.body.data.version).toBe(before.version + 2);
}

describe('concurrent edits', () => {
  it('PATCH /job-offers/{id}: a stale copy does not undo another tab’s title', async () => {
    const read = async () =>
      (await call('GET', `/job-offers/${offerId}`, { token: valentina })).body.data;
    await expectConflict({
      read,
      write: (json) => call('PATCH', `/job-offers/${offerId}`, { token: valentina, json }),
      first: { title: 'Analista de datos (editado en A)' },
      second: { city: 'Valparaíso' },
      message: 'Esta oferta cambió mientras la editabas',
      firstShows: { title: 'Analista de datos (editado en A)' },
    });
  });

  it('PUT /job-offers/{id}/stages shares the offer’s version', async () => {
    const read = async () =>
      (await call('GET', `/job-offers/${offerId}`, { token: valentina })).body.data;
    const { version } = await read();
    const renamed = await call('PATCH', `/job-offers/${offerId}`, {
      token: valentina,
      json: { title: 'Otra vez renombrada', version },
    });
    expect(renamed.status).toBe(200);
    const stale = await call('PUT', `/job-offers/${offerId}/stages`, {
      token: valentina,
      json: { stages: [{ name: 'Entrevista', type: 'interview' }], version },
    });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({
      error: 'version_conflict',
      data: { title: 'Otra vez renombrada' },
    });
    const fresh = await call('PUT', `/job-offers/${offerId}/stages`, {
      token: valentina,
      json: { stages: [{ name: 'Entrevista', type: 'interview' }], version: version + 1 },
    });
    expect(fresh.status).toBe(200);
    expect(fresh.body.data.version).toBe(version + 2);
  });

  it('PATCH /company/{id}', async () => {
    await expectConflict({
      read: async () =>
        (await call('GET', `/company/${ANDES_DIGITAL_ID}`, { token: andres })).body.data,
      write: (json) => call('PATCH', `/company/${ANDES_DIGITAL_ID}`, { token: andres, json }),
      first: { description: 'Descripción escrita en la pestaña A.' },
      second: { city: 'Concepción' },
      message: 'Los datos de la empresa cambiaron mientras los editabas',
      firstShows: { description: 'Descripción escrita en la pestaña A.' },
    });
  });

  it('PATCH /company/{id}/users/{userId} (a role)', async () => {
    const memberPath = `/company/${ANDES_DIGITAL_ID}/users/${PERSONA_USER_IDS.valentina}`;
    const read = async () =>
      (
        await call('GET', `/company/${ANDES_DIGITAL_ID}/users?pageSize=100`, { token: andres })
      ).body.data.find((u: { id: string }) => u.id === PERSONA_USER_IDS.valentina);
    await expectConflict({
      read,
      write: (json) => call('PATCH', memberPath, { token: andres, json }),
      first: { name: 'Valentina Inés' },
      second: { role: 'recruiter' },
      message: 'Este usuario cambió mientras lo editabas',
      firstShows: { name: 'Valentina Inés' },
    });
  });

  it('PATCH /candidates/profile and /user/profile', async () => {
    const me = (token: string) => async () =>
      (await call('GET', '/user/details', { token })).body.data;
    const profiles = [
      [camila, '/candidates/profile', 'Analista de datos en Santiago', { city: 'Temuco' }],
      [valentina, '/user/profile', 'Selección de talento TI', { phone: '+56 9 1234 5678' }],
    ] as const;
    for (const [token, path, headline, second] of profiles)
      await expectConflict({
        read: me(token),
        write: (json) => call('PATCH', path, { token, json }),
        first: { headline },
        second,
        message: 'Tu perfil cambió mientras lo editabas',
        firstShows: { headline },
      });
  });

  it('without a version the write is unconditional, and still moves the version', async () => {
    const { version } = (await call('GET', '/user/details', { token: camila })).body.data;
    const unconditional = await call('PATCH', '/candidates/profile', {
      token: camila,
      json: { about: 'Sin versión: se escribe igual.' },
    });
    expect(unconditional.status).toBe(200);
    expect(unconditional.body.data.version).toBe(version + 1);
  });

  it('refuses a version that is not a positive whole number (422)', async () => {
    const bad = await call('PATCH', `/job-offers/${offerId}`, {
      token: valentina,
      json: { title: 'Título válido', version: 'uno' },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.details).toHaveProperty('version');
  });
});
