// @vitest-environment node
import { db, PERSONA_USER_IDS, type JobOffer } from '../db';
import { call, expiredToken, otherCandidate, personaTokens, tokenFor } from './test-utils';

let camila: string;
let mateo: string;
let published: JobOffer[];

beforeAll(async () => {
  ({ camila, mateo } = await personaTokens('camila', 'mateo'));
  published = db.jobOffers.all().filter((o) => o.status === 'published');
});

/** A published offer none of `taken` (a candidate's saved offers or applications) is for. */
const publishedOutside = (
  taken: { jobOfferId: string }[],
  also: (offer: JobOffer) => boolean = () => true,
) => published.find((o) => also(o) && !taken.some((t) => t.jobOfferId === o.id))!;

describe('GET /candidates/job-offers', () => {
  it('pages published offers, 12 by default, newest first, with date, match and saved flag', async () => {
    const res = await call('GET', '/candidates/job-offers?page=1', { token: camila });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      page: 1,
      pageSize: 12,
      total: published.length,
      totalPages: Math.ceil(published.length / 12),
    });
    expect(res.body.data).toHaveLength(12);
    const first = res.body.data[0];
    expect(first).toMatchObject({
      status: 'published',
      date: first.createdAt,
      company: { name: expect.any(String) },
    });
    expect(first.match).toEqual({
      percent: expect.any(Number),
      matched: expect.any(Array),
      missing: expect.any(Array),
    });
    const dates = res.body.data.map((o: JobOffer) => o.publishedAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    const page2 = await call('GET', '/candidates/job-offers?page=2&pageSize=12', { token: camila });
    expect(page2.body.data[0].id).not.toBe(first.id);
  });

  it('searches accent- and case-insensitively over title, company and skills', async () => {
    const bySkill = await call('GET', '/candidates/job-offers?search=typescript&pageSize=100', {
      token: camila,
    });
    expect(bySkill.body.total).toBeGreaterThan(0);
    expect(
      bySkill.body.data.every(
        (o: JobOffer) => o.requiredSkills.includes('TypeScript') || /typescript/i.test(o.title),
      ),
    ).toBe(true);
    const byCompany = await call(
      'GET',
      '/candidates/job-offers?search=ANDES%20digital&pageSize=100',
      { token: camila },
    );
    expect(byCompany.body.total).toBe(
      published.filter((o) => o.companyId === db.users.get(PERSONA_USER_IDS.valentina)!.companyId)
        .length,
    );
    const accented = published.find((o) => /[áéíóú]/i.test(o.title))!;
    const word = accented.title.split(' ').find((w) => /[áéíóú]/i.test(w))!;
    const plain = word
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toUpperCase();
    const byTitle = await call(
      'GET',
      `/candidates/job-offers?search=${encodeURIComponent(plain)}&pageSize=100`,
      { token: camila },
    );
    expect(byTitle.body.data.map((o: JobOffer) => o.id)).toContain(accented.id);
  });

  it('filters by category and by jobIds', async () => {
    const res = await call('GET', '/candidates/job-offers?category=Salud&pageSize=100', {
      token: camila,
    });
    expect(res.body.total).toBe(published.filter((o) => o.category === 'Salud').length);
    expect(res.body.data.every((o: JobOffer) => o.category === 'Salud')).toBe(true);
    const ids = published.slice(0, 3).map((o) => o.id);
    const byIds = await call('GET', `/candidates/job-offers?jobIds=${ids.join(',')}`, {
      token: camila,
    });
    expect(byIds.body.data.map((o: JobOffer) => o.id).sort()).toEqual([...ids].sort());
    const bad = await call('GET', '/candidates/job-offers?category=Astrolog%C3%ADa', {
      token: camila,
    });
    expect(bad.status).toBe(400);
    expect(bad.body.details.category).toBe('Valor no permitido');
  });

  it('orders by match when asked', async () => {
    const res = await call('GET', '/candidates/job-offers?sortBy=match&pageSize=50', {
      token: camila,
    });
    const percents = res.body.data.map((o: { match: { percent: number } }) => o.match.percent);
    expect([...percents].sort((a, b) => b - a)).toEqual(percents);
    expect(percents[0]).toBeGreaterThan(0);
  });

  it('answers 400 above 100 per page, 401, and 403 for recruiters', async () => {
    expect(
      (await call('GET', '/candidates/job-offers?pageSize=500', { token: camila })).status,
    ).toBe(400);
    expect((await call('GET', '/candidates/job-offers?page=0', { token: camila })).status).toBe(
      400,
    );
    expect((await call('GET', '/candidates/job-offers')).status).toBe(401);
    expect(
      (await call('GET', '/candidates/job-offers', { token: await expiredToken('camila') })).status,
    ).toBe(401);
    expect(
      (await call('GET', '/candidates/job-offers', { token: await tokenFor('valentina') })).status,
    ).toBe(403);
  });
});

describe('GET /candidates/job-offers/{id}', () => {
  it("shows the candidate's application and stage statuses", async () => {
    const app = db.applications
      .where('candidateId', PERSONA_USER_IDS.camila)
      .find((a) => a.stages.some((s) => s.status === 'reviewing'))!;
    const res = await call('GET', `/candidates/job-offers/${app.jobOfferId}`, { token: camila });
    expect(res.status).toBe(200);
    expect(res.body.data.applicationId).toBe(app.id);
    expect(res.body.data.stages.map((s: { status: string }) => s.status)).toEqual(
      app.stages.map((s) => s.status),
    );
    expect(res.body.data.requiredSkills).toEqual(expect.any(Array));
    expect(res.body.data.stages[0].questions.every((q: object) => !('correctOptionId' in q))).toBe(
      true,
    );
    const fresh = await call('GET', `/candidates/job-offers/${app.jobOfferId}`, { token: mateo });
    expect(fresh.body.data.applicationId).toBeNull();
    expect(fresh.body.data.stages.every((s: { status: string }) => s.status === 'pending')).toBe(
      true,
    );
  });

  it('answers 404 for drafts and unknown offers', async () => {
    const draft = db.jobOffers.all().find((o) => o.status === 'draft')!;
    expect(
      (await call('GET', `/candidates/job-offers/${draft.id}`, { token: camila })).status,
    ).toBe(404);
    expect((await call('GET', '/candidates/job-offers/nada', { token: camila })).status).toBe(404);
  });
});

describe('saved job offers', () => {
  it('toggles a saved offer and lists saved offers paged', async () => {
    const offer = publishedOutside(db.savedOffers.where('candidateId', PERSONA_USER_IDS.mateo));
    const on = await call('PATCH', '/candidates/saved-job-offers', {
      token: mateo,
      json: { jobId: offer.id },
    });
    expect(on.body.data).toEqual({ jobId: offer.id, saved: true });
    const list = await call('GET', '/candidates/saved-job-offers', { token: mateo });
    expect(list.body).toMatchObject({ page: 1, pageSize: 12, total: 1 });
    expect(list.body.data[0]).toMatchObject({ id: offer.id, saved: true });
    const off = await call('PATCH', '/candidates/saved-job-offers', {
      token: mateo,
      json: { jobId: offer.id },
    });
    expect(off.body.data.saved).toBe(false);
    expect((await call('GET', '/candidates/saved-job-offers', { token: mateo })).body.total).toBe(
      0,
    );
  });

  it("filters Camila's favourites by category and search", async () => {
    const all = await call('GET', '/candidates/saved-job-offers', { token: camila });
    expect(all.body.total).toBeGreaterThanOrEqual(3);
    const category = all.body.data[0].category;
    const filtered = await call(
      'GET',
      `/candidates/saved-job-offers?category=${encodeURIComponent(category)}`,
      { token: camila },
    );
    expect(filtered.body.data.every((o: JobOffer) => o.category === category)).toBe(true);
  });

  it('validates the body and answers 404 for unknown offers', async () => {
    const empty = await call('PATCH', '/candidates/saved-job-offers', { token: mateo, json: {} });
    expect(empty.status).toBe(422);
    expect(empty.body.details).toEqual({ jobId: 'Este campo es obligatorio' });
    expect(
      (await call('PATCH', '/candidates/saved-job-offers', { token: mateo, json: { jobId: 'x' } }))
        .status,
    ).toBe(404);
  });
});

describe('POST /job-offers/{id}/apply', () => {
  it('applies once with an own CV: first stage in progress, the rest pending; 409 the second time', async () => {
    const cv = db.cvs.where('candidateId', PERSONA_USER_IDS.camila)[0]!;
    const offer = publishedOutside(
      db.applications.where('candidateId', PERSONA_USER_IDS.camila),
      (o) => o.stages.length >= 2,
    );
    const res = await call('POST', `/job-offers/${offer.id}/apply`, {
      token: camila,
      json: { cvId: cv.id, coverLetter: 'Me interesa mucho.' },
    });
    expect(res.status).toBe(201);
    expect(res.body.data.stages.map((s: { status: string }) => s.status)).toEqual([
      'in_progress',
      ...offer.stages.slice(1).map(() => 'pending'),
    ]);
    expect(res.body.data).toMatchObject({
      status: 'in_progress',
      coverLetter: 'Me interesa mucho.',
      cv: { id: cv.id },
    });
    const again = await call('POST', `/job-offers/${offer.id}/apply`, {
      token: camila,
      json: { cvId: cv.id },
    });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({
      message: 'Ya postulaste a esta oferta',
      error: 'already_applied',
    });
    const view = await call('GET', `/candidates/job-offers/${offer.id}`, { token: camila });
    expect(view.body.data.applicationId).toBe(res.body.data.id);
    // Notifications from the event: the candidate and the company's staff.
    const notes = await call('GET', '/notifications/', { token: camila });
    expect(notes.body.data[0]).toMatchObject({ title: 'Postulación recibida', readInApp: false });
  });

  it("refuses another candidate's CV (422), closed offers (409), recruiters (403)", async () => {
    const offer = publishedOutside(db.applications.where('candidateId', PERSONA_USER_IDS.mateo));
    const otherCv = db.cvs.where('candidateId', PERSONA_USER_IDS.camila)[0]!;
    const res = await call('POST', `/job-offers/${offer.id}/apply`, {
      token: mateo,
      json: { cvId: otherCv.id },
    });
    expect(res.status).toBe(422);
    expect(res.body.details).toEqual({ cvId: 'Selecciona uno de tus CVs' });
    // A missing CV gets the message docs/api.md gives (issue 29.6), as an unknown one does.
    for (const json of [{}, { cvId: '' }, { cvId: 42 }]) {
      const missing = await call('POST', `/job-offers/${offer.id}/apply`, { token: mateo, json });
      expect(missing.status).toBe(422);
      expect(missing.body.details).toEqual({ cvId: 'Selecciona uno de tus CVs' });
    }
    const closed = db.jobOffers.all().find((o) => o.status === 'closed')!;
    const someone = otherCandidate(
      (u) =>
        db.cvs.where('candidateId', u.id).length > 0 &&
        !db.applications.where('candidateId', u.id).some((a) => a.jobOfferId === closed.id),
    );
    const cv = db.cvs.where('candidateId', someone.id)[0]!;
    expect(
      (
        await call('POST', `/job-offers/${closed.id}/apply`, {
          token: await tokenFor(someone),
          json: { cvId: cv.id },
        })
      ).status,
    ).toBe(409);
    expect(
      (
        await call('POST', `/job-offers/${offer.id}/apply`, {
          token: await tokenFor('valentina'),
          json: { cvId: cv.id },
        })
      ).status,
    ).toBe(403);
  });
});

describe('GET /candidates/applications', () => {
  it("lists only the candidate's applications with offer and current stage", async () => {
    const res = await call('GET', '/candidates/applications', { token: camila });
    expect(res.status).toBe(200);
    expect(res.body.pageSize).toBe(10);
    const own = db.applications.where('candidateId', PERSONA_USER_IDS.camila);
    expect(res.body.total).toBe(own.length);
    for (const app of res.body.data) {
      expect(app.candidate.id).toBe(PERSONA_USER_IDS.camila);
      expect(app.jobOffer).toMatchObject({ id: expect.any(String), title: expect.any(String) });
    }
    expect(
      res.body.data.some(
        (a: { currentStage: { status: string } | null }) => a.currentStage?.status === 'reviewing',
      ),
    ).toBe(true);
    const rejected = await call('GET', '/candidates/applications?status=rejected', {
      token: camila,
    });
    expect(rejected.body.data.every((a: { status: string }) => a.status === 'rejected')).toBe(true);
    expect((await call('GET', '/candidates/applications', { token: mateo })).body.total).toBe(0);
  });
});

describe('ordering by match', () => {
  it('keeps newest first among equal matches and re-sorts after a profile change', async () => {
    const res = await call('GET', '/candidates/job-offers?sortBy=match&pageSize=100', {
      token: camila,
    });
    const rows = res.body.data as { match: { percent: number }; publishedAt: string }[];
    for (let i = 1; i < rows.length; i += 1) {
      if (rows[i]!.match.percent === rows[i - 1]!.match.percent) {
        expect(rows[i]!.publishedAt <= rows[i - 1]!.publishedAt).toBe(true);
      }
    }
    await call('PATCH', '/candidates/profile', {
      token: mateo,
      json: { skills: ['Enfermería', 'Primeros auxilios'] },
    });
    const mateoFeed = await call('GET', '/candidates/job-offers?sortBy=match&pageSize=5', {
      token: mateo,
    });
    expect(mateoFeed.body.data[0].category).toBe('Salud');
    expect(mateoFeed.body.data[0].match.percent).toBeGreaterThan(0);
    const saved = await call('GET', '/candidates/saved-job-offers?sortBy=match', { token: camila });
    const percents = saved.body.data.map((o: { match: { percent: number } }) => o.match.percent);
    expect([...percents].sort((a, b) => b - a)).toEqual(percents);
  });
});
