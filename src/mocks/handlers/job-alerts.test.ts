// @vitest-environment node
import { searchableOffer, criteriaMatcher, type OfferCriteria } from '../../shared/domain';
import { MAX_JOB_ALERTS } from '../../shared/contract';
import { db, PERSONA_USER_IDS, type JobOffer } from '../db';
import { call, offerWith, personaTokens, tokenFor } from './test-utils';

/** The one stage an offer needs to be published. */
const interview = { name: 'Entrevista', type: 'interview', place: 'Oficina' };

let camila: string;
let mateo: string;
let valentina: string;

beforeAll(async () => {
  ({ camila, mateo, valentina } = await personaTokens('camila', 'mateo', 'valentina'));
});

const alertNotes = (userId: string) =>
  db.notifications.where('userId', userId).filter((n) => n.type === 'job_alert');

describe('the one matching rule (shared/domain offerCriteria) against the search', () => {
  const published = () => db.jobOffers.all().filter((o) => o.status === 'published');
  const asSearchable = (o: JobOffer) =>
    searchableOffer({ ...o, companyName: db.companies.get(o.companyId)?.name ?? '' });
  const first = () => published()[0]!;
  const TABLE: [string, () => OfferCriteria][] = [
    ['nothing', () => ({})],
    ['a category', () => ({ category: 'Tecnología' })],
    ['a modality and a seniority', () => ({ modality: 'remoto', seniority: 'senior' })],
    ['a skill, other case, no accents', () => ({ search: 'TYPESCRIPT' })],
    ['a title word with accents added', () => ({ search: first().title.split(' ')[0]! })],
    ['the company name', () => ({ search: db.companies.get(first().companyId)!.name })],
    ['a place: the country, upper case', () => ({ place: first().country.toUpperCase() })],
    ['a city and a category', () => ({ place: first().city, category: first().category })],
    [
      'everything at once',
      () => ({
        search: first().requiredSkills[0] ?? '',
        category: first().category,
        modality: first().modality,
        seniority: first().seniority,
        place: first().city,
      }),
    ],
    ['words that match nothing', () => ({ search: 'zzqx inexistente' })],
  ];

  it.each(TABLE)(
    'for %s, matches(criteria, offer) ⇔ the offer is in the search results',
    async (_, make) => {
      const criteria = make();
      const query = new URLSearchParams(
        Object.entries(criteria).filter(([, v]) => v) as [string, string][],
      );
      const found = new Set<string>();
      for (let page = 1; ; page += 1) {
        query.set('page', String(page));
        query.set('pageSize', '100');
        const res = await call('GET', `/candidates/job-offers?${query}`, { token: camila });
        expect(res.status).toBe(200);
        for (const o of res.body.data as { id: string }[]) found.add(o.id);
        if (page >= res.body.totalPages) break;
      }
      const matches = criteriaMatcher(criteria);
      const expected = published()
        .filter((o) => matches(asSearchable(o)))
        .map((o) => o.id);
      expect(new Set(expected)).toEqual(found);
    },
  );
});

describe('GET /candidates/job-alerts', () => {
  it("lists only the candidate's own alerts, with how many published offers match now", async () => {
    const res = await call('GET', '/candidates/job-alerts', { token: camila });
    expect(res.status).toBe(200);
    expect(res.body.data.length).toBeGreaterThanOrEqual(2);
    const tech = res.body.data.find((a: { name: string }) => a.name === 'Tecnología · Remoto');
    const expected = db.jobOffers
      .all()
      .filter(
        (o) => o.status === 'published' && o.category === 'Tecnología' && o.modality === 'remoto',
      ).length;
    expect(tech).toMatchObject({ active: true, matchCount: expected });
    const none = await call('GET', '/candidates/job-alerts', { token: mateo });
    expect(none.body.data.filter((a: { name: string }) => a.name === tech.name)).toEqual([]);
  });
});

describe('POST, PATCH and DELETE /candidates/job-alerts', () => {
  it('creates an alert (blank texts dropped), renames, pauses and deletes it; another candidate gets 404', async () => {
    const created = await call('POST', '/candidates/job-alerts', {
      token: camila,
      json: { name: '  Diseño remoto  ', criteria: { search: '  ', category: 'Diseño' } },
    });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({
      name: 'Diseño remoto',
      criteria: { category: 'Diseño' },
      active: true,
    });
    expect(created.body.data.criteria).not.toHaveProperty('search');
    const id: string = created.body.data.id;
    const path = `/candidates/job-alerts/${id}`;

    for (const [method, json] of [
      ['PATCH', { name: 'Mía' }],
      ['DELETE', undefined],
    ] as const) {
      const other = await call(method, path, { token: mateo, json });
      expect(other.status).toBe(404);
      expect(other.body).toMatchObject({ error: 'not_found', message: 'Alerta no encontrada' });
    }
    const list = await call('GET', '/candidates/job-alerts', { token: mateo });
    expect(list.body.data.some((a: { id: string }) => a.id === id)).toBe(false);

    const renamed = await call('PATCH', path, { token: camila, json: { name: 'Diseño' } });
    expect(renamed.body.data).toMatchObject({ name: 'Diseño', active: true });
    const paused = await call('PATCH', path, { token: camila, json: { active: false } });
    expect(paused.body.data).toMatchObject({ name: 'Diseño', active: false });
    const deleted = await call('DELETE', path, { token: camila });
    expect(deleted.status).toBe(204);
    expect((await call('DELETE', path, { token: camila })).status).toBe(404);
  });

  it('answers clear 422s: name 1–80, the search criteria, an empty change', async () => {
    const post = (json: unknown) => call('POST', '/candidates/job-alerts', { token: camila, json });
    const blank = await post({ name: '   ', criteria: {} });
    expect(blank.status).toBe(422);
    expect(blank.body.details).toHaveProperty('name');
    const long = await post({ name: 'x'.repeat(81), criteria: {} });
    expect(long.body.details).toHaveProperty('name');
    const wrong = await post({ name: 'A', criteria: { modality: 'marte', extra: 1 } });
    expect(wrong.status).toBe(422);
    expect(wrong.body.details).toHaveProperty(['criteria.modality']);
    const id = db.jobAlerts.where('candidateId', PERSONA_USER_IDS.camila)[0]!.id;
    const empty = await call('PATCH', `/candidates/job-alerts/${id}`, { token: camila, json: {} });
    expect(empty.status).toBe(422);
    expect(empty.body.details._).toBe('Indica el nombre o el estado de la alerta');
  });

  it(`refuses the ${MAX_JOB_ALERTS + 1}st alert with a Spanish 422`, async () => {
    const token = await tokenFor('mateo');
    const have = db.jobAlerts.countWhere('candidateId', PERSONA_USER_IDS.mateo);
    for (let k = have; k < MAX_JOB_ALERTS; k += 1) {
      const res = await call('POST', '/candidates/job-alerts', {
        token,
        json: { name: `Alerta ${k + 1}`, criteria: { search: `palabra${k}` } },
      });
      expect(res.status).toBe(201);
    }
    const extra = await call('POST', '/candidates/job-alerts', {
      token,
      json: { name: 'Una más', criteria: {} },
    });
    expect(extra.status).toBe(422);
    expect(extra.body).toEqual({
      error: 'alert_limit',
      message: 'Ya tienes 20 alertas, el máximo. Elimina una para crear otra.',
    });
  });
});

describe('notifications of a published offer', () => {
  it('tells each active matching alert once, also after unpublish and republish; paused and other alerts stay quiet', async () => {
    const make = (name: string, criteria: object) =>
      call('POST', '/candidates/job-alerts', { token: mateo, json: { name, criteria } });
    const matching = await make('Analista Lima', { search: 'analista', place: 'lima' });
    const paused = await make('Datos pausada', { category: 'Datos' });
    await call('PATCH', `/candidates/job-alerts/${paused.body.data.id}`, {
      token: mateo,
      json: { active: false },
    });
    await make('Otra cosa', { category: 'Legal' });
    const before = alertNotes(PERSONA_USER_IDS.mateo).length;

    const { offer } = await offerWith([interview], { candidate: 'mateo', apply: false });
    const notes = alertNotes(PERSONA_USER_IDS.mateo);
    expect(notes).toHaveLength(before + 1);
    expect(notes.at(-1)).toMatchObject({
      title: 'Nueva oferta para tu alerta «Analista Lima»: Analista de Datos Semi Senior',
      link: `/app/candidates/job-offers/${offer.id}/apply`,
      readInApp: false,
    });
    const fetched = await call('GET', '/notifications/', { token: mateo });
    expect(fetched.body.data[0].title).toContain('«Analista Lima»');

    for (const status of ['closed', 'published', 'closed', 'published']) {
      const res = await call('PATCH', `/job-offers/${offer.id}`, {
        token: valentina,
        json: { status },
      });
      expect(res.status).toBe(200);
    }
    expect(alertNotes(PERSONA_USER_IDS.mateo)).toHaveLength(before + 1);
    expect(db.jobAlerts.get(matching.body.data.id)!.notifiedOfferIds).toEqual([offer.id]);
  });

  it('tells about a draft when it is published', async () => {
    await call('POST', '/candidates/job-alerts', {
      token: mateo,
      json: { name: 'Legal en Colombia', criteria: { category: 'Legal', place: 'colombia' } },
    });
    const draft = await call('POST', '/job-offers', {
      token: valentina,
      json: {
        title: 'Abogada Corporativa',
        description: 'Asesorarás a la empresa en contratos y cumplimiento normativo.',
        category: 'Legal',
        city: 'Bogotá',
        country: 'Colombia',
        modality: 'presencial',
        seniority: 'senior',
        requiredSkills: ['Contratos'],
        status: 'draft',
        stages: [interview],
      },
    });
    expect(draft.status, JSON.stringify(draft.body)).toBe(201);
    const before = alertNotes(PERSONA_USER_IDS.mateo).length;
    const publish = () =>
      call('PATCH', `/job-offers/${draft.body.data.id}`, {
        token: valentina,
        json: { status: 'published' },
      });
    expect((await publish()).status).toBe(200);
    const notes = alertNotes(PERSONA_USER_IDS.mateo);
    expect(notes).toHaveLength(before + 1);
    expect(notes.at(-1)!.title).toBe(
      'Nueva oferta para tu alerta «Legal en Colombia»: Abogada Corporativa',
    );
  });
});
