#!/usr/bin/env node
// Side-by-side web benchmark (issue 15): builds the live app, the demo app and the bare
// skeleton of the same stack (bench/skeleton), serves them from one local server (one port,
// told apart by host name: live.localhost, demo.localhost, skeleton.localhost; gzip level
// 6), and runs Lighthouse (simulated throttling) interleaved over N rounds, mobile and
// desktop. Then the first signed-in screens (candidate feed, recruiter dashboard) on the
// live build against the standalone mock server (started here on --mock-port, default
// port + 10, with --reset; the live build signs in through its Firebase Auth emulator
// routes), and on the demo build; and the demo's mock start-up (performance marks, cold and
// warm). Prints one table of medians, the benchmarkIndex of every run and the ratio to the
// skeleton, then the API and identity requests of the live signed-in screens (waterfalls).
//   flock /tmp/heavy.lock npm run bench:web -- [--rounds 5] [--no-build] [--port 4303]
//     [--mock-port 4313] [--only <regex>]  only the pages whose name matches (`--only
//                     'demo /'`; `--only start-up`: just the demo's mock start-up)
//     [--reports <dir>]  also writes each run's Lighthouse report (JSON) there
// Last, Interaction to Next Paint of six everyday interactions on the demo build (`--only
// interactions`: just those; `scripts/bench-interactions.mjs`).
import { execSync, spawn } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createServer, request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, normalize, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromium } from '@playwright/test';
import { benchInteractions } from './bench-interactions.mjs';

const ROOT = resolve(import.meta.dirname, '..');
const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? args[index + 1] : fallback;
};
const ROUNDS = Number(option('rounds', process.env.BENCH_ROUNDS ?? 5));
const PORT = Number(option('port', process.env.BENCH_PORT ?? 4303));
const MOCK_PORT = Number(option('mock-port', PORT + 10));
const BUILD = !args.includes('--no-build');
/** `--only <regex>`: only the pages whose name matches (e.g. `--only 'live (/app|recruiter)'`). */
const ONLY = option('only');
const wanted = ({ name }) => !ONLY || new RegExp(ONLY).test(name);
/** `--reports <dir>`: each run's whole Lighthouse report is written there (JSON). */
const REPORTS = option('reports');
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const SITES = {
  skeleton: join(ROOT, 'bench/skeleton/dist'),
  live: join(ROOT, 'dist'),
  demo: join(ROOT, 'dist-demo'),
  // The live build again, its API and Firebase Auth pointed at the standalone mock server.
  'live-emu': join(ROOT, 'dist-live-emu'),
};

// The standalone mock server: the product API and the Firebase Auth emulator's routes. The
// live build calls the API at its default base, `/api/v1` on the app's own origin (the static
// server below passes those calls on to the mock server, as a host's reverse proxy would:
// no CORS preflight before each call); Firebase Auth stays on another origin, as Google's is.
const MOCK_ORIGIN = `http://127.0.0.1:${MOCK_PORT}`;
const API_PATH = '/api/v1/';
const LIVE_EMU_ENV = {
  VITE_API_BASE_URL: API_PATH.slice(0, -1),
  VITE_FIREBASE_AUTH_EMULATOR_URL: MOCK_ORIGIN,
  // Any key and project: the emulator checks neither (a `demo-` project never reaches Google).
  VITE_FIREBASE_API_KEY: 'bench-api-key',
  VITE_FIREBASE_PROJECT_ID: 'demo-talentia',
};

if (BUILD) {
  const run = (command, env = {}) =>
    execSync(command, {
      cwd: ROOT,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, ...env },
    });
  console.error('Building the live app, the demo app and the skeleton…');
  run('npm run build');
  run('npx vite build --mode live --outDir dist-live-emu', LIVE_EMU_ENV);
  run('npm run build:demo');
  run('npx vite build --config bench/skeleton/vite.config.ts');
}
for (const [name, dir] of Object.entries(SITES)) {
  if (!existsSync(join(dir, 'index.html'))) {
    console.error(`No build of ${name} at ${dir}: run without --no-build.`);
    process.exit(2);
  }
}
// The emulator's URL is built into dist-live-emu (its policy allows it): same mock port.
if (!readFileSync(join(SITES['live-emu'], 'index.html'), 'utf8').includes(MOCK_ORIGIN)) {
  console.error(`dist-live-emu was built for another mock port than ${MOCK_PORT}: rebuild.`);
  process.exit(2);
}

// One static server, the site chosen by the host name; single-page fallback to index.html.
const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webmanifest': 'application/manifest+json',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
};
const gzipCache = new Map();

/** Passes a request on to the mock server (the live build's same-origin API). */
function proxyToMock(request, response) {
  const upstream = httpRequest(
    `${MOCK_ORIGIN}${request.url}`,
    { method: request.method, headers: { ...request.headers, host: new URL(MOCK_ORIGIN).host } },
    (answer) => {
      response.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(response);
    },
  );
  upstream.on('error', () => response.writeHead(502).end());
  request.pipe(upstream);
}

const server = createServer((request, response) => {
  const name = (request.headers.host ?? '').split('.')[0];
  const site = SITES[name];
  if (!site) {
    response.writeHead(404).end();
    return;
  }
  if (name === 'live-emu' && request.url?.startsWith(API_PATH)) {
    proxyToMock(request, response);
    return;
  }
  const path = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
  let file = normalize(join(site, path));
  if (!file.startsWith(site) || !existsSync(file) || statSync(file).isDirectory()) {
    file = join(site, 'index.html');
  }
  const type = TYPES[extname(file)] ?? 'application/octet-stream';
  let body = readFileSync(file);
  const headers = { 'Content-Type': type };
  if (/^(text|application\/(json|manifest)|image\/svg)/.test(type)) {
    if (!gzipCache.has(file)) gzipCache.set(file, gzipSync(body, { level: 6 }));
    body = gzipCache.get(file);
    headers['Content-Encoding'] = 'gzip';
  }
  // Hashed assets are immutable; the page itself is revalidated.
  headers['Cache-Control'] = path.startsWith('/assets/')
    ? 'public, max-age=31536000, immutable'
    : 'no-cache';
  response.writeHead(200, headers).end(body);
});
await new Promise((done) => server.listen(PORT, '127.0.0.1', done));
const origin = (site) => `http://${site}.localhost:${PORT}`;

/** `npm run mock-server` on MOCK_PORT, fresh seed, its data in a temporary directory. */
async function startMockServer() {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-web-mock-'));
  const child = spawn(
    process.execPath,
    [
      join(ROOT, 'src/mocks/server/cli.mjs'),
      '--port',
      String(MOCK_PORT),
      '--reset',
      '--data',
      join(dataDir, 'db.json'),
      // The live build's pages call the emulator routes and are where its links lead.
      '--app-origin',
      origin('live-emu'),
    ],
    { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  const exited = new Promise((done) => child.once('exit', done));
  for (let attempt = 0; attempt < 240; attempt += 1) {
    if (child.exitCode !== null) break;
    try {
      if ((await fetch(`${MOCK_ORIGIN}/__mock`)).ok) {
        return {
          async stop() {
            child.kill('SIGTERM');
            await exited;
            rmSync(dataDir, { recursive: true, force: true });
          },
        };
      }
    } catch {
      // Not listening yet.
    }
    await new Promise((done) => setTimeout(done, 500));
  }
  child.kill('SIGTERM');
  throw new Error(`The mock server did not start on ${MOCK_ORIGIN} (port taken?).`);
}

async function runLighthouse(url, formFactor, { userDataDir, keepStorage = false } = {}) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: [...CHROME_FLAGS, ...(userDataDir ? [`--user-data-dir=${userDataDir}`] : [])],
    userDataDir: userDataDir ?? undefined,
  });
  try {
    const flags = {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      disableStorageReset: keepStorage,
    };
    const config = formFactor === 'desktop' ? desktopConfig : undefined;
    const result = await lighthouse(url, flags, config);
    if (REPORTS) {
      mkdirSync(REPORTS, { recursive: true });
      const name = `${new URL(url).host.split('.')[0]}${new URL(url).pathname.replaceAll('/', '_')}-${formFactor}-${Date.now()}.json`;
      writeFileSync(join(REPORTS, name), JSON.stringify(result.lhr));
    }
    return summarize(result.lhr);
  } finally {
    chrome.kill();
  }
}

function summarize(lhr) {
  const audit = (id) => lhr.audits[id];
  const observed = audit('metrics')?.details?.items?.[0] ?? {};
  const lcpAt = observed.observedLargestContentfulPaint ?? Infinity;
  const requests = audit('network-requests')?.details?.items ?? [];
  // Requests started before the largest contentful paint (observed timings, unthrottled).
  const t0 = Math.min(...requests.map((r) => r.networkRequestTime ?? Infinity));
  const beforeLcp = requests.filter((r) => r.networkRequestTime - t0 < lcpAt).length;
  const marks = Object.fromEntries(
    (audit('user-timings')?.details?.items ?? []).map((m) => [m.name, m.startTime]),
  );
  return {
    finalUrl: lhr.finalDisplayedUrl,
    requestLog: requests.map((r) => ({
      url: r.url,
      type: r.resourceType,
      status: r.statusCode,
      start: r.networkRequestTime - t0,
      end: r.networkEndTime - t0,
    })),
    lcpAt,
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    fcp: audit('first-contentful-paint').numericValue,
    lcp: audit('largest-contentful-paint').numericValue,
    tbt: audit('total-blocking-time').numericValue,
    cls: audit('cumulative-layout-shift').numericValue,
    requests: beforeLcp,
    benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
    marks,
  };
}

const median = (values) => {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (!sorted.length) return NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** A Chromium profile (its directory) in which `signIn(page)` has run, for Lighthouse to reuse. */
async function profileAfter(signIn) {
  const dir = mkdtempSync(join(tmpdir(), 'bench-web-'));
  const context = await chromium.launchPersistentContext(dir, {
    executablePath: CHROME_PATH,
    args: CHROME_FLAGS.filter((flag) => flag !== '--headless=new'),
  });
  try {
    await signIn(context.pages()[0] ?? (await context.newPage()));
  } finally {
    await context.close();
  }
  return dir;
}

/** Signs a persona in on the demo build (its demo panel). */
function signedInProfile(personaName) {
  return profileAfter(async (page) => {
    await page.goto(`${origin('demo')}/`);
    await page.getByRole('button', { name: 'Panel de demostración' }).click();
    const panel = page.getByRole('dialog', { name: 'Panel de demostración' });
    await panel.getByRole('tab', { name: 'Personas' }).click();
    await panel.getByRole('button', { name: `Entrar como ${personaName}` }).click();
    await page.waitForURL(/\/app\//, { timeout: 60_000 });
    await page.waitForLoadState('networkidle');
  });
}

/**
 * Signs a persona in on the live build (Firebase Auth against the mock server's emulator
 * routes) in a Chromium profile, as a person does: the e-mail on /login, the link from the
 * emulator's list of sent codes, opened in the same browser. Lighthouse then reuses the
 * profile: Firebase keeps the session in localStorage, which its storage reset leaves alone.
 */
function signedInLiveProfile(email, home) {
  return profileAfter(async (page) => {
    await page.goto(`${origin('live-emu')}/login`);
    await page.getByLabel('Correo electrónico').fill(email);
    await page.getByRole('button', { name: 'Enviar enlace de acceso' }).click();
    let link;
    for (let attempt = 0; attempt < 120 && !link; attempt += 1) {
      const { oobCodes } = await (
        await fetch(`${MOCK_ORIGIN}/emulator/v1/projects/demo-talentia/oobCodes`)
      ).json();
      link = oobCodes.findLast((code) => code.email === email)?.oobLink;
      if (!link) await new Promise((done) => setTimeout(done, 500));
    }
    if (!link) throw new Error(`No sign-in link was sent to ${email}.`);
    await page.goto(link);
    await page.waitForURL((url) => url.pathname === home, { timeout: 60_000 });
    await page.waitForLoadState('networkidle');
  });
}

/**
 * The demo's mock start-up, cold then a warm reload: `mock:start` → `mock:worker` (what the
 * first render waits for), and the database's load (`mock:database-start` → `mock:database`),
 * which the mock starts on the first request: a request to the mock API is made for it.
 */
async function mockStartup() {
  const browser = await chromium.launch({
    executablePath: CHROME_PATH,
    args: CHROME_FLAGS.filter((flag) => flag !== '--headless=new'),
  });
  try {
    const context = await browser.newContext();
    const page = await context.newPage();
    const measure = async () => {
      await page.waitForFunction(() => performance.getEntriesByName('mock:worker').length > 0);
      // Any request to the mock API loads the database (a public one: no session needed).
      await page.evaluate(() => fetch('/api/v1/user/bench/avatar').then((r) => r.status));
      await page.waitForFunction(() => performance.getEntriesByName('mock:database').length > 0);
      return page.evaluate(() => {
        const at = (name) => performance.getEntriesByName(name)[0]?.startTime ?? NaN;
        return {
          total: at('mock:worker') - at('mock:start'),
          db: at('mock:database') - at('mock:database-start'),
        };
      });
    };
    await page.goto(`${origin('demo')}/`);
    const cold = await measure();
    await page.waitForLoadState('networkidle');
    await page.reload();
    const warm = await measure();
    await context.close();
    return { cold, warm };
  } finally {
    await browser.close();
  }
}

const runs = [];
const record = (name, formFactor, result) => {
  runs.push({ name, formFactor, ...result });
  console.error(
    `  ${name.padEnd(22)} ${formFactor.padEnd(7)} perf ${String(result.score).padStart(3)}  LCP ${Math.round(result.lcp)} ms  BI ${result.benchmarkIndex}`,
  );
};

const PAGES = [
  { name: 'skeleton /', url: `${origin('skeleton')}/` },
  { name: 'live /', url: `${origin('live')}/` },
  { name: 'demo /', url: `${origin('demo')}/` },
].filter(wanted);
// Personas: src/mocks/db/personas.ts.
const CAMILA = { name: 'Camila Rojas', email: 'camila.rojas@ejemplo.com' };
const VALENTINA = { name: 'Valentina Castro', email: 'valentina.castro@andesdigital.ejemplo.com' };
const LIVE_SIGNED_IN = [
  { name: 'live /app/feed', persona: CAMILA, path: '/app/feed' },
  { name: 'live recruiter dash', persona: VALENTINA, path: '/app/recruiter/dashboard' },
].filter(wanted);
const SIGNED_IN = [
  { name: 'demo /app/feed', persona: CAMILA, path: '/app/feed' },
  { name: 'demo recruiter dash', persona: VALENTINA, path: '/app/recruiter/dashboard' },
].filter(wanted);

const startups = [];
/** The interactions' table (`scripts/bench-interactions.mjs`), when measured. */
let interactions = null;
/** The first mobile run of each live signed-in screen: its requests, for the waterfalls. */
const waterfalls = {};
const mockServer = await startMockServer();
try {
  const profiles = {};
  for (const { name, persona, path } of LIVE_SIGNED_IN)
    profiles[name] = await signedInLiveProfile(persona.email, path);
  for (const { name, persona } of SIGNED_IN) profiles[name] = await signedInProfile(persona.name);
  for (let round = 1; round <= ROUNDS; round += 1) {
    console.error(`Round ${round}/${ROUNDS}`);
    for (const formFactor of ['mobile', 'desktop']) {
      for (const { name, url } of PAGES)
        record(name, formFactor, await runLighthouse(url, formFactor));
      // Live: Lighthouse's usual reset (HTTP cache, service workers, Cache Storage; not
      // localStorage, where Firebase keeps the session): a returning user with a cold cache.
      for (const { name, path } of LIVE_SIGNED_IN) {
        const result = await runLighthouse(`${origin('live-emu')}${path}`, formFactor, {
          userDataDir: profiles[name],
        });
        if (new URL(result.finalUrl).pathname !== path)
          throw new Error(`${name}: Lighthouse ended on ${result.finalUrl} (no session?).`);
        waterfalls[name] ??= formFactor === 'mobile' ? result : undefined;
        record(name, formFactor, result);
      }
      // Demo: storage kept whole (the mock's database and session), so the cache is warm.
      for (const { name, path } of SIGNED_IN) {
        const result = await runLighthouse(`${origin('demo')}${path}`, formFactor, {
          userDataDir: profiles[name],
          keepStorage: true,
        });
        record(name, formFactor, result);
      }
    }
    if (wanted({ name: 'demo mock start-up' })) startups.push(await mockStartup());
  }
  for (const dir of Object.values(profiles)) rmSync(dir, { recursive: true, force: true });
  // Interaction to Next Paint on the demo build, seed and large preset (issue 33.2).
  if (wanted({ name: 'demo interactions' })) {
    const browser = await chromium.launch({
      executablePath: CHROME_PATH,
      args: CHROME_FLAGS.filter((flag) => flag !== '--headless=new'),
    });
    try {
      interactions = await benchInteractions({ browser, base: origin('demo'), rounds: ROUNDS });
    } finally {
      await browser.close();
    }
  }
} finally {
  server.close();
  await mockServer.stop();
}

const s = (ms) => `${(ms / 1000).toFixed(2)} s`;
console.log(
  `\nMedians of ${ROUNDS} interleaved round(s), Lighthouse ${'12'} simulated throttling; ratio = value / skeleton's.`,
);
console.log(
  '| page | form | perf | FCP | LCP | TBT | CLS | requests before LCP | LCP ratio | TBT ratio | benchmarkIndex of each run |',
);
console.log('|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---|');
for (const formFactor of ['mobile', 'desktop']) {
  const of = (name) => runs.filter((r) => r.name === name && r.formFactor === formFactor);
  const skeletonLcp = median(of('skeleton /').map((r) => r.lcp));
  // Issue 33.3: the landing's TBT at or below the skeleton's (a skeleton at 0 ms, as on
  // desktop, gives no ratio).
  const skeletonTbt = median(of('skeleton /').map((r) => r.tbt));
  const tbtRatio = (tbt) => (skeletonTbt > 0 ? (tbt / skeletonTbt).toFixed(2) : '—');
  for (const name of [...PAGES, ...LIVE_SIGNED_IN, ...SIGNED_IN].map((p) => p.name)) {
    const list = of(name);
    const m = (key) => median(list.map((r) => r[key]));
    console.log(
      `| ${name} | ${formFactor} | ${m('score')} | ${s(m('fcp'))} | ${s(m('lcp'))} | ${Math.round(m('tbt'))} ms | ${m('cls').toFixed(3)} | ${m('requests')} | ${(m('lcp') / skeletonLcp).toFixed(2)} | ${tbtRatio(m('tbt'))} | ${list.map((r) => r.benchmarkIndex).join(' ')} |`,
    );
  }
}
console.log(
  '\nSigned-in screens, a persona signed in first in the same Chromium profile. live: the live build (dist-live-emu: the API at /api/v1 on its own origin, passed on to the standalone mock server; Firebase Auth emulator on the mock server, another origin), signed in by e-mail link; Lighthouse resets the HTTP cache but not localStorage, so the session is in place and the cache cold. demo: the demo build signed in through the demo panel, all storage and the HTTP cache kept (warm).',
);
// The requests of each live signed-in screen (first mobile run, observed unthrottled times
// from the navigation's first request): scripts, and every call to the mock server.
for (const [name, result] of Object.entries(waterfalls)) {
  if (!result) continue;
  console.log(`\nRequests of ${name} (mobile, observed; LCP at ${Math.round(result.lcpAt)} ms):`);
  for (const r of result.requestLog) {
    const call = r.url.startsWith(MOCK_ORIGIN) || new URL(r.url).pathname.startsWith(API_PATH);
    if (!(r.type === 'Script' || r.type === 'Document' || call)) continue;
    const url = call
      ? r.url.slice(new URL(r.url).origin.length).replace(/\?key=[^&]*$/, '')
      : new URL(r.url).pathname;
    console.log(
      `  ${String(Math.round(r.start)).padStart(5)}–${String(Math.round(r.end)).padStart(5)} ms  ${String(r.status).padEnd(3)} ${r.type.padEnd(9)} ${url}`,
    );
  }
}
if (interactions) console.log(`\n${interactions}`);
const ms = (v) => `${Math.round(v)} ms`;
if (startups.length)
  console.log(
    `Demo mock start-up (unthrottled), median: cold ${ms(median(startups.map((r) => r.cold.total)))} to the worker (the first render waits for it), then the database loaded in ${ms(median(startups.map((r) => r.cold.db)))} (on the first request); warm ${ms(median(startups.map((r) => r.warm.total)))} to the worker, database ${ms(median(startups.map((r) => r.warm.db)))}. Each run: ${startups.map((r) => `${Math.round(r.cold.total)}/${Math.round(r.cold.db)}, ${Math.round(r.warm.total)}/${Math.round(r.warm.db)}`).join('; ')} ms.`,
  );
