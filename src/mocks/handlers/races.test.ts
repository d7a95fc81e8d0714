// @vitest-environment node
/**
 * Check-then-act races: two conflicting writes in flight at once, the first one's body
 * arriving late (a slow client). Exactly one may win; the other gets the contract's 409.
 * The requests go straight to the handlers (`getResponse`), as the browser worker and the
 * standalone server do.
 */
import { getResponse } from 'msw';
import { ANDES_DIGITAL_ID, db, PERSONA_USER_IDS, type JobOffer } from '../db';
import { handlers } from '.';
import { BASE, call, personaTokens } from './test-utils';

/** A body that is sent only when `open()` is called (a slow upload). */
function gatedBody(text: string) {
  let open!: () => void;
  const gate = new Promise<void>((resolve) => (open = resolve));
  const stream = new ReadableStream<Uint8Array>({
    async pull(controller) {
      await gate;
      controller.enqueue(new TextEncoder().encode(text));
      controller.close();
    },
  });
  return { stream, open };
}

interface Sent {
  status: number;
  body: { data?: Record<string, unknown>; error?: string; message?: string };
}

/** Send a JSON request to the handlers; with `slow`, its body waits for `open()`. */
function send(method: string, path: string, token: string, json: unknown, slow = false) {
  const text = JSON.stringify(json);
  const gated = slow ? gatedBody(text) : null;
  const request = new Request(`${BASE}${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: gated ? gated.stream : text,
    // @ts-expect-error Node's fetch needs it for a streamed body (not in the DOM types).
    duplex: 'half',
  });
  const response = getResponse(handlers, request).then(async (r): Promise<Sent> => {
    if (!r) throw new Error(`no handler for ${method} ${path}`);
    return { status: r.status, body: (await r.json()) as Sent['body'] };
  });
  return { response, open: gated?.open ?? (() => {}) };
}

/** Let the slow request reach its `await` on the body before the fast one runs. */
const tick = (ms = 50) => new Promise((resolve) => setTimeout(resolve, ms));

const statuses = (results: Sent[]) => results.map((r) => r.status).sort();

let valentina: string;
let mateo: string;
let mateoCvId: string;

async function mateoCv(): Promise<string> {
  const existing = db.cvs.where('candidateId', PERSONA_USER_IDS.mateo).find((c) => !c.deletedAt);
  if (existing) return existing.id;
  const form = new FormData();
  form.append('file', new File(['%PDF-1.4 cv'], 'cv.pdf', { type: 'application/pdf' }));
  const res = await call('POST', '/cv/upload/', { token: mateo, form });
  expect(res.status).toBe(201);
  return res.body.data.id as string;
}

/** A new published offer of Andes Digital with the given stages. */
async function createOffer(stages: object[], status = 'published'): Promise<JobOffer> {
  const res = await call('POST', '/job-offers', {
    token: valentina,
    json: {
      title: 'Desarrollador Backend Senior',
      description: 'Diseñarás y mantendrás servicios de pagos con pruebas automatizadas.',
      category: 'Tecnología',
      city: 'Santiago',
      country: 'Chile',
      modality: 'remoto',
      seniority: 'senior',
      requiredSkills: ['Node.js'],
      status,
      stages,
    },
  });
  expect(res.status).toBe(201);
  return db.jobOffers.get(res.body.data.id)!;
}

async function applied(stages: object[]) {
  const offer = await createOffer(stages);
  const res = await call('POST', `/job-offers/${offer.id}/apply`, {
    token: mateo,
    json: { cvId: mateoCvId },
  });
  expect(res.status).toBe(201);
  return { offer, applicationId: res.body.data.id as string };
}

beforeAll(async () => {
  ({ valentina, mateo } = await personaTokens('valentina', 'mateo'));
});
beforeEach(async () => {
  mateoCvId = await mateoCv();
});

describe('check-then-act races: one winner, the others 409', () => {
  it('two attempts at the same open stage: one 201, one 409', async () => {
    const { offer, applicationId } = await applied([
      { name: 'Prueba técnica', type: 'technical', statement: 'Resuelve el caso.' },
    ]);
    const stageId = offer.stages[0]!.id;
    const path = `/evaluations/applications/${applicationId}/stages/${stageId}/attempt`;
    const body = { textAnswer: 'Separaría el problema en módulos pequeños con pruebas.' };
    const slow = send('POST', path, mateo, body, true);
    await tick();
    const fast = send('POST', path, mateo, body);
    const fastResult = await fast.response;
    slow.open();
    const results = [await slow.response, fastResult];
    expect(statuses(results)).toEqual([201, 409]);
    expect(db.attempts.where('applicationId', applicationId)).toHaveLength(1);
  });

  it('ten parallel attempts make one attempt', async () => {
    const { offer, applicationId } = await applied([
      { name: 'Prueba técnica', type: 'technical', statement: 'Resuelve el caso.' },
    ]);
    const path = `/evaluations/applications/${applicationId}/stages/${offer.stages[0]!.id}/attempt`;
    const body = { textAnswer: 'Separaría el problema en módulos pequeños con pruebas.' };
    const sent = Array.from({ length: 10 }, () => send('POST', path, mateo, body, true));
    await tick(300);
    sent.forEach((s) => s.open());
    const results = await Promise.all(sent.map((s) => s.response));
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(9);
    expect(db.attempts.where('applicationId', applicationId)).toHaveLength(1);
  });

  it('"passed" and "failed" on the same attempt: one 200, one 409, a consistent application', async () => {
    const { offer, applicationId } = await applied([
      { name: 'Prueba técnica', type: 'technical', statement: 'Resuelve el caso.' },
      { name: 'Entrevista', type: 'interview' },
    ]);
    const attempt = await call(
      'POST',
      `/evaluations/applications/${applicationId}/stages/${offer.stages[0]!.id}/attempt`,
      { token: mateo, json: { textAnswer: 'Separaría el problema en módulos pequeños.' } },
    );
    expect(attempt.status).toBe(201);
    const path = `/recruiters/stage-attempts/${attempt.body.data.id}`;
    const slow = send('PATCH', path, valentina, { status: 'passed' }, true);
    await tick();
    const fast = await send('PATCH', path, valentina, { status: 'failed' }).response;
    slow.open();
    const results = [await slow.response, fast];
    expect(statuses(results)).toEqual([200, 409]);
    const application = db.applications.get(applicationId)!;
    // The fast one ("failed") won: rejected, and the next stage was not opened.
    expect(application.status).toBe('rejected');
    expect(application.stages.map((s) => s.status)).toEqual(['failed', 'pending']);
    const reviewed = db.notifications
      .where('userId', PERSONA_USER_IDS.mateo)
      .filter((n) => n.type === 'attempt_reviewed' || n.type === 'stage_opened');
    expect(reviewed).toHaveLength(1);
  });

  it('bulk review against a single review of the same attempt: decided once', async () => {
    const target = db.attempts
      .where('companyId', ANDES_DIGITAL_ID)
      .find((a) => a.status === 'reviewing' && a.automatizable && a.proposedStatus)!;
    const slow = send(
      'PATCH',
      `/recruiters/stage-attempts/${target.id}`,
      valentina,
      { status: target.proposedStatus === 'passed' ? 'failed' : 'passed' },
      true,
    );
    await tick();
    const bulk = await send('POST', '/recruiters/stage-attempts/bulk-review', valentina, {
      attemptIds: [target.id],
    }).response;
    slow.open();
    const single = await slow.response;
    expect(bulk.status).toBe(200);
    expect(bulk.body.data).toMatchObject({ reviewed: [target.id] });
    expect(single.status).toBe(409);
    expect(db.attempts.get(target.id)!.status).toBe(target.proposedStatus);
  });

  it('publishing a draft while its stages are emptied never leaves a published offer without stages', async () => {
    const offer = await createOffer(
      [{ name: 'Prueba técnica', type: 'technical', statement: 'Resuelve el caso.' }],
      'draft',
    );
    const slow = send('PATCH', `/job-offers/${offer.id}`, valentina, { status: 'published' }, true);
    await tick();
    const emptied = await send('PUT', `/job-offers/${offer.id}/stages`, valentina, {
      stages: [],
    }).response;
    slow.open();
    const published = await slow.response;
    expect(emptied.status).toBe(200);
    expect(published.status).toBe(422);
    const stored = db.jobOffers.get(offer.id)!;
    expect(stored.status).toBe('draft');
    expect(stored.stages).toHaveLength(0);
    // Nobody can apply to it.
    const apply = await call('POST', `/job-offers/${offer.id}/apply`, {
      token: mateo,
      json: { cvId: mateoCvId },
    });
    expect(apply.status).not.toBe(201);
  });

  it('applying twice at once: one 201, one 409', async () => {
    const offer = await createOffer([
      { name: 'Prueba técnica', type: 'technical', statement: 'Resuelve el caso.' },
    ]);
    const path = `/job-offers/${offer.id}/apply`;
    // Both bodies arrive together, after both requests reached the handler.
    const first = send('POST', path, mateo, { cvId: mateoCvId }, true);
    const second = send('POST', path, mateo, { cvId: mateoCvId }, true);
    await tick(200);
    first.open();
    second.open();
    const results = await Promise.all([first.response, second.response]);
    expect(statuses(results)).toEqual([201, 409]);
    expect(results.find((r) => r.status === 409)!.body.error).toBe('already_applied');
    expect(
      db.applications
        .where('jobOfferId', offer.id)
        .filter((a) => a.candidateId === PERSONA_USER_IDS.mateo),
    ).toHaveLength(1);
  });
});
