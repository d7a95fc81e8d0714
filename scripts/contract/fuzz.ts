/**
 * Property-based fuzzing of `/api/v1` from the contract (`npm run fuzz`): fast-check draws
 * request bodies from each endpoint's JSON Schema in the OpenAPI document (valid ones, and
 * invalid ones: wrong types, missing fields, values past their bounds, unicode, huge
 * strings) and sends them to a running server. Properties: no 5xx; every answer is one the
 * document declares; a refused request (4xx) changes nothing.
 */
import fc from 'fast-check';
import { contractChecker, type Json } from './document';
import { DEFAULT_ACCOUNTS } from './suite';

type Arb = fc.Arbitrary<unknown>;

const text = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.constantFrom('', ' ', '\u0000', '<script>alert(1)</script>', 'ñandú 🦀', '\u202e'),
);
const huge = fc.integer({ min: 5_000, max: 200_000 }).map((n) => 'x'.repeat(n));
const wrong: Arb = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.double(),
  fc.integer(),
  text,
  fc.array(fc.integer(), { maxLength: 3 }),
  fc.object({ maxDepth: 1 }),
);

/** Values a JSON Schema accepts, boundaries included. */
function valid(schema: Json): Arb {
  if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as unknown[]));
  if ('const' in schema) return fc.constant(schema.const);
  const anyOf = (schema.anyOf ?? schema.oneOf) as Json[] | undefined;
  if (anyOf) return fc.oneof(...anyOf.map(valid));
  switch (schema.type) {
    case 'string': {
      const min = (schema.minLength as number | undefined) ?? 0;
      const max = (schema.maxLength as number | undefined) ?? 80;
      if (schema.format === 'email') return fc.emailAddress().filter((e) => e.length <= max);
      if (schema.format === 'date-time')
        return fc.date({ noInvalidDate: true }).map((d) => d.toISOString());
      return fc.oneof(
        fc.string({ minLength: min, maxLength: Math.min(max, min + 40) }),
        fc.constant('a'.repeat(max)),
        fc.constant('ñ'.repeat(Math.max(min, 1))),
      );
    }
    case 'integer':
    case 'number': {
      const min = (schema.minimum as number | undefined) ?? -1_000_000;
      const max = (schema.maximum as number | undefined) ?? 1_000_000;
      return fc.oneof(
        fc.constant(min),
        fc.constant(max),
        fc.integer({ min: Math.max(min, -(2 ** 31)), max: Math.min(max, 2 ** 31 - 1) }),
      );
    }
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      const items = (schema.items as Json | undefined) ?? {};
      return fc.array(valid(items), {
        minLength: (schema.minItems as number | undefined) ?? 0,
        maxLength: Math.min((schema.maxItems as number | undefined) ?? 3, 3),
      });
    }
    case 'object': {
      const properties = (schema.properties ?? {}) as Record<string, Json>;
      const required = (schema.required ?? []) as string[];
      return fc.record(
        Object.fromEntries(Object.entries(properties).map(([k, v]) => [k, valid(v)])),
        { requiredKeys: required },
      );
    }
    default:
      return wrong;
  }
}

/** Bodies the schema refuses: a field of the wrong type, a required one missing, too long. */
function invalid(schema: Json): Arb {
  const properties = (schema.properties ?? {}) as Record<string, Json>;
  const names = Object.keys(properties);
  const required = (schema.required ?? []) as string[];
  const base = valid(schema) as fc.Arbitrary<Record<string, unknown>>;
  const options: Arb[] = [wrong, fc.array(wrong, { maxLength: 2 })];
  if (names.length) {
    options.push(
      fc
        .tuple(base, fc.constantFrom(...names), wrong)
        .map(([body, name, value]) => ({ ...body, [name]: value })),
      fc
        .tuple(base, fc.constantFrom(...names), huge)
        .map(([body, name, value]) => ({ ...body, [name]: value })),
    );
  }
  if (required.length)
    options.push(
      fc.tuple(base, fc.constantFrom(...required)).map(([body, name]) => {
        const copy = { ...body };
        delete copy[name];
        return copy;
      }),
    );
  return fc.oneof(...options);
}

export interface FuzzOptions {
  baseUrl: string;
  document: Json;
  seed: number;
  /** Stop drawing after this long (ms); each property gets its share. */
  timeLimitMs: number;
  runs?: number;
  log?: (line: string) => void;
}

interface Target {
  method: string;
  path: string;
  as: keyof typeof DEFAULT_ACCOUNTS | null;
  /** The resource a refused request must leave as it was. */
  watch?: string;
}

/**
 * `fc.check` of `predicate` over `arbitrary`, for at most `timeLimitMs`. When the limit falls
 * during a run, fast-check stops waiting for it but the run goes on (its request still in
 * flight): it is awaited here, so that it cannot land in what the next property watches. A
 * limit reached before any run finished is no failure (fast-check calls it one): nothing was
 * found either way.
 */
export async function checkWithin<T>(
  arbitrary: fc.Arbitrary<T>,
  predicate: (value: T) => Promise<void>,
  options: { seed: number; numRuns: number; timeLimitMs: number },
): Promise<{ numRuns: number; failure: string | null }> {
  let running: Promise<unknown> = Promise.resolve();
  const property = fc.asyncProperty(arbitrary, (value) => {
    const run = predicate(value);
    running = run.catch(() => {});
    return run;
  });
  const result = await fc.check(property, {
    seed: options.seed,
    numRuns: options.numRuns,
    interruptAfterTimeLimit: options.timeLimitMs,
    markInterruptAsFailure: false,
  });
  await running;
  return {
    numRuns: result.numRuns,
    failure:
      result.failed && result.counterexample !== null
        ? `(seed ${options.seed}, path ${result.counterexamplePath}): ${String(result.errorInstance)}\nbody: ${JSON.stringify(result.counterexample?.[0])?.slice(0, 500)}`
        : null,
  };
}

export async function runFuzz(
  options: FuzzOptions,
): Promise<{ requests: number; failure: string | null }> {
  const base = options.baseUrl.replace(/\/$/, '');
  const origin = new URL(base).origin;
  const { find, problem, inline } = contractChecker(options.document);
  const tokens = new Map<string, string>();
  const token = async (role: keyof typeof DEFAULT_ACCOUNTS) => {
    if (!tokens.has(role)) {
      const answer = (await (
        await fetch(`${origin}/__mock/token?email=${encodeURIComponent(DEFAULT_ACCOUNTS[role])}`)
      ).json()) as { data: { token: string } };
      tokens.set(role, answer.data.token);
    }
    return tokens.get(role)!;
  };
  const send = async (method: string, path: string, as: Target['as'], body?: unknown) => {
    const headers: Record<string, string> = {};
    if (as) headers.Authorization = `Bearer ${await token(as)}`;
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    const response = await fetch(`${base}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const raw = await response.text();
    let parsed: unknown = raw;
    try {
      parsed = raw ? JSON.parse(raw) : null;
    } catch {
      // not JSON: the document check below says so
    }
    return { status: response.status, body: parsed, raw };
  };

  const offers = (await send('GET', '/job-offers/?pageSize=1', 'recruiter')).body as {
    data: { jobOffers: Json[] };
  };
  const offerId = offers.data.jobOffers[0]!.id as string;
  const targets: Target[] = [
    { method: 'POST', path: '/auth/signup/', as: null },
    { method: 'PATCH', path: '/candidates/profile', as: 'candidate', watch: '/user/details' },
    { method: 'PATCH', path: '/user/profile', as: 'recruiter', watch: '/user/details' },
    {
      method: 'PATCH',
      path: `/job-offers/${offerId}`,
      as: 'recruiter',
      watch: `/job-offers/${offerId}`,
    },
    {
      method: 'PUT',
      path: `/job-offers/${offerId}/stages`,
      as: 'recruiter',
      watch: `/job-offers/${offerId}`,
    },
    { method: 'POST', path: '/job-offers', as: 'recruiter' },
    { method: 'POST', path: '/company/register', as: null },
    {
      method: 'PATCH',
      path: '/candidates/saved-job-offers',
      as: 'candidate',
      watch: '/candidates/saved-job-offers?pageSize=100',
    },
    { method: 'POST', path: '/recruiters/stage-attempts/bulk-review', as: 'recruiter' },
  ];

  let requests = 0;
  const runs = options.runs ?? 1_000_000;
  const share = Math.max(1000, Math.floor(options.timeLimitMs / targets.length));
  for (const target of targets) {
    const op = find(target.method, target.path)!;
    const schema = inline(
      op.requestBody?.content?.['application/json']?.schema ?? { type: 'object' },
    );
    const result = await checkWithin(
      fc.oneof(valid(schema), invalid(schema)),
      async (body) => {
        const before = target.watch ? (await send('GET', target.watch, target.as)).raw : null;
        const answer = await send(target.method, target.path, target.as, body);
        requests += 1;
        if (answer.status >= 500) throw new Error(`${answer.status} ${answer.raw.slice(0, 300)}`);
        const wrong = problem(op, answer.status, answer.body);
        if (wrong) throw new Error(wrong);
        if (target.watch && answer.status >= 400) {
          const after = (await send('GET', target.watch, target.as)).raw;
          if (after !== before)
            throw new Error(`a refused request (${answer.status}) changed ${target.watch}`);
        }
      },
      { seed: options.seed, numRuns: runs, timeLimitMs: share },
    );
    options.log?.(`${target.method} ${op.path}: ${result.numRuns} requests`);
    if (result.failure) {
      return {
        requests,
        failure: `${target.method} ${op.path} ${result.failure}`,
      };
    }
  }
  return { requests, failure: null };
}
