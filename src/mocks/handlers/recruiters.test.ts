// @vitest-environment node
import { ANDES_DIGITAL_ID, db, ensureDatabase, PERSONA_USER_IDS, type Attempt } from '../db';
import { call, expiredToken, otherCompanyStaff, tokenFor } from './test-utils';

let valentina: string;
let queue: Attempt[];

beforeAll(async () => {
  await ensureDatabase();
  valentina = await tokenFor('valentina');
  queue = db.attempts.where('companyId', ANDES_DIGITAL_ID).filter((a) => a.status === 'reviewing');
});

type Row = {
  id: string;
  automatizable: boolean;
  stageType: string;
  submittedAt: string;
  candidate: { name: string; lastName: string };
  jobOffer: { title: string };
};

describe('GET /recruiters/stage-attempts/to-review', () => {
  it("pages the company's attempts waiting for review, oldest first", async () => {
    const res = await call('GET', '/recruiters/stage-attempts/to-review', { token: valentina });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ page: 1, pageSize: 10, total: queue.length });
    const dates = res.body.data.map((r: Row) => r.submittedAt);
    expect([...dates].sort()).toEqual(dates);
    expect(res.body.data.every((r: Row & { status: string }) => r.status === 'reviewing')).toBe(
      true,
    );
    expect(res.body.data[0]).toMatchObject({
      candidate: { name: expect.any(String) },
      jobOffer: { title: expect.any(String) },
      stageName: expect.any(String),
    });
  });

  it('filters by automatizable, stageType, candidateName, search and dates', async () => {
    const auto = await call(
      'GET',
      '/recruiters/stage-attempts/to-review?automatizable=true&pageSize=100',
      { token: valentina },
    );
    expect(auto.body.total).toBe(queue.filter((a) => a.automatizable).length);
    expect(auto.body.total).toBeGreaterThan(0);
    const manual = await call(
      'GET',
      '/recruiters/stage-attempts/to-review?automatizable=false&pageSize=100',
      { token: valentina },
    );
    expect(manual.body.total).toBe(queue.filter((a) => !a.automatizable).length);
    const technical = await call(
      'GET',
      '/recruiters/stage-attempts/to-review?stageType=technical&pageSize=100',
      { token: valentina },
    );
    expect(technical.body.data.every((r: Row) => r.stageType === 'technical')).toBe(true);
    expect(technical.body.total).toBe(queue.filter((a) => a.stageType === 'technical').length);
    const camila = await call(
      'GET',
      '/recruiters/stage-attempts/to-review?candidateName=camila%20ROJAS&pageSize=100',
      { token: valentina },
    );
    expect(camila.body.total).toBe(
      queue.filter((a) => a.candidateId === PERSONA_USER_IDS.camila).length,
    );
    expect(camila.body.total).toBeGreaterThan(0);
    const search = await call(
      'GET',
      '/recruiters/stage-attempts/to-review?search=rojas&pageSize=100',
      { token: valentina },
    );
    expect(search.body.total).toBe(camila.body.total);
    const sorted = [...queue].sort((a, b) => a.submittedAt.localeCompare(b.submittedAt));
    const middle = sorted[Math.floor(sorted.length / 2)]!.submittedAt;
    const since = await call(
      'GET',
      `/recruiters/stage-attempts/to-review?startDate=${encodeURIComponent(middle)}&pageSize=100`,
      { token: valentina },
    );
    expect(since.body.total).toBe(queue.filter((a) => a.submittedAt >= middle).length);
    const until = await call(
      'GET',
      `/recruiters/stage-attempts/to-review?endDate=${middle.slice(0, 10)}&pageSize=100`,
      { token: valentina },
    );
    expect(until.body.total).toBe(
      queue.filter((a) => a.submittedAt.slice(0, 10) <= middle.slice(0, 10)).length,
    );
  });

  it('sorts by candidate name descending', async () => {
    const res = await call(
      'GET',
      '/recruiters/stage-attempts/to-review?sortBy=candidateName&sortOrder=desc&pageSize=100',
      { token: valentina },
    );
    const names = res.body.data.map((r: Row) => `${r.candidate.name} ${r.candidate.lastName}`);
    const collator = new Intl.Collator('es', { sensitivity: 'base' });
    expect([...names].sort((a, b) => collator.compare(b, a))).toEqual(names);
  });

  it('answers 400 for bad filters, 401, 403 for candidates', async () => {
    const bad = await call(
      'GET',
      '/recruiters/stage-attempts/to-review?startDate=ayer&automatizable=quizas&stageType=x&sortBy=y',
      { token: valentina },
    );
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.details).sort()).toEqual([
      'automatizable',
      'sortBy',
      'stageType',
      'startDate',
    ]);
    expect(
      (
        await call('GET', '/recruiters/stage-attempts/to-review?endDate=nunca', {
          token: valentina,
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await call('GET', '/recruiters/stage-attempts/to-review', {
          token: await expiredToken('valentina'),
        })
      ).status,
    ).toBe(401);
    expect(
      (
        await call('GET', '/recruiters/stage-attempts/to-review', {
          token: await tokenFor('camila'),
        })
      ).status,
    ).toBe(403);
  });

  it("never shows another company's attempts", async () => {
    const other = await call('GET', '/recruiters/stage-attempts/to-review?pageSize=100', {
      token: await tokenFor(otherCompanyStaff()),
    });
    const ids = new Set(queue.map((a) => a.id));
    expect(other.body.data.some((r: Row) => ids.has(r.id))).toBe(false);
  });
});

describe('PATCH /recruiters/stage-attempts/{attemptId}', () => {
  const pendingWithNext = () =>
    queue.find((a) => {
      const app = db.applications.get(a.applicationId)!;
      const index = app.stages.findIndex((s) => s.stageId === a.stageId);
      return (
        db.attempts.get(a.id)!.status === 'reviewing' &&
        index < app.stages.length - 1 &&
        a.candidateId !== PERSONA_USER_IDS.camila
      );
    })!;

  it('passing opens the next stage and notifies the candidate; deciding twice is a 409', async () => {
    const attempt = pendingWithNext();
    const res = await call('PATCH', `/recruiters/stage-attempts/${attempt.id}`, {
      token: valentina,
      json: { status: 'passed', feedback: 'Muy bien', score: 90 },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      status: 'passed',
      feedback: 'Muy bien',
      score: 90,
      reviewedBy: PERSONA_USER_IDS.valentina,
    });
    const app = db.applications.get(attempt.applicationId)!;
    const index = app.stages.findIndex((s) => s.stageId === attempt.stageId);
    expect(app.stages[index]!.status).toBe('passed');
    expect(app.stages[index + 1]!.status).toBe('in_progress');
    const candidateToken = await tokenFor(attempt.candidateId);
    const notes = await call('GET', '/notifications/', { token: candidateToken });
    expect(
      notes.body.data
        .slice(0, 2)
        .map((n: { title: string }) => n.title)
        .sort(),
    ).toEqual(['Etapa aprobada', 'Nueva etapa disponible']);
    const again = await call('PATCH', `/recruiters/stage-attempts/${attempt.id}`, {
      token: valentina,
      json: { status: 'failed' },
    });
    expect(again.status).toBe(409);
  });

  it('failing ends the application', async () => {
    const attempt = pendingWithNext();
    await call('PATCH', `/recruiters/stage-attempts/${attempt.id}`, {
      token: valentina,
      json: { status: 'failed', feedback: 'No cumple' },
    });
    const app = db.applications.get(attempt.applicationId)!;
    expect(app.status).toBe('rejected');
    expect(app.stages.some((s) => s.status === 'in_progress')).toBe(false);
  });

  it('validates the decision and refuses other companies (403) and unknown attempts (404)', async () => {
    const attempt = pendingWithNext();
    const bad = await call('PATCH', `/recruiters/stage-attempts/${attempt.id}`, {
      token: valentina,
      json: { status: 'maybe', score: 101 },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.details).toEqual({
      status: 'Valor no permitido',
      score: 'Debe ser menor o igual a 100',
    });
    const other = await call('PATCH', `/recruiters/stage-attempts/${attempt.id}`, {
      token: await tokenFor(otherCompanyStaff()),
      json: { status: 'passed' },
    });
    expect(other.status).toBe(403);
    expect(db.attempts.get(attempt.id)!.status).toBe('reviewing');
    expect(
      (
        await call('GET', `/recruiters/stage-attempts/${attempt.id}`, {
          token: await tokenFor(otherCompanyStaff('admin')),
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await call('PATCH', '/recruiters/stage-attempts/nada', {
          token: valentina,
          json: { status: 'passed' },
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await call('PATCH', `/recruiters/stage-attempts/${attempt.id}`, {
          token: await tokenFor('camila'),
          json: { status: 'passed' },
        })
      ).status,
    ).toBe(403);
  });

  it('an admin of the company may review too, and sees the answers', async () => {
    const attempt = pendingWithNext();
    const detail = await call('GET', `/recruiters/stage-attempts/${attempt.id}`, {
      token: await tokenFor('andres'),
    });
    expect(detail.status).toBe(200);
    expect(detail.body.data).toMatchObject({ id: attempt.id, answers: expect.any(Array) });
  });
});

describe('POST /recruiters/stage-attempts/bulk-review', () => {
  it("confirms the platform's proposals and skips what it cannot decide", async () => {
    const automatizable = db.attempts
      .where('companyId', ANDES_DIGITAL_ID)
      .filter((a) => a.status === 'reviewing' && a.automatizable)
      .slice(0, 2);
    const manual = db.attempts
      .where('companyId', ANDES_DIGITAL_ID)
      .find((a) => a.status === 'reviewing' && !a.automatizable)!;
    const foreign = db.attempts.all().find((a) => a.companyId !== ANDES_DIGITAL_ID)!;
    const res = await call('POST', '/recruiters/stage-attempts/bulk-review', {
      token: valentina,
      json: { attemptIds: [...automatizable.map((a) => a.id), manual.id, foreign.id] },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.reviewed).toEqual(automatizable.map((a) => a.id));
    expect(res.body.data.skipped.map((s: { id: string }) => s.id)).toEqual([manual.id, foreign.id]);
    for (const a of automatizable) expect(db.attempts.get(a.id)!.status).toBe(a.proposedStatus);
    expect(db.attempts.get(foreign.id)!.status).toBe(foreign.status);
  });
});

describe('POST /recruiters/stage-attempts/bulk-reject', () => {
  it('rejects the attempts with one reason the candidates read, and skips what it cannot', async () => {
    const waiting = db.attempts
      .where('companyId', ANDES_DIGITAL_ID)
      .filter((a) => a.status === 'reviewing')
      .slice(-2);
    const decided = db.attempts
      .where('companyId', ANDES_DIGITAL_ID)
      .find((a) => a.status !== 'reviewing')!;
    const foreign = db.attempts.all().find((a) => a.companyId !== ANDES_DIGITAL_ID)!;
    const res = await call('POST', '/recruiters/stage-attempts/bulk-reject', {
      token: valentina,
      json: {
        attemptIds: [...waiting.map((a) => a.id), decided.id, foreign.id],
        reason: 'requirements',
        comment: '  Gracias por tu tiempo.  ',
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      reviewed: waiting.map((a) => a.id),
      skipped: [
        { id: decided.id, reason: 'Ya fue evaluado' },
        { id: foreign.id, reason: 'Intento no encontrado' },
      ],
    });
    const feedback =
      'Motivo: El perfil no cumple los requisitos del puesto.\nGracias por tu tiempo.';
    for (const a of waiting) {
      expect(db.attempts.get(a.id)).toMatchObject({ status: 'failed', feedback });
      expect(db.applications.get(a.applicationId)!.status).toBe('rejected');
    }
    expect(db.attempts.get(foreign.id)!.status).toBe(foreign.status);
    expect(db.attempts.get(decided.id)!.feedback).toBe(decided.feedback);

    // The candidate reads the reason in the attempt's result.
    const candidate = await tokenFor(waiting[0]!.candidateId);
    const last = await call(
      'GET',
      `/evaluations/applications/${waiting[0]!.applicationId}/last-attempt`,
      { token: candidate },
    );
    expect(last.body.data).toMatchObject({ status: 'failed', feedback });
  });

  it('asks for a known reason, and words of its own for "other"', async () => {
    const id = queue.find((a) => db.attempts.get(a.id)!.status === 'reviewing')!.id;
    const send = (json: unknown) =>
      call('POST', '/recruiters/stage-attempts/bulk-reject', { token: valentina, json });
    const noReason = await send({ attemptIds: [id] });
    expect(noReason.status).toBe(422);
    expect(noReason.body.details).toHaveProperty('reason');
    expect((await send({ attemptIds: [id], reason: 'porque sí' })).status).toBe(422);
    const other = await send({ attemptIds: [id], reason: 'other', comment: '   ' });
    expect(other.status).toBe(422);
    expect(other.body.details).toEqual({ comment: 'Explica el motivo a los candidatos' });
    expect((await send({ attemptIds: [], reason: 'requirements' })).status).toBe(422);
    expect(db.attempts.get(id)!.status).toBe('reviewing');

    const done = await send({ attemptIds: [id], reason: 'other', comment: 'Cerramos el proceso.' });
    expect(done.status).toBe(200);
    expect(db.attempts.get(id)!.feedback).toBe('Cerramos el proceso.');
    const camila = await call('POST', '/recruiters/stage-attempts/bulk-reject', {
      token: await tokenFor('camila'),
      json: { attemptIds: [id], reason: 'requirements' },
    });
    expect(camila.status).toBe(403);
  });
});

describe('GET /recruiters/stage-attempts/{attemptId}', () => {
  it("answers the attempt with the application's CV, for the reviewer to download", async () => {
    const attempt = queue.find((a) => db.applications.get(a.applicationId)?.cvId)!;
    const cvId = db.applications.get(attempt.applicationId)!.cvId!;
    const res = await call('GET', `/recruiters/stage-attempts/${attempt.id}`, {
      token: valentina,
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      id: attempt.id,
      status: 'reviewing',
      cv: {
        id: cvId,
        fileName: db.cvs.get(cvId)!.fileName,
        downloadUrl: `/api/v1/cv/${cvId}/download`,
      },
    });
    const file = await call('GET', `/cv/${cvId}/download`, { token: valentina, raw: true });
    expect(file.status).toBe(200);
  });
});
