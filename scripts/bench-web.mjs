#!/usr/bin/env node
// Side-by-side web benchmark (issue 15): builds the live app, the demo app and the bare
// skeleton of the same stack (bench/skeleton), serves them from one local server (one port,
// told apart by host name: live.localhost, demo.localhost, skeleton.localhost; gzip level
// 6), and runs Lighthouse (simulated throttling) interleaved over N rounds, mobile and
// desktop. Then the first signed-in screens (candidate feed, recruiter dashboard) and the
// demo's mock start-up (performance marks, cold and warm). Prints one table of medians,
// the benchmarkIndex of every run and the ratio to the skeleton.
//   flock /tmp/heavy.lock npm run bench:web -- [--rounds 5] [--no-build] [--port 4303]
//     [--only 'demo /,live /']  only these pages, by the names the table prints (`--only
//                     startup`: none of them, just the mock start-up); builds are still all made
import { execSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, normalize, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromium } from '@playwright/test';

const ROOT = resolve(import.meta.dirname, '..');
const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? args[index + 1] : fallback;
};
const ROUNDS = Number(option('rounds', process.env.BENCH_ROUNDS ?? 5));
const PORT = Number(option('port', process.env.BENCH_PORT ?? 4303));
const BUILD = !args.includes('--no-build');
const ONLY = option('only', null);
const chosen = (name) => ONLY === null || ONLY.split(',').includes(name);
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
};

if (BUILD) {
  const run = (command) => execSync(command, { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
  console.error('Building the live app, the demo app and the skeleton…');
  run('npm run build');
  run('npm run build:demo');
  run('npx vite build --config bench/skeleton/vite.config.ts');
}
for (const [name, dir] of Object.entries(SITES)) {
  if (!existsSync(join(dir, 'index.html'))) {
    console.error(`No build of ${name} at ${dir}: run without --no-build.`);
    process.exit(2);
  }
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
const server = createServer((request, response) => {
  const site = SITES[(request.headers.host ?? '').split('.')[0]];
  if (!site) {
    response.writeHead(404).end();
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

/** Signs a persona in on the demo build in a Chromium profile, for Lighthouse to reuse. */
async function signedInProfile(personaName) {
  const dir = mkdtempSync(join(tmpdir(), 'bench-web-'));
  const context = await chromium.launchPersistentContext(dir, {
    executablePath: CHROME_PATH,
    args: CHROME_FLAGS.filter((flag) => flag !== '--headless=new'),
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(`${origin('demo')}/`);
    await page.getByRole('button', { name: 'Panel de demostración' }).click();
    const panel = page.getByRole('dialog', { name: 'Panel de demostración' });
    await panel.getByRole('tab', { name: 'Personas' }).click();
    await panel.getByRole('button', { name: `Entrar como ${personaName}` }).click();
    await page.waitForURL(/\/app\//, { timeout: 60_000 });
    await page.waitForLoadState('networkidle');
  } finally {
    await context.close();
  }
  return dir;
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
].filter(({ name }) => chosen(name));
const SIGNED_IN = [
  { name: 'demo /app/feed', persona: 'Camila Rojas', path: '/app/feed' },
  { name: 'demo recruiter dash', persona: 'Valentina Castro', path: '/app/recruiter/dashboard' },
].filter(({ name }) => chosen(name));

const startups = [];
try {
  const profiles = {};
  for (const { name, persona } of SIGNED_IN) profiles[name] = await signedInProfile(persona);
  for (let round = 1; round <= ROUNDS; round += 1) {
    console.error(`Round ${round}/${ROUNDS}`);
    for (const formFactor of ['mobile', 'desktop']) {
      for (const { name, url } of PAGES)
        record(name, formFactor, await runLighthouse(url, formFactor));
      for (const { name, path } of SIGNED_IN) {
        const result = await runLighthouse(`${origin('demo')}${path}`, formFactor, {
          userDataDir: profiles[name],
          keepStorage: true,
        });
        record(name, formFactor, result);
      }
    }
    startups.push(await mockStartup());
  }
  for (const dir of Object.values(profiles)) rmSync(dir, { recursive: true, force: true });
} finally {
  server.close();
}

const s = (ms) => `${(ms / 1000).toFixed(2)} s`;
console.log(
  `\nMedians of ${ROUNDS} interleaved round(s), Lighthouse ${'12'} simulated throttling; ratio = value / skeleton's.`,
);
console.log(
  '| page | form | perf | FCP | LCP | TBT | CLS | requests before LCP | LCP ratio | benchmarkIndex of each run |',
);
console.log('|---|---|---:|---:|---:|---:|---:|---:|---:|---|');
for (const formFactor of ['mobile', 'desktop']) {
  const of = (name) => runs.filter((r) => r.name === name && r.formFactor === formFactor);
  const skeletonLcp = median(of('skeleton /').map((r) => r.lcp));
  for (const name of [...PAGES, ...SIGNED_IN].map((p) => p.name)) {
    const list = of(name);
    const m = (key) => median(list.map((r) => r[key]));
    console.log(
      `| ${name} | ${formFactor} | ${m('score')} | ${s(m('fcp'))} | ${s(m('lcp'))} | ${Math.round(m('tbt'))} ms | ${m('cls').toFixed(3)} | ${m('requests')} | ${(m('lcp') / skeletonLcp).toFixed(2)} | ${list.map((r) => r.benchmarkIndex).join(' ')} |`,
    );
  }
}
console.log(
  "\nSigned-in screens: demo build (the live build signs in with Firebase only, which cannot accept the standalone mock server's tokens), a persona signed in first in the same Chromium profile; storage (and the HTTP cache) kept for the run.",
);
const ms = (v) => `${Math.round(v)} ms`;
console.log(
  `Demo mock start-up (unthrottled), median: cold ${ms(median(startups.map((r) => r.cold.total)))} to the worker (the first render waits for it), then the database loaded in ${ms(median(startups.map((r) => r.cold.db)))} (on the first request); warm ${ms(median(startups.map((r) => r.warm.total)))} to the worker, database ${ms(median(startups.map((r) => r.warm.db)))}. Each run: ${startups.map((r) => `${Math.round(r.cold.total)}/${Math.round(r.cold.db)}, ${Math.round(r.warm.total)}/${Math.round(r.warm.db)}`).join('; ')} ms.`,
);
