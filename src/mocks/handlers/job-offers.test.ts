// @vitest-environment node
import { ANDES_DIGITAL_ID, db } from '../db';
import {
  call,
  personaTokens,
  expiredToken,
  otherCompanyStaff,
  pdfFile,
  pngFile,
  tokenFor,
} from './test-utils';

const newOffer = {
  title: 'Desarrolladora React Senior',
  description: 'Buscamos una persona para liderar el frontend de nuestro producto principal.',
  category: 'Tecnología',
  city: 'Santiago',
  country: 'Chile',
  modality: 'remoto',
  seniority: 'senior',
  requiredSkills: ['React', 'TypeScript'],
  salary: { min: 2_000_000, max: 3_000_000, currency: 'CLP' },
};
const questionnaire = {
  name: 'Cuestionario',
  type: 'questionnaire',
  autoDecide: true,
  questions: [{ text: '¿2 + 2?', options: [{ text: '3' }, { text: '4' }], correctOptionIndex: 1 }],
};

let valentina: string;
let otherRecruiter: string;
let andesOffer: string;
let otherOffer: string;

beforeAll(async () => {
  ({ valentina } = await personaTokens('valentina'));
  otherRecruiter = await tokenFor(otherCompanyStaff());
  andesOffer = db.jobOffers
    .where('companyId', ANDES_DIGITAL_ID)
    .find((o) => o.status === 'published')!.id;
  otherOffer = db.jobOffers.all().find((o) => o.companyId !== ANDES_DIGITAL_ID)!.id;
});

describe('GET /job-offers/', () => {
  it("lists only the company's offers under data.jobOffers, paged (10 by default)", async () => {
    const res = await call('GET', '/job-offers/', { token: valentina });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ page: 1, pageSize: 10 });
    expect(res.body.data.jobOffers).toHaveLength(10);
    expect(res.body.total).toBe(db.jobOffers.where('companyId', ANDES_DIGITAL_ID).length);
    expect(res.body.totalPages).toBe(Math.ceil(res.body.total / 10));
    for (const offer of res.body.data.jobOffers) {
      expect(offer.company.name).toBe('Andes Digital');
      expect(offer.date).toBe(offer.createdAt);
    }
  });

  it('filters by status and searches accent-insensitively', async () => {
    const drafts = await call('GET', '/job-offers?status=draft&pageSize=100', { token: valentina });
    expect(drafts.body.data.jobOffers.every((o: { status: string }) => o.status === 'draft')).toBe(
      true,
    );
    const search = await call('GET', '/job-offers?search=TECNICO&pageSize=100', {
      token: valentina,
    });
    expect(search.status).toBe(200);
  });

  it('answers 400 for a page size above 100, 401 without token, 403 for candidates', async () => {
    const big = await call('GET', '/job-offers?pageSize=101', { token: valentina });
    expect(big.status).toBe(400);
    expect(big.body.details.pageSize).toBe('Debe ser menor o igual a 100');
    expect((await call('GET', '/job-offers')).status).toBe(401);
    expect(
      (await call('GET', '/job-offers', { token: await expiredToken('valentina') })).status,
    ).toBe(401);
    expect((await call('GET', '/job-offers', { token: await tokenFor('camila') })).status).toBe(
      403,
    );
  });
});

describe('POST /job-offers and PATCH /job-offers/{id}', () => {
  it('creates a draft, refuses to publish it without stages, publishes it with stages', async () => {
    const created = await call('POST', '/job-offers', { token: valentina, json: newOffer });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({
      status: 'draft',
      company: { name: 'Andes Digital' },
      applicantsCount: 0,
      publishedAt: null,
    });
    const id = created.body.data.id;
    const early = await call('PATCH', `/job-offers/${id}`, {
      token: valentina,
      json: { status: 'published' },
    });
    expect(early.status).toBe(422);
    expect(early.body.details.stages).toMatch(/al menos una etapa/);
    const staged = await call('PUT', `/job-offers/${id}/stages`, {
      token: valentina,
      json: { stages: [questionnaire] },
    });
    expect(staged.status).toBe(200);
    expect(staged.body.data.stages[0]).toMatchObject({
      type: 'questionnaire',
      order: 1,
      autoDecide: true,
    });
    expect(staged.body.data.stages[0].questions[0].correctOptionId).toBe(
      staged.body.data.stages[0].questions[0].options[1].id,
    );
    const published = await call('PATCH', `/job-offers/${id}`, {
      token: valentina,
      json: { status: 'published', title: 'Desarrolladora React Líder' },
    });
    expect(published.status).toBe(200);
    expect(published.body.data).toMatchObject({
      status: 'published',
      title: 'Desarrolladora React Líder',
    });
    expect(published.body.data.publishedAt).toEqual(expect.any(String));
  });

  it('takes the right option by id when the index names none (found by npm run fuzz: was a 500)', async () => {
    const created = await call('POST', '/job-offers', {
      token: valentina,
      json: {
        ...newOffer,
        stages: [
          {
            ...questionnaire,
            questions: [
              {
                text: '¿2 + 2?',
                options: [{ text: '3' }, { id: 'cuatro', text: '4' }],
                correctOptionId: 'cuatro',
                correctOptionIndex: 7,
              },
            ],
          },
        ],
      },
    });
    expect(created.status).toBe(201);
    expect(created.body.data.stages[0].questions[0].correctOptionId).toBe('cuatro');
  });

  it('validates the body with per-field Spanish messages', async () => {
    const res = await call('POST', '/job-offers', {
      token: valentina,
      json: {
        ...newOffer,
        title: 'a',
        category: 'Astrología',
        salary: { min: 10, max: 5, currency: 'CLP' },
      },
    });
    expect(res.status).toBe(422);
    expect(res.body.details).toMatchObject({
      title: 'Debe tener al menos 3 caracteres',
      category: 'Valor no permitido',
      'salary.max': 'El máximo debe ser mayor o igual al mínimo',
    });
    const stage = await call('PUT', `/job-offers/${andesOffer}/stages`, {
      token: valentina,
      json: {
        stages: [
          { name: 'Q', type: 'questionnaire' },
          { name: 'T', type: 'technical', automatizable: true },
        ],
      },
    });
    expect(stage.status).toBe(422);
    expect(stage.body.details).toMatchObject({
      'stages.0.questions': 'Un cuestionario necesita al menos una pregunta',
      'stages.1.automatizable': 'Solo los cuestionarios pueden evaluarse automáticamente',
      'stages.1.statement': 'Escribe el enunciado de la prueba técnica',
    });
  });

  it('answers 403 for candidates', async () => {
    expect(
      (await call('POST', '/job-offers', { token: await tokenFor('camila'), json: newOffer }))
        .status,
    ).toBe(403);
  });
});

describe('company scoping of offers', () => {
  it('a recruiter of another company cannot read, publish, change stages of, or list applicants of an offer', async () => {
    const read = await call('GET', `/job-offers/${andesOffer}`, { token: otherRecruiter });
    expect(read.status).toBe(403);
    expect(read.body.message).toBe('No tienes acceso a los datos de otra empresa');
    expect(
      (
        await call('PATCH', `/job-offers/${andesOffer}`, {
          token: otherRecruiter,
          json: { status: 'closed' },
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await call('PUT', `/job-offers/${andesOffer}/stages`, {
          token: otherRecruiter,
          json: { stages: [questionnaire] },
        })
      ).status,
    ).toBe(403);
    expect(
      (await call('GET', `/job-offers/${andesOffer}/applicants/`, { token: otherRecruiter }))
        .status,
    ).toBe(403);
    expect(
      (await call('GET', `/job-offers/metrics?jobOfferId=${andesOffer}`, { token: otherRecruiter }))
        .status,
    ).toBe(403);
    expect(db.jobOffers.get(andesOffer)!.status).toBe('published');
    // And Valentina cannot touch theirs.
    expect((await call('GET', `/job-offers/${otherOffer}`, { token: valentina })).status).toBe(403);
  });

  it('answers 404 for an unknown offer', async () => {
    const res = await call('GET', '/job-offers/no-existe', { token: valentina });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Oferta de empleo no encontrada');
  });
});

describe('PUT /job-offers/{id}/stages', () => {
  it('refuses (409) removing a stage that applications are in, and keeps known ids', async () => {
    const app = db.applications
      .all()
      .find(
        (a) => a.companyId === ANDES_DIGITAL_ID && a.stages.some((s) => s.status === 'passed'),
      )!;
    const offer = db.jobOffers.get(app.jobOfferId)!;
    const stages = offer.stages.map((s) => ({
      ...s,
      questions: s.questions.map((q) => ({ ...q, correctOptionId: q.correctOptionId })),
    }));
    const removed = await call('PUT', `/job-offers/${offer.id}/stages`, {
      token: valentina,
      json: { stages: stages.slice(1) },
    });
    expect(removed.status).toBe(409);
    expect(removed.body.error).toBe('stage_in_use');
    const extra = await call('PUT', `/job-offers/${offer.id}/stages`, {
      token: valentina,
      json: {
        stages: [...stages, { name: 'Entrevista final', type: 'interview', place: 'Oficina' }],
      },
    });
    expect(extra.status).toBe(200);
    expect(extra.body.data.stages.map((s: { id: string }) => s.id).slice(0, stages.length)).toEqual(
      offer.stages.map((s) => s.id),
    );
    expect(db.applications.get(app.id)!.stages).toHaveLength(stages.length + 1);
    expect(db.applications.get(app.id)!.stages.at(-1)!.status).toBe('pending');
  });
});

describe('the task of a technical stage ("Enunciado", issue 30.1)', () => {
  it('keeps the statement and an uploaded PDF, shows them to staff and candidates, and refuses what is wrong', async () => {
    const created = await call('POST', '/job-offers', {
      token: valentina,
      json: { ...newOffer, status: 'published', stages: [questionnaire] },
    });
    const offerId: string = created.body.data.id;
    const upload = (file: File) => {
      const form = new FormData();
      form.append('file', file);
      return call('POST', `/job-offers/${offerId}/stage-files`, { token: valentina, form });
    };
    expect((await upload(pngFile('caso.png'))).status).toBe(415);
    expect((await upload(pdfFile('caso.pdf', 6 * 1024 * 1024))).status).toBe(413);
    const form = new FormData();
    form.append('file', pdfFile('caso.pdf'));
    expect(
      (await call('POST', `/job-offers/${offerId}/stage-files`, { token: otherRecruiter, form }))
        .status,
    ).toBe(403);
    const uploaded = await upload(pdfFile('caso.pdf', 2048));
    expect(uploaded.status).toBe(201);
    expect(uploaded.body.data).toMatchObject({ name: 'caso.pdf', mimeType: 'application/pdf' });

    const statement = 'Diseña un servicio de pedidos.\n\nExplica cómo lo probarías.';
    const tooLong = await call('PUT', `/job-offers/${offerId}/stages`, {
      token: valentina,
      json: { stages: [{ name: 'Caso', type: 'technical', statement: 'x'.repeat(5001) }] },
    });
    expect(tooLong.status).toBe(422);
    expect(tooLong.body.details['stages.0.statement']).toBe(
      'Debe tener como máximo 5000 caracteres',
    );
    const unknownFile = await call('PUT', `/job-offers/${offerId}/stages`, {
      token: valentina,
      json: { stages: [{ name: 'Caso', type: 'technical', statement, statementFileId: 'nope' }] },
    });
    expect(unknownFile.status).toBe(422);
    expect(unknownFile.body.details['stages.0.statementFileId']).toMatch(/no existe/);

    const saved = await call('PUT', `/job-offers/${offerId}/stages`, {
      token: valentina,
      json: {
        stages: [
          { name: 'Caso', type: 'technical', statement, statementFileId: uploaded.body.data.id },
        ],
      },
    });
    expect(saved.status).toBe(200);
    const stage = saved.body.data.stages[0];
    expect(stage).toMatchObject({
      statement,
      statementFile: { name: 'caso.pdf', downloadUrl: `/api/v1/stages/${stage.id}/statement-file` },
    });
    expect(stage.statementFileId).toBeUndefined();

    const camila = await tokenFor('camila');
    const seen = await call('GET', `/candidates/job-offers/${offerId}`, { token: camila });
    expect(seen.body.data.stages[0]).toMatchObject({ statement, statementFile: { size: 2048 } });
    const file = await call('GET', `/stages/${stage.id}/statement-file`, { token: camila });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(
      (await call('GET', `/stages/${stage.id}/statement-file`, { token: otherRecruiter })).status,
    ).toBe(403);
  });
});

describe('GET /job-offers/{id}/applicants/', () => {
  it('lists the applicants with stage statuses and match, paged', async () => {
    const app = db.applications.all().find((a) => a.companyId === ANDES_DIGITAL_ID)!;
    const res = await call('GET', `/job-offers/${app.jobOfferId}/applicants/`, {
      token: valentina,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ page: 1, pageSize: 10 });
    const row = res.body.data.find((r: { id: string }) => r.id === app.id);
    expect(row).toMatchObject({
      candidate: { id: app.candidateId },
      match: { percent: expect.any(Number) },
    });
  });
});

describe('GET /stages/{id}', () => {
  it('shows staff the whole stage, candidates no right answers, other companies nothing', async () => {
    const offer = db.jobOffers
      .where('companyId', ANDES_DIGITAL_ID)
      .find((o) => o.status === 'published' && o.stages.some((s) => s.type === 'questionnaire'))!;
    const stage = offer.stages.find((s) => s.type === 'questionnaire')!;
    const staff = await call('GET', `/stages/${stage.id}`, { token: valentina });
    expect(staff.status).toBe(200);
    expect(staff.body.data.questions[0].correctOptionId).toBeDefined();
    const candidate = await call('GET', `/stages/${stage.id}`, { token: await tokenFor('mateo') });
    expect(candidate.status).toBe(200);
    expect(candidate.body.data).toMatchObject({
      id: stage.id,
      status: 'pending',
      jobOfferId: offer.id,
    });
    expect(candidate.body.data.questions[0].correctOptionId).toBeUndefined();
    expect((await call('GET', `/stages/${stage.id}`, { token: otherRecruiter })).status).toBe(403);
    expect((await call('GET', '/stages/no-existe', { token: valentina })).status).toBe(404);
  });
});
