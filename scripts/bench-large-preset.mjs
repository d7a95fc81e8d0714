#!/usr/bin/env node
// Benchmark (not a test): a cold page load with the large preset (10,000 offers) against the
// same screen with the seed, side by side in one run (issue 33.1's goal: within 1.5x).
// Two browser contexts (each its own IndexedDB): one keeps the seed, the other loads the large
// preset from the demo panel. Then, interleaved, each round opens a NEW page (a full load: the
// mock starts again and reads its stored data) on the recruiter's queue, offers list and
// dashboard, and times the navigation until the screen's first content is shown.
// Run `npm run build:demo` first. Usage: npm run bench:large -- [rounds=3]
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromium } from 'playwright';

const ROUNDS = Number(process.argv[2] ?? 3);
const PORT = 4198;
const BASE = `http://127.0.0.1:${PORT}`;
const SCREENS = [
  {
    name: 'Tareas (cola)',
    path: '/app/recruiter/candidates',
    shown: (page) =>
      page.getByRole('table', { name: 'Intentos por revisar' }).locator('tbody tr').first(),
  },
  {
    name: 'Mis ofertas',
    path: '/app/recruiter/jobs',
    shown: (page) => page.getByRole('main').locator('tbody tr, [data-testid="offer-card"]').first(),
  },
  {
    name: 'Panel (dashboard)',
    path: '/app/recruiter/dashboard',
    shown: (page) => page.getByRole('main').getByRole('table').first(),
  },
];

if (!existsSync('dist-demo/index.html')) {
  console.error('No dist-demo: run `npm run build:demo` first.');
  process.exit(2);
}
const server = spawn(
  process.execPath,
  [
    'node_modules/vite/bin/vite.js',
    'preview',
    '--mode',
    'mock',
    '--outDir',
    'dist-demo',
    '--host',
    '127.0.0.1',
    '--port',
    String(PORT),
    '--strictPort',
  ],
  { stdio: ['ignore', 'pipe', 'inherit'] },
);
await new Promise((resolve) =>
  server.stdout.on('data', (c) => String(c).includes(String(PORT)) && resolve()),
);

const executablePath = existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined;
const browser = await chromium.launch({
  executablePath,
  args: [
    '--no-sandbox',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});

/** A context signed in as Valentina (recruiter), with `preset` loaded. */
async function contextWith(preset) {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 900 },
    locale: 'es-CL',
  });
  const page = await context.newPage();
  await page.goto(`${BASE}/`);
  const panel = page.getByRole('dialog', { name: 'Panel de demostración' });
  await page.getByRole('button', { name: 'Panel de demostración' }).click();
  await panel.getByRole('tab', { name: 'Personas' }).click();
  await panel.getByRole('button', { name: 'Entrar como Valentina Castro' }).click();
  await page.waitForURL('**/app/recruiter/dashboard', { timeout: 120_000 });
  if (preset === 'large') {
    await page.getByRole('button', { name: 'Panel de demostración' }).click();
    await panel.getByRole('tab', { name: 'Datos' }).click();
    await panel.getByRole('button', { name: /Cargar conjunto grande/ }).click();
    const started = Date.now();
    await page
      .getByRole('dialog', { name: '¿Cargar el conjunto grande?' })
      .getByRole('button', { name: 'Cargar conjunto grande' })
      .click();
    const loading = panel.getByText(/Cargando conjunto grande/);
    await loading.waitFor({ timeout: 60_000 });
    await loading.waitFor({ state: 'detached', timeout: 900_000 });
    console.log(`Large preset chosen in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
  await page.close();
  return context;
}

/** A full page load of `screen` in `context`: ms from navigation to its first content. */
async function coldLoad(context, screen) {
  const page = await context.newPage();
  const started = Date.now();
  await page.goto(`${BASE}${screen.path}`);
  await screen.shown(page).waitFor({ timeout: 300_000 });
  const ms = Date.now() - started;
  await page.close();
  return ms;
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
try {
  const contexts = { seed: await contextWith('seed'), large: await contextWith('large') };
  // A first load of each converts what was stored at the choice, if anything (not timed).
  for (const context of Object.values(contexts)) await coldLoad(context, SCREENS[0]);
  const times = {};
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const screen of SCREENS) {
      for (const preset of ['seed', 'large']) {
        const ms = await coldLoad(contexts[preset], screen);
        (times[screen.name] ??= { seed: [], large: [] })[preset].push(ms);
      }
    }
  }
  console.log(`\nCold load, median of ${ROUNDS} interleaved rounds (ms):`);
  console.log('| screen | seed | large | large / seed |\n|---|---|---|---|');
  for (const [name, { seed, large }] of Object.entries(times)) {
    const [s, l] = [median(seed), median(large)];
    console.log(`| ${name} | ${s} | ${l} | ${(l / s).toFixed(2)} |`);
  }
} finally {
  await browser.close();
  server.kill();
}
