// @vitest-environment node
import { ANDES_DIGITAL_ID, db, ensureDatabase, PERSONA_USER_IDS, type Stage } from '../db';
import {
  call,
  offerWith as offerWithStages,
  otherCandidate,
  otherCompanyStaff,
  pngFile,
  tokenFor,
} from './test-utils';

const text = { textAnswer: 'Separaría el problema en módulos pequeños con pruebas.' };

/** A fresh recruiter-made offer with the given stages, and Mateo (a new candidate) applied to it. */
const offerWith = (stages: object[]) => offerWithStages(stages, { candidate: 'mateo' });

const quiz = (autoDecide: boolean) => ({
  name: autoDecide ? 'Cuestionario automático' : 'Cuestionario asistido',
  type: 'questionnaire',
  autoDecide,
  automatizable: !autoDecide,
  passingScore: 50,
  questions: [
    {
      text: '¿Capital de Perú?',
      options: [{ text: 'Lima' }, { text: 'Quito' }],
      correctOptionIndex: 0,
    },
    { text: '¿2 × 3?', options: [{ text: '5' }, { text: '6' }], correctOptionIndex: 1 },
  ],
});
const answersFor = (stage: Stage, correct: boolean) => ({
  answers: stage.questions.map((q) => ({
    questionId: q.id,
    optionId: correct ? q.correctOptionId : q.options.find((o) => o.id !== q.correctOptionId)!.id,
  })),
});

/** Sends, with `token`, an attempt at the stage `stageId` of the application. */
const sendAttempt = (applicationId: string | null, stageId: string, token: string, json: unknown) =>
  call('POST', `/evaluations/applications/${applicationId}/stages/${stageId}/attempt`, {
    token,
    json,
  });

/** An automatic questionnaire, then a technical stage. */
const quizThenTechnical = () =>
  offerWith([
    quiz(true),
    { name: 'Prueba técnica', type: 'technical', statement: 'Resuelve el caso.' },
  ]);

beforeAll(() => ensureDatabase());

describe('POST /evaluations/applications/{applicationId}/stages/{stageId}/attempt', () => {
  it('grades an automatic questionnaire at once and opens the next stage', async () => {
    const { offer, applicationId, token } = await quizThenTechnical();
    const [first, second] = offer.stages as [Stage, Stage];
    const res = await sendAttempt(applicationId, first.id, token, answersFor(first, true));
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ status: 'passed', score: 100, stageId: first.id });
    expect(res.body.data.proposedScore).toBeUndefined();
    const status = await call('GET', `/evaluations/applications/${applicationId}/status`, {
      token,
    });
    expect(status.body.data.stages.map((s: { status: string }) => s.status)).toEqual([
      'passed',
      'in_progress',
    ]);
    expect(status.body.data.currentStage.stageId).toBe(second.id);
    const notes = (await call('GET', '/notifications', { token })).body.data.map(
      (n: { title: string }) => n.title,
    );
    expect(notes).toEqual(expect.arrayContaining(['Etapa aprobada', 'Nueva etapa disponible']));

    // A technical answer goes to review; the stage shows "reviewing".
    const tech = await sendAttempt(applicationId, second.id, token, text);
    expect(tech.status).toBe(201);
    expect(tech.body.data.status).toBe('reviewing');
    const last = await call('GET', `/evaluations/applications/${applicationId}/last-attempt`, {
      token,
    });
    expect(last.body.data).toMatchObject({
      id: tech.body.data.id,
      stageId: second.id,
      status: 'reviewing',
    });
    // Sending it again is a conflict.
    const again = await sendAttempt(applicationId, second.id, token, text);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Ya enviaste esta etapa; está en revisión');
  });

  it('fails an automatic questionnaire below the passing score and ends the application', async () => {
    const { offer, applicationId, token } = await offerWith([
      quiz(true),
      { name: 'Entrevista', type: 'interview' },
    ]);
    const first = offer.stages[0]!;
    const res = await sendAttempt(applicationId, first.id, token, answersFor(first, false));
    expect(res.body.data).toMatchObject({ status: 'failed', score: 0 });
    const status = await call('GET', `/evaluations/applications/${applicationId}/status`, {
      token,
    });
    expect(status.body.data).toMatchObject({ status: 'rejected' });
    expect(status.body.data.stages.map((s: { status: string }) => s.status)).toEqual([
      'failed',
      'pending',
    ]);
  });

  it('sends an assisted questionnaire to review with a proposal for the recruiter', async () => {
    const { offer, applicationId, token } = await offerWith([quiz(false)]);
    const first = offer.stages[0]!;
    const res = await sendAttempt(applicationId, first.id, token, answersFor(first, true));
    expect(res.body.data.status).toBe('reviewing');
    const attempt = db.attempts.get(res.body.data.id)!;
    expect(attempt).toMatchObject({
      proposedScore: 100,
      proposedStatus: 'passed',
      automatizable: true,
    });
  });

  it('refuses a pending stage (409), missing answers (422) and unknown stages (404)', async () => {
    const { offer, applicationId, token } = await quizThenTechnical();
    const [first, second] = offer.stages as [Stage, Stage];
    const pending = await sendAttempt(applicationId, second.id, token, text);
    expect(pending.status).toBe(409);
    expect(pending.body.message).toBe('Esta etapa todavía no está disponible');
    const partial = await sendAttempt(applicationId, first.id, token, {
      answers: [answersFor(first, true).answers[0]],
    });
    expect(partial.status).toBe(422);
    expect(partial.body.details).toEqual({ 'answers.1': 'Responde esta pregunta' });
    expect(
      (
        await call('POST', `/evaluations/applications/${applicationId}/stages/nada/attempt`, {
          token,
          json: text,
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await call('POST', `/evaluations/applications/nada/stages/${first.id}/attempt`, {
          token,
          json: text,
        })
      ).status,
    ).toBe(404);
  });

  it('takes documents as multipart, with 415 and 413', async () => {
    const { offer, applicationId, token } = await offerWith([
      { name: 'Documentación', type: 'document' },
    ]);
    const stage = offer.stages[0]!;
    const path = `/evaluations/applications/${applicationId}/stages/${stage.id}/attempt`;
    const form = (file: File) => {
      const f = new FormData();
      f.append('file', file);
      f.append('comment', 'Certificado adjunto');
      return f;
    };
    expect(
      (
        await call('POST', path, {
          token,
          form: form(new File(['x'], 'a.exe', { type: 'application/x-msdownload' })),
        })
      ).status,
    ).toBe(415);
    expect(
      (
        await call('POST', path, {
          token,
          form: form(
            new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'a.pdf', { type: 'application/pdf' }),
          ),
        })
      ).status,
    ).toBe(413);
    const ok = await call('POST', path, {
      token,
      form: form(new File(['%PDF-1.4 doc'], 'cert.pdf', { type: 'application/pdf' })),
    });
    expect(ok.status).toBe(201);
    expect(ok.body.data).toMatchObject({
      status: 'reviewing',
      textAnswer: 'Certificado adjunto',
      file: { name: 'cert.pdf' },
    });
    const file = await call('GET', `/evaluations/attempts/${ok.body.data.id}/file`, {
      token,
      raw: true,
    });
    expect(new TextDecoder().decode(file.body as ArrayBuffer)).toBe('%PDF-1.4 doc');
  });
});

describe('an interview in the application views (issue 30.3)', () => {
  it('keeps scheduledAt and place before and after confirming, with confirmedAt for the candidate and staff', async () => {
    const scheduledAt = '2026-12-03T14:30:00.000Z';
    const place = 'Oficina central, Santiago';
    const { offer, applicationId, token } = await offerWith([
      { name: 'Entrevista', type: 'interview', scheduledAt, place },
    ]);
    const stageId = offer.stages[0]!.id;
    const before = await call('GET', `/evaluations/applications/${applicationId}/status`, {
      token,
    });
    expect(before.body.data.currentStage).toMatchObject({
      stageId,
      status: 'in_progress',
      scheduledAt,
      place,
      confirmedAt: null,
    });
    const sent = await sendAttempt(applicationId, stageId, token, { confirmed: true });
    expect(sent.status).toBe(201);
    const after = await call('GET', `/evaluations/applications/${applicationId}/status`, { token });
    expect(after.body.data.stages[0]).toMatchObject({
      status: 'reviewing',
      scheduledAt,
      place,
      confirmedAt: sent.body.data.submittedAt,
    });
    const mine = await call('GET', '/candidates/applications?pageSize=100', { token });
    const listed = mine.body.data.find((a: { id: string }) => a.id === applicationId);
    expect(listed.currentStage).toMatchObject({ place, confirmedAt: sent.body.data.submittedAt });
    const applicants = await call('GET', `/job-offers/${offer.id}/applicants/?pageSize=100`, {
      token: await tokenFor('valentina'),
    });
    const row = applicants.body.data.find((a: { id: string }) => a.id === applicationId);
    expect(row.currentStage).toMatchObject({
      scheduledAt,
      confirmedAt: sent.body.data.submittedAt,
    });
  });
});

describe('POST /psychometric-tests/bender/upload', () => {
  it('attaches the drawing to the Bender attempt (201), with 415/413/422/403', async () => {
    const { offer, applicationId, token } = await offerWith([
      { name: 'Test de Bender', type: 'psychometric_bender' },
    ]);
    const stage = offer.stages[0]!;
    const attempt = await sendAttempt(applicationId, stage.id, token, {});
    expect(attempt.body.data).toMatchObject({ status: 'reviewing', file: null });
    const upload = (file: File, id: string = attempt.body.data.id, who = token) => {
      const form = new FormData();
      form.append('stage_attempt_id', id);
      form.append('file', file);
      return call('POST', '/psychometric-tests/bender/upload', { token: who, form });
    };
    const png = (size: number) => pngFile('dibujo.png', size);
    expect(
      (await upload(new File(['%PDF'], 'dibujo.pdf', { type: 'application/pdf' }))).status,
    ).toBe(415);
    expect((await upload(png(5 * 1024 * 1024 + 1))).status).toBe(413);
    const ok = await upload(png(2048));
    expect(ok.status).toBe(201);
    expect(ok.body.data.file).toMatchObject({
      name: 'dibujo.png',
      mimeType: 'image/png',
      size: 2048,
    });
    const other = otherCandidate();
    expect((await upload(png(10), attempt.body.data.id, await tokenFor(other))).status).toBe(403);
    const notBender = db.attempts
      .all()
      .find(
        (a) => a.candidateId === PERSONA_USER_IDS.camila && a.stageType !== 'psychometric_bender',
      )!;
    const wrong = await upload(png(10), notBender.id, await tokenFor('camila'));
    expect(wrong.status).toBe(422);
    expect(wrong.body.details.stage_attempt_id).toBe(
      'El intento no corresponde a un test de Bender',
    );
  });
});

describe('privacy of applications and attempts', () => {
  it("a candidate cannot read another candidate's application status, attempts or files", async () => {
    const camilaApp = db.applications
      .where('candidateId', PERSONA_USER_IDS.camila)
      .find((a) => db.attempts.where('applicationId', a.id).length)!;
    const mateo = await tokenFor('mateo');
    for (const path of [
      `/evaluations/applications/${camilaApp.id}/status`,
      `/evaluations/applications/${camilaApp.id}/last-attempt`,
      `/evaluations/applications/${camilaApp.id}/attempts`,
    ]) {
      const res = await call('GET', path, { token: mateo });
      expect(res.status).toBe(403);
      expect(res.body.message).toBe('Esta postulación no es tuya');
    }
    const stage = camilaApp.stages.find((s) => s.status === 'in_progress') ?? camilaApp.stages[0]!;
    expect((await sendAttempt(camilaApp.id, stage.stageId, mateo, text)).status).toBe(403);
    const withFile = db.attempts
      .all()
      .find((a) => a.fileId && a.candidateId !== PERSONA_USER_IDS.mateo)!;
    expect(
      (await call('GET', `/evaluations/attempts/${withFile.id}/file`, { token: mateo })).status,
    ).toBe(403);
  });

  it("staff read their company's applications, not other companies'", async () => {
    const andesApp = db.applications.all().find((a) => a.companyId === ANDES_DIGITAL_ID)!;
    expect(
      (
        await call('GET', `/evaluations/applications/${andesApp.id}/status`, {
          token: await tokenFor('valentina'),
        })
      ).status,
    ).toBe(200);
    const other = await call('GET', `/evaluations/applications/${andesApp.id}/last-attempt`, {
      token: await tokenFor(otherCompanyStaff()),
    });
    expect(other.status).toBe(403);
  });

  it('answers data: null when there is no attempt yet', async () => {
    const { applicationId, token } = await offerWith([{ name: 'Entrevista', type: 'interview' }]);
    const res = await call('GET', `/evaluations/applications/${applicationId}/last-attempt`, {
      token,
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toBeNull();
  });
});
