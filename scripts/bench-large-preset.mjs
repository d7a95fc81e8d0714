#!/usr/bin/env node
// Benchmark (not a test): a cold page load with the large preset (10,000 offers) against the
// same screen with the seed, side by side in one run (issue 33.1's goal: within 1.5x).
// Two browser contexts (each its own IndexedDB): one keeps the seed, the other loads the large
// preset from the demo panel. Then, interleaved, each round opens a NEW page (a full load: the
// mock starts again and reads its stored data) on the recruiter's queue, offers list and
// dashboard, and times the navigation until the screen's first content is shown.
// Run `npm run build:demo` first. Usage: npm run bench:large -- [rounds=3]
import {
  chooseLargePreset,
  launchChromium,
  signInAsValentina,
  startDemoPreview,
} from './bench-demo.mjs';

const ROUNDS = Number(process.argv[2] ?? 3);
const PORT = 4198;
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

const { base: BASE, stop } = await startDemoPreview(PORT);
const browser = await launchChromium();

/** A context signed in as Valentina (recruiter), with `preset` loaded. */
async function contextWith(preset) {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 900 },
    locale: 'es-CL',
  });
  const page = await context.newPage();
  await signInAsValentina(page, BASE);
  if (preset === 'large') {
    const seconds = await chooseLargePreset(page);
    console.log(`Large preset chosen in ${seconds.toFixed(1)} s`);
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
  stop();
}
