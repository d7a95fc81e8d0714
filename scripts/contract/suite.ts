/**
 * The conformance suite of `/api/v1` (`npm run contract -- --base-url URL`): any server is
 * held to the OpenAPI document written from the contract's schemas (docs/openapi.json, or
 * the server's own `GET /api/v1/openapi.json`). Every answer is checked against the
 * document with Ajv (JSON Schema 2020-12): a status the operation does not declare, or a
 * body that does not match its schema, fails. On top: authentication on every endpoint,
 * the authorisation matrix (each role, another company's and another candidate's ids),
 * the paging rules, the conflicts (409) and the error body's shape.
 */
import { contractChecker, type DocumentOperation, type Json } from './document';

type Role = 'candidate' | 'otherCandidate' | 'recruiter' | 'admin';

export interface SuiteOptions {
  /** The API's base, e.g. `http://127.0.0.1:8787/api/v1`. */
  baseUrl: string;
  /** The OpenAPI document (default: the server's `openapi.json`). */
  document?: Json;
  /** A bearer token for an e-mail (default: the mock's `GET /__mock/token`). */
  token?: (email: string, role: Role) => Promise<string>;
  /** The accounts to act as (default: the mock's personas, docs DESIGN.md §5). */
  accounts?: Partial<Record<Role, string>>;
  log?: (line: string) => void;
  /** How requests are sent (default: the global `fetch`; the examples use the mock in-process). */
  fetch?: typeof fetch;
}

export interface SuiteResult {
  passed: number;
  failures: string[];
  /** Operations (`METHOD path`) the run exercised, and those it did not. */
  covered: string[];
  missed: string[];
}

export const DEFAULT_ACCOUNTS: Record<Role, string> = {
  candidate: 'camila.rojas@ejemplo.com',
  otherCandidate: 'mateo.fernandez@ejemplo.com',
  recruiter: 'valentina.castro@andesdigital.ejemplo.com',
  admin: 'andres.munoz@andesdigital.ejemplo.com',
};

export async function runContractSuite(options: SuiteOptions): Promise<SuiteResult> {
  const base = options.baseUrl.replace(/\/$/, '');
  const origin = new URL(base).origin;
  const log = options.log ?? (() => {});
  const fetch = options.fetch ?? globalThis.fetch;
  const accounts = { ...DEFAULT_ACCOUNTS, ...options.accounts };
  const failures: string[] = [];
  let passed = 0;
  const check = (ok: boolean, name: string, detail = '') => {
    if (ok) passed += 1;
    else {
      failures.push(detail ? `${name}: ${detail}` : name);
      log(`✗ ${name}${detail ? `: ${detail}` : ''}`);
    }
  };

  const document =
    options.document ?? ((await (await fetch(`${base}/openapi.json`)).json()) as Json);
  check(document.openapi === '3.1.0', 'the document is OpenAPI 3.1', String(document.openapi));
  const { operations, find, problem } = contractChecker(document);
  const covered = new Set<string>();
  /** Check one answer against the document: a declared status, and its body's schema. */
  function conforms(op: DocumentOperation, status: number, body: unknown, name: string): void {
    const wrong = problem(op, status, body);
    check(wrong === null, name, wrong ?? '');
  }

  const tokens = new Map<Role, string>();
  async function tokenFor(role: Role): Promise<string> {
    if (!tokens.has(role)) {
      const email = accounts[role];
      const token = options.token
        ? await options.token(email, role)
        : (
            (await (
              await fetch(`${origin}/__mock/token?email=${encodeURIComponent(email)}`)
            ).json()) as {
              data: { token: string };
            }
          ).data.token;
      tokens.set(role, token);
    }
    return tokens.get(role)!;
  }

  interface Call {
    status: number;
    body: unknown;
  }
  /** Call the API and hold the answer to the document. */
  async function call(
    method: string,
    path: string,
    as: Role | null,
    { body, expect, name }: { body?: unknown; expect?: number | number[]; name?: string } = {},
  ): Promise<Call> {
    const label = name ?? `${method} ${path}${as ? ` (${as})` : ''}`;
    const headers: Record<string, string> = {};
    if (as) headers.Authorization = `Bearer ${await tokenFor(as)}`;
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    const response = await fetch(`${base}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    let parsed: unknown = null;
    if (text) {
      try {
        parsed = JSON.parse(text);
      } catch {
        parsed = text;
      }
    }
    const expected = expect === undefined ? null : ([] as number[]).concat(expect);
    if (expected)
      check(
        expected.includes(response.status),
        `${label} answers ${expected.join(' or ')}`,
        `got ${response.status} ${text.slice(0, 200)}`,
      );
    const op = find(
      method,
      new URL(`${base}${path}`).pathname.slice(new URL(base).pathname.length),
    );
    if (!op) check(false, label, 'no operation of the document matches');
    else {
      covered.add(`${op.method} ${op.path}`);
      const json = response.headers.get('content-type')?.includes('json');
      if (json || response.status >= 400)
        conforms(op, response.status, parsed, `${label} conforms`);
      else conforms(op, response.status, undefined, `${label} conforms`);
    }
    return { status: response.status, body: parsed };
  }

  const data = (c: Call) => (c.body as { data: unknown }).data;

  // ---- Discover ids through the API ---------------------------------------------------
  const me = data(await call('GET', '/user/details', 'recruiter', { expect: 200 })) as Json;
  const companyId = me.companyId as string;
  const candidateMe = data(
    await call('GET', '/user/details', 'candidate', { expect: 200 }),
  ) as Json;
  const feed = (
    await call('GET', '/candidates/job-offers?pageSize=100', 'candidate', { expect: 200 })
  ).body as { data: Json[] };
  const foreignOffer = feed.data.find((o) => (o.company as Json | undefined)?.id !== companyId);
  const staffOffers = data(
    await call('GET', '/job-offers/?pageSize=100&status=published', 'recruiter', { expect: 200 }),
  ) as { jobOffers: Json[] };
  const ownOffer = staffOffers.jobOffers[0]!;
  const stageId = ((ownOffer.stages as Json[] | undefined) ?? [])[0]?.id as string | undefined;
  const applications = (await call('GET', '/candidates/applications', 'candidate', { expect: 200 }))
    .body as { data: Json[] };
  const application = applications.data[0];
  const cvs = data(await call('GET', '/cv/', 'candidate', { expect: 200 })) as Json[];
  const notifications = data(
    await call('GET', '/notifications/', 'candidate', { expect: 200 }),
  ) as Json[];
  const queue = (
    await call('GET', '/recruiters/stage-attempts/to-review', 'recruiter', { expect: 200 })
  ).body as { data: Json[] };
  const members = (await call('GET', `/company/${companyId}/users`, 'admin', { expect: 200 }))
    .body as { data: Json[] };

  // ---- Every read, as the role that may make it ---------------------------------------
  await call('GET', `/job-offers/${ownOffer.id}`, 'recruiter', { expect: 200 });
  await call('GET', `/job-offers/${ownOffer.id}/applicants/`, 'recruiter', { expect: 200 });
  await call('GET', '/job-offers/metrics', 'recruiter', { expect: 200 });
  await call(
    'GET',
    `/job-offers/metrics?jobOfferId=${ownOffer.id}&tz=America/Santiago`,
    'recruiter',
    {
      expect: 200,
    },
  );
  if (stageId) {
    await call('GET', `/stages/${stageId}`, 'recruiter', { expect: 200 });
    await call('GET', `/stages/${stageId}/statement-file`, 'recruiter', { expect: [200, 404] });
  }
  await call('GET', `/candidates/job-offers/${feed.data[0]!.id}`, 'candidate', { expect: 200 });
  await call('GET', '/candidates/saved-job-offers', 'candidate', { expect: 200 });
  if (application) {
    await call('GET', `/evaluations/applications/${application.id}/status`, 'candidate', {
      expect: 200,
    });
    await call('GET', `/evaluations/applications/${application.id}/last-attempt`, 'candidate', {
      expect: 200,
    });
    const attempts = data(
      await call('GET', `/evaluations/applications/${application.id}/attempts`, 'candidate', {
        expect: 200,
      }),
    ) as Json[];
    if (attempts[0])
      await call('GET', `/evaluations/attempts/${attempts[0].id}/file`, 'candidate', {
        expect: [200, 404],
      });
    // Another candidate's application: 403 (docs/api.md "Evaluations").
    await call('GET', `/evaluations/applications/${application.id}/status`, 'otherCandidate', {
      expect: 403,
    });
  }
  if (cvs[0]) await call('GET', `/cv/${cvs[0].id}/download`, 'candidate', { expect: 200 });
  if (queue.data[0])
    await call('GET', `/recruiters/stage-attempts/${queue.data[0].id}`, 'recruiter', {
      expect: 200,
    });
  await call('GET', `/company/${companyId}`, 'recruiter', { expect: 200 });
  await call('GET', `/user/${candidateMe.id}/avatar`, null, { expect: [200, 404] });

  // ---- Authentication: every endpoint but the public ones wants a token ---------------
  const sample = (template: string) => template.replace(/\{\w+\}/g, 'contract-unknown-id');
  for (const op of operations) {
    if (Array.isArray(op.security) && op.security.length === 0) continue;
    await call(op.method, sample(op.path), null, {
      expect: 401,
      name: `${op.method} ${op.path} without a token`,
    });
  }

  // ---- Authorisation: roles ------------------------------------------------------------
  for (const path of [
    '/job-offers/',
    '/recruiters/stage-attempts/to-review',
    '/job-offers/metrics',
  ])
    await call('GET', path, 'candidate', { expect: 403 });
  for (const path of ['/candidates/job-offers', '/candidates/applications', '/cv/'])
    await call('GET', path, 'recruiter', { expect: 403 });
  await call('GET', `/company/${companyId}/users`, 'recruiter', { expect: 403 });
  await call('PATCH', `/company/${companyId}`, 'recruiter', {
    body: { city: 'Lima' },
    expect: 403,
  });
  await call('PATCH', '/user/profile', 'candidate', { body: { headline: 'x' }, expect: 403 });

  // ---- Authorisation: another company's ids -------------------------------------------
  if (foreignOffer) {
    await call('GET', `/job-offers/${foreignOffer.id}`, 'recruiter', { expect: 403 });
    await call('GET', `/job-offers/${foreignOffer.id}/applicants/`, 'recruiter', { expect: 403 });
    await call('PATCH', `/job-offers/${foreignOffer.id}`, 'recruiter', {
      body: { title: 'No debería cambiar' },
      expect: 403,
    });
    await call('GET', `/job-offers/metrics?jobOfferId=${foreignOffer.id}`, 'recruiter', {
      expect: 403,
    });
    const otherCompany = (foreignOffer.company as Json).id as string;
    await call('GET', `/company/${otherCompany}`, 'recruiter', { expect: 403 });
    await call('GET', `/company/${otherCompany}/users`, 'admin', { expect: 403 });
    // Unchanged: the candidate still reads the offer's own title.
    const again = data(
      await call('GET', `/candidates/job-offers/${foreignOffer.id}`, 'candidate', { expect: 200 }),
    ) as Json;
    check(again.title === foreignOffer.title, 'a refused write changes nothing');
  } else check(false, 'the data holds an offer of another company');

  // ---- Missing resources, unknown routes ----------------------------------------------
  await call('GET', '/job-offers/contract-unknown-id', 'recruiter', { expect: 404 });
  await call('GET', '/candidates/job-offers/contract-unknown-id', 'candidate', { expect: 404 });
  const unknown = await fetch(`${base}/contract-unknown-route`, {
    headers: { Authorization: `Bearer ${await tokenFor('candidate')}` },
  });
  const unknownBody = (await unknown.json().catch(() => null)) as Json | null;
  check(
    unknown.status === 404 && typeof unknownBody?.message === 'string',
    'an unknown route answers 404 with the error body',
    `${unknown.status}`,
  );

  // ---- Paging ---------------------------------------------------------------------------
  for (const [path, as] of [
    ['/candidates/job-offers', 'candidate'],
    ['/job-offers/', 'recruiter'],
    ['/recruiters/stage-attempts/to-review', 'recruiter'],
  ] as const) {
    await call('GET', `${path}?pageSize=101`, as, { expect: 400 });
    await call('GET', `${path}?page=0`, as, { expect: 400 });
    const page = (await call('GET', `${path}?page=1&pageSize=5`, as, { expect: 200 })).body as {
      data: unknown;
      page: number;
      pageSize: number;
      total: number;
      totalPages: number;
    };
    const rows = Array.isArray(page.data)
      ? page.data
      : (page.data as { jobOffers: unknown[] }).jobOffers;
    check(
      page.page === 1 &&
        page.pageSize === 5 &&
        rows.length <= 5 &&
        page.totalPages === Math.ceil(page.total / 5),
      `${path}: page, pageSize, total and totalPages agree`,
      JSON.stringify({ ...page, data: rows.length }),
    );
    const beyond = (
      await call('GET', `${path}?page=${page.totalPages + 1}&pageSize=5`, as, { expect: 200 })
    ).body as { data: unknown };
    const beyondRows = Array.isArray(beyond.data)
      ? beyond.data
      : (beyond.data as { jobOffers: unknown[] }).jobOffers;
    check(beyondRows.length === 0, `${path}: a page past the last is empty`);
  }

  // ---- Validation, conflicts (409) ---------------------------------------------------
  await call('POST', '/auth/signup/', null, {
    body: { email: 'no-es-correo', name: '', lastName: 'X' },
    expect: 422,
  });
  await call('POST', '/auth/signup/', null, {
    body: { email: accounts.candidate.toUpperCase(), name: 'Otra', lastName: 'Cuenta' },
    expect: 409,
  });
  const profile = data(await call('GET', '/user/details', 'candidate', { expect: 200 })) as Json;
  await call('PATCH', '/candidates/profile', 'candidate', {
    body: { headline: 'No debería guardarse', version: (profile.version as number) + 1000 },
    expect: 409,
    name: 'a write based on an old version: 409 version_conflict',
  });
  const after = data(await call('GET', '/user/details', 'candidate', { expect: 200 })) as Json;
  check(after.headline === profile.headline, 'a refused write changes nothing (profile)');
  await call('PATCH', `/job-offers/${ownOffer.id}`, 'recruiter', {
    body: { title: 'No debería guardarse', version: (ownOffer.version as number) + 1000 },
    expect: 409,
  });
  if (application) {
    const offerId = (application.jobOffer as Json).id as string;
    await call('POST', `/job-offers/${offerId}/apply`, 'candidate', {
      body: { cvId: cvs[0]?.id ?? 'x' },
      expect: 409,
      name: 'applying twice: 409 already_applied',
    });
  }
  await call('POST', '/company/register', null, {
    body: {
      company: { name: 'X', taxId: '1', industry: 'Nada', country: 'C', city: 'C' },
      admin: { email: 'x', name: '', lastName: '' },
    },
    expect: 422,
  });
  await call(
    'PATCH',
    `/company/${companyId}/users/${me.id === undefined ? 'x' : members.data.find((m) => m.email === accounts.admin)?.id}`,
    'admin',
    {
      body: { active: false },
      expect: 409,
      name: 'an admin deactivating themselves: 409 self_change',
    },
  );
  await call('PATCH', '/candidates/saved-job-offers', 'candidate', { body: {}, expect: 422 });
  await call('PATCH', `/recruiters/stage-attempts/${queue.data[0]?.id ?? 'x'}`, 'recruiter', {
    body: { status: 'quizás' },
    expect: 422,
  });
  await call('POST', '/recruiters/stage-attempts/bulk-reject', 'recruiter', {
    body: { attemptIds: [], reason: 'other' },
    expect: 422,
  });

  // ---- Writes that succeed (idempotent or undone) ------------------------------------
  if (notifications[0])
    await call(
      'PUT',
      `/notifications/${notifications[0].timestampNotificationId}/read/`,
      'candidate',
      {
        expect: 200,
      },
    );
  await call('PUT', '/notifications/read-all/', 'otherCandidate', { expect: 200 });
  const toggled = data(
    await call('PATCH', '/candidates/saved-job-offers', 'candidate', {
      body: { jobId: feed.data[0]!.id },
      expect: 200,
    }),
  ) as Json;
  const back = data(
    await call('PATCH', '/candidates/saved-job-offers', 'candidate', {
      body: { jobId: feed.data[0]!.id },
      expect: 200,
    }),
  ) as Json;
  check(toggled.saved !== back.saved, 'saving twice toggles back');
  await call('POST', '/recruiters/stage-attempts/bulk-review', 'recruiter', {
    body: { attemptIds: ['contract-unknown-id'] },
    expect: 200,
    name: 'a bulk review of unknown attempts skips them',
  });
  await call('PATCH', '/user/profile', 'recruiter', { body: {}, expect: 200 });
  await call('POST', '/auth/activate/', 'candidate', { expect: 200 });

  const all = operations.map((op) => `${op.method} ${op.path}`);
  return {
    passed,
    failures,
    covered: all.filter((key) => covered.has(key)),
    missed: all.filter((key) => !covered.has(key)),
  };
}
