/**
 * Benchmark of the mock API over the large preset (10,000 offers), in Node, through the
 * real handler path (MSW interception, token verification, validation, JSON). Not a test:
 * `npm run bench:mock [-- --iterations 60]` prints p50/p95 per call. Target: p95 < 20 ms.
 */
/* eslint-disable no-restricted-imports -- the benchmark measures the mock itself. */
import { setupServer } from 'msw/node';
import { db, PERSONA_USER_IDS, resetDatabase } from '../src/mocks/db';
import { handlers } from '../src/mocks/handlers';
import { signJwt } from '../src/mocks/shared/jwt';

const BASE = 'http://127.0.0.1/api/v1';
const TARGET_P95_MS = 20;

interface Case {
  name: string;
  /** Each call gets the iteration number, so the queries vary (pages, terms, ids). */
  path: (i: number) => string;
  token: string;
  /** Untimed step before each call (e.g. a write, so that no cached result is reused). */
  prepare?: () => Promise<unknown>;
}

async function tokenFor(userId: string): Promise<string> {
  const user = db.users.get(userId)!;
  return signJwt({
    app_user_id: user.id,
    sub: `bench-${user.id}`,
    roles: [...user.roles],
    company_id: user.companyId,
    email: user.email,
    email_verified: true,
  });
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

async function run(c: Case, iterations: number) {
  const times: number[] = [];
  let total: number | null = null;
  for (let i = -5; i < iterations; i += 1) {
    await c.prepare?.();
    const started = performance.now();
    const response = await fetch(`${BASE}${c.path(i)}`, {
      headers: { Authorization: `Bearer ${c.token}` },
    });
    const body = (await response.json()) as { total?: number };
    const elapsed = performance.now() - started;
    if (response.status !== 200)
      throw new Error(`${c.name}: ${response.status} ${JSON.stringify(body)}`);
    if (i >= 0) times.push(elapsed);
    total = body.total ?? null;
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95), max: times.at(-1)!, total };
}

async function main() {
  const iterationsFlag = process.argv.indexOf('--iterations');
  const iterations = iterationsFlag > 0 ? Number(process.argv[iterationsFlag + 1]) : 60;

  const started = performance.now();
  await resetDatabase('large');
  const seedMs = performance.now() - started;
  console.log(
    `Preset grande: ${db.jobOffers.count()} ofertas, ${db.applications.count()} postulaciones, ` +
      `${db.attempts.count()} intentos, ${db.notifications.count()} notificaciones — sembrado en ${seedMs.toFixed(0)} ms`,
  );

  const server = setupServer(...handlers);
  server.listen({ onUnhandledRequest: 'error' });
  const camila = await tokenFor(PERSONA_USER_IDS.camila);
  const valentina = await tokenFor(PERSONA_USER_IDS.valentina);
  const published = db.jobOffers.all().filter((o) => o.status === 'published');
  const terms = [
    'react',
    'analista',
    'andes digital',
    'diseñador',
    'sql',
    'ventas',
    'enfermeria',
    'senior',
  ];
  const categories = ['Tecnología', 'Datos', 'Salud', 'Legal'];
  const jobIds = (i: number) =>
    Array.from(
      { length: 24 },
      (_, k) => published[(Math.abs(i) * 37 + k * 401) % published.length]!.id,
    ).join(',');

  const cases: Case[] = [
    {
      name: 'feed (sin filtros), página variable',
      token: camila,
      path: (i) => `/candidates/job-offers?page=${(Math.abs(i) % 50) + 1}&pageSize=12`,
    },
    {
      name: 'búsqueda paginada (texto)',
      token: camila,
      path: (i) =>
        `/candidates/job-offers?search=${encodeURIComponent(terms[Math.abs(i) % terms.length]!)}&page=${(Math.abs(i) % 3) + 1}`,
    },
    {
      name: 'búsqueda + categoría',
      token: camila,
      path: (i) =>
        `/candidates/job-offers?search=${encodeURIComponent(terms[Math.abs(i) % terms.length]!)}&category=${encodeURIComponent(categories[Math.abs(i) % 4]!)}`,
    },
    {
      name: 'feed ordenado por match',
      token: camila,
      path: (i) => `/candidates/job-offers?sortBy=match&page=${(Math.abs(i) % 5) + 1}`,
    },
    {
      name: 'favoritos por jobIds (24)',
      token: camila,
      path: (i) => `/candidates/job-offers?jobIds=${jobIds(i)}`,
    },
    { name: 'favoritos guardados', token: camila, path: () => '/candidates/saved-job-offers' },
    {
      name: 'cola de revisión con filtros',
      token: valentina,
      path: (i) =>
        [
          `/recruiters/stage-attempts/to-review?automatizable=${i % 2 === 0}`,
          `&sortBy=${['submittedAt', 'candidateName', 'jobOfferTitle'][Math.abs(i) % 3]}&sortOrder=desc`,
          i % 3 === 0 ? '&stageType=technical' : '',
          i % 4 === 0 ? '&search=a' : '',
          i % 5 === 0 ? '&startDate=2020-01-01&endDate=2030-12-31' : '',
        ].join(''),
    },
    { name: 'métricas de la empresa', token: valentina, path: () => '/job-offers/metrics' },
    {
      name: 'métricas tras una escritura (sin caché)',
      token: valentina,
      path: () => '/job-offers/metrics',
      prepare: () => {
        const offer = db.jobOffers.all()[0]!;
        return db.jobOffers.update(offer.id, (draft) => {
          draft.updatedAt = new Date().toISOString();
        });
      },
    },
    {
      name: 'ofertas de la empresa (reclutador)',
      token: valentina,
      path: (i) => `/job-offers?page=${(Math.abs(i) % 20) + 1}&sortBy=applicantsCount`,
    },
    { name: 'notificaciones', token: camila, path: () => '/notifications/' },
  ];

  console.log(
    `\n${iterations} llamadas por caso (tras 5 de calentamiento); objetivo p95 < ${TARGET_P95_MS} ms\n`,
  );
  console.log(
    'caso'.padEnd(40),
    'p50 ms'.padStart(8),
    'p95 ms'.padStart(8),
    'máx ms'.padStart(8),
    'total'.padStart(7),
    '',
  );
  let failures = 0;
  for (const c of cases) {
    const r = await run(c, iterations);
    const ok = r.p95 < TARGET_P95_MS;
    if (!ok) failures += 1;
    console.log(
      c.name.padEnd(40),
      r.p50.toFixed(2).padStart(8),
      r.p95.toFixed(2).padStart(8),
      r.max.toFixed(2).padStart(8),
      (r.total === null ? '—' : String(r.total)).padStart(7),
      ok ? ' ok' : ' LENTO',
    );
  }
  server.close();
  console.log(
    failures ? `\n${failures} caso(s) sobre el objetivo.` : '\nTodos los casos bajo el objetivo.',
  );
  process.exitCode = failures ? 1 : 0;
}

await main();
