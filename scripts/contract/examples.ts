/**
 * The examples of the OpenAPI document (`npm run openapi`): real answers of the mock, on its
 * seeded data, at the seed's fixed instant. The conformance suite (`suite.ts`) runs against
 * the mock in this process (no port, no file: a throw-away database); the first success
 * answer of each operation is its example. A few writes the suite does not make (it only
 * makes those it can undo) follow, here, on that throw-away database. An operation still
 * without an answer borrows one of another whose answer has the same schema (a created
 * offer is an offer). The clock and the new ids are fixed while it runs, so the same code
 * gives the same bytes; the examples are shrunk (first item of a list, long texts cut).
 */
/* eslint-disable no-restricted-imports -- the examples are the mock's own answers. */
import { SEEDED_AT } from '../mock-seed-plugin';
import { createMockApp } from '../../src/mocks/server/app';
import { fileWith, MAGIC } from '../../src/mocks/handlers/test-files';
import { SAMPLE_MEMBER, SAMPLE_REGISTRATION } from '../../src/mocks/server/sample-accounts';
import { contractChecker, type DocumentOperation, type Json } from './document';
import { DEFAULT_ACCOUNTS, runContractSuite } from './suite';

/** `METHOD path` (lower-case method, the document's template) → the example answer. */
export type Examples = Record<string, unknown>;

const ORIGIN = 'http://127.0.0.1:8787';
const BASE = `${ORIGIN}/api/v1`;
const LONGEST_TEXT = 160;

/** Run `work` with `Date` stopped at `at` and `crypto.randomUUID` counting. */
async function withFixedWorld<T>(at: number, work: () => Promise<T>): Promise<T> {
  const RealDate = Date;
  const realUuid = Object.getOwnPropertyDescriptor(globalThis.crypto, 'randomUUID');
  class FixedDate extends RealDate {
    constructor(...args: [] | [string | number | Date]) {
      if (args.length === 0) super(at);
      else super(args[0]);
    }
    static override now() {
      return at;
    }
  }
  let count = 0;
  globalThis.Date = FixedDate as DateConstructor;
  Object.defineProperty(globalThis.crypto, 'randomUUID', {
    configurable: true,
    value: () => `00000000-0000-4000-8000-${(++count).toString(16).padStart(12, '0')}`,
  });
  try {
    return await work();
  } finally {
    globalThis.Date = RealDate;
    if (realUuid) Object.defineProperty(globalThis.crypto, 'randomUUID', realUuid);
    else delete (globalThis.crypto as { randomUUID?: unknown }).randomUUID;
  }
}

/** A small copy: the first item of every list, long texts cut. */
export function shrink(value: unknown): unknown {
  if (Array.isArray(value)) return value.slice(0, 1).map(shrink);
  if (typeof value === 'string')
    return value.length > LONGEST_TEXT ? `${value.slice(0, LONGEST_TEXT - 1)}…` : value;
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, shrink(item)]));
  return value;
}

const successOf = (op: DocumentOperation) =>
  Object.entries(op.responses).find(([status]) => status.startsWith('2'));
const jsonSchemaOf = (op: DocumentOperation) =>
  successOf(op)?.[1].content?.['application/json']?.schema;

/** The examples of `document`'s JSON success answers. */
export async function seedExamples(document: Json): Promise<Examples> {
  const { operations, find } = contractChecker(document);
  return withFixedWorld(SEEDED_AT, async () => {
    const mock = await createMockApp({ reset: false, preset: 'seed' }, null, () => {});
    const answers: Record<string, string> = {};
    const send: typeof fetch = async (input, init) => {
      const request = new Request(input, init);
      const response = (await mock.handle(request)) ?? Response.error();
      const url = new URL(request.url);
      const op = url.pathname.startsWith('/api/v1/')
        ? find(request.method, url.pathname.slice('/api/v1'.length))
        : undefined;
      const key = op && `${op.method.toLowerCase()} ${op.path}`;
      const json = response.headers.get('content-type')?.includes('json');
      if (key && json && successOf(op)?.[0] === String(response.status)) {
        // The fullest answer of the operation (an empty list shows little).
        const text = await response.clone().text();
        if (text.length > (answers[key]?.length ?? 0)) answers[key] = text;
      }
      return response;
    };
    try {
      await runContractSuite({ baseUrl: BASE, document, fetch: send });
      await moreWrites(send);
    } finally {
      await mock.close();
    }
    const bySchema = new Map<string, string>();
    for (const op of operations) {
      const key = `${op.method.toLowerCase()} ${op.path}`;
      if (key in answers) bySchema.set(JSON.stringify(jsonSchemaOf(op)), answers[key]);
    }
    const examples: Examples = {};
    for (const op of operations) {
      const key = `${op.method.toLowerCase()} ${op.path}`;
      const schema = jsonSchemaOf(op);
      if (!schema) continue;
      const answer = answers[key] ?? bySchema.get(JSON.stringify(schema));
      if (answer !== undefined) examples[key] = shrink(JSON.parse(answer));
    }
    return examples;
  });
}

/** Writes the suite does not make (it keeps a shared server's data): created things. */
async function moreWrites(send: typeof fetch): Promise<void> {
  const token = async (email: string) =>
    (
      (await (await send(`${ORIGIN}/__mock/token?email=${encodeURIComponent(email)}`)).json()) as {
        data: { token: string };
      }
    ).data.token;
  const as = async (email: string) => ({ Authorization: `Bearer ${await token(email)}` });
  const json = async (method: string, path: string, email: string | null, body: unknown) =>
    (await send(`${BASE}${path}`, {
      method,
      headers: {
        ...(email ? await as(email) : {}),
        'Content-Type': 'application/json',
      },
      body: JSON.stringify(body),
    }).then((r) => r.json())) as { data: Json };
  const upload = async (path: string, email: string, field: string, file: File) => {
    const form = new FormData();
    form.set(field, file);
    return (await send(`${BASE}${path}`, {
      method: 'POST',
      headers: await as(email),
      body: form,
    }).then((r) => r.json())) as { data: Json };
  };
  const { candidate, recruiter, admin } = DEFAULT_ACCOUNTS;
  const pdf = (name: string) => fileWith(MAGIC.pdf, name, 2048, 'application/pdf');

  const me = (await json('PATCH', '/candidates/profile', candidate, {})).data;
  // A job alert: created, renamed, listed.
  const alert = (
    await json('POST', '/candidates/job-alerts', candidate, {
      name: 'Analista · Remoto',
      criteria: { search: 'analista', modality: 'remoto' },
    })
  ).data;
  await json('PATCH', `/candidates/job-alerts/${String(alert.id)}`, candidate, {
    name: 'Analista en remoto',
  });
  await send(`${BASE}/candidates/job-alerts`, { headers: await as(candidate) });
  await upload(
    `/user/${me.id}/avatar`,
    candidate,
    'avatar',
    fileWith(MAGIC.png, 'foto.png', 512, 'image/png'),
  );
  const cv = (await upload('/cv/upload/', candidate, 'file', pdf('cv-camila-rojas.pdf'))).data;
  const feed = (await (
    await send(`${BASE}/candidates/job-offers?pageSize=100`, { headers: await as(candidate) })
  ).json()) as { data: Json[] };
  const headers = { ...(await as(candidate)), 'Content-Type': 'application/json' };
  for (const offer of feed.data) {
    const body = JSON.stringify({ cvId: cv.id });
    const applied = await send(`${BASE}/job-offers/${offer.id}/apply`, {
      method: 'POST',
      headers,
      body,
    });
    if (applied.ok) break;
  }

  const applications = (await (
    await send(`${BASE}/candidates/applications?pageSize=100`, { headers: await as(candidate) })
  ).json()) as { data: Json[] };
  for (const { id } of applications.data) {
    await send(`${BASE}/evaluations/applications/${id}/attempts`, { headers: await as(candidate) });
    await send(`${BASE}/evaluations/applications/${id}/last-attempt`, {
      headers: await as(candidate),
    });
  }

  const staff = (await json('PATCH', '/user/profile', recruiter, {})).data;
  const offers = (await (
    await send(`${BASE}/job-offers/?pageSize=1`, { headers: await as(recruiter) })
  ).json()) as { data: { jobOffers: Json[] } };
  await upload(
    `/job-offers/${offers.data.jobOffers[0]!.id}/stage-files`,
    recruiter,
    'file',
    pdf('enunciado.pdf'),
  );
  // An offer's pipeline, and the history of a candidate who applied to the company.
  const read = async (path: string, email: string) =>
    send(`${BASE}${path}`, { headers: await as(email) });
  await read(`/job-offers/${offers.data.jobOffers[0]!.id}/pipeline`, recruiter);
  await read(`/recruiters/candidates/${String(me.id)}/history`, recruiter);

  const member = (await json('POST', `/company/${staff.companyId}/users`, admin, SAMPLE_MEMBER))
    .data;
  await json('PATCH', `/company/${staff.companyId}/users/${member.id}`, admin, { role: 'admin' });
  await json('POST', '/company/register', null, SAMPLE_REGISTRATION);
}
