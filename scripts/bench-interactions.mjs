#!/usr/bin/env node
// Benchmark (not a test): Interaction to Next Paint of the product's everyday interactions
// (issue 33.2), in the demo build, with the seed and with the large preset (10,000 offers).
// The `web-vitals` library runs in the page (injected from node_modules, not shipped); each
// interaction runs in a fresh page once its screen is ready, under a 4x CPU slowdown (Chrome
// DevTools Protocol), and the page's INP (its worst interaction: every scenario has fewer
// than 50) is read when the page is hidden, as web-vitals reports it. Per scenario and
// preset: the 75th percentile and the worst of the rounds. Goal: p75 <= 200 ms, none > 500 ms.
// Run `npm run build:demo` first.
//   npm run bench:interactions -- [rounds=3] [--only <regex>] [--dist <dir>]
// `--dist` serves another build (e.g. one made at an earlier commit with
// `npx vite build --mode mock --outDir <dir>`), to alternate it with this one's.
// `npm run bench:web` runs it too (on the demo build it served).
/* global window, document -- in the functions `page.evaluate` runs in the page */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import {
  chooseLargePreset,
  launchChromium,
  signInAsCamila,
  signInAsValentina,
  startDemoPreview,
} from './bench-demo.mjs';

// The IIFE build (a global `webVitals`), beside the package's main file.
const WEB_VITALS = readFileSync(
  join(dirname(createRequire(import.meta.url).resolve('web-vitals')), 'web-vitals.iife.js'),
  'utf8',
);
const CPU_SLOWDOWN = 4;
const SLOW = { timeout: 120_000 };

// In every page: INP as web-vitals reports it (all changes, from 16 ms, the Event Timing floor).
const RECORD_INP = `${WEB_VITALS}
window.__inp = null;
webVitals.onINP((metric) => { window.__inp = metric.value; }, { reportAllChanges: true, durationThreshold: 16 });`;

const main = (page) => page.getByRole('main');

/**
 * Each scenario: `persona`, `ready(page, base)` (opens the screen and waits until it can be
 * used, at full speed) and `act(page)` (the interactions, under the slowdown, waiting for
 * what each one shows).
 */
export const SCENARIOS = [
  {
    name: 'Escribir en la búsqueda de ofertas',
    persona: 'camila',
    ready: async (page, base) => {
      await page.goto(`${base}/app/jobs`);
      await offerCards(page).first().waitFor(SLOW);
    },
    act: async (page) => {
      const box = main(page).getByRole('searchbox', { name: 'Buscar' });
      await box.pressSequentially('analista de datos', { delay: 60 });
      await page.waitForURL(/search=analista/, SLOW);
    },
  },
  {
    name: 'Guardar una oferta en favoritos',
    persona: 'camila',
    ready: async (page, base) => {
      await page.goto(`${base}/app/jobs`);
      await main(page).getByRole('button', { name: 'Guardar en favoritos' }).first().waitFor(SLOW);
    },
    act: async (page) => {
      // The first card not saved yet (by position: the filter would let go of it once saved).
      const index = await offerCards(page).evaluateAll((cards) =>
        cards.findIndex((card) => card.querySelector('[aria-label="Guardar en favoritos"]')),
      );
      const card = offerCards(page).nth(index);
      await card.getByRole('button', { name: 'Guardar en favoritos' }).click();
      await card.getByRole('button', { name: 'Quitar de favoritos' }).waitFor(SLOW);
    },
  },
  {
    name: 'Cambiar un filtro de Tareas',
    persona: 'valentina',
    ready: async (page, base) => {
      await page.goto(`${base}/app/recruiter/candidates`);
      await queueRows(page).first().waitFor(SLOW);
    },
    act: async (page) => {
      await page.getByRole('combobox', { name: 'Tipo de etapa' }).click();
      await page.getByRole('option', { name: 'Prueba técnica' }).click();
      await page.waitForURL(/stageType=technical/, SLOW);
      await queueRows(page).first().waitFor(SLOW);
    },
  },
  {
    name: 'Aprobar un intento y pasar al siguiente',
    persona: 'valentina',
    ready: async (page, base) => {
      await page.goto(`${base}/app/recruiter/candidates?stageType=technical`);
      await queueRows(page).first().locator('a').first().click();
      await page.getByRole('button', { name: 'Aprobar' }).waitFor(SLOW);
    },
    act: async (page) => {
      const before = page.url();
      const score = page.getByRole('textbox', { name: 'Puntaje' });
      if (await score.isVisible()) await score.fill('80');
      await page.getByRole('button', { name: 'Aprobar' }).click();
      await page
        .getByRole('dialog', { name: '¿Desea continuar con la acción?' })
        .getByRole('button', { name: 'Confirmar' })
        .click();
      // Decided, the review moves on by itself: to the next attempt, or back to Tareas.
      await page.waitForURL((url) => url.href !== before, SLOW);
      await page
        .getByRole('button', { name: 'Aprobar' })
        .or(queueRows(page).first())
        .first()
        .waitFor(SLOW);
    },
  },
  {
    name: 'Abrir el panel (dashboard)',
    persona: 'valentina',
    ready: async (page, base) => {
      await page.goto(`${base}/app/recruiter/candidates`);
      await queueRows(page).first().waitFor(SLOW);
    },
    act: async (page) => {
      await page.getByRole('tab', { name: 'Inicio' }).click();
      await main(page).getByRole('table').first().waitFor(SLOW);
    },
  },
  {
    name: 'Agregar una etapa en el diseñador',
    persona: 'valentina',
    ready: async (page, base) => {
      await page.goto(`${base}/app/recruiter/jobs`);
      await main(page).getByRole('link', { name: 'Editar etapas' }).first().click(SLOW);
      await page.getByRole('button', { name: 'Agregar etapa' }).waitFor(SLOW);
    },
    act: async (page) => {
      const cards = page.getByTestId('stage-card');
      const before = await cards.count();
      await page.getByRole('button', { name: 'Agregar etapa' }).click();
      await cards.nth(before).getByRole('textbox', { name: 'Nombre' }).waitFor(SLOW);
    },
  },
];

function offerCards(page) {
  return page.getByTestId('job-offer-card');
}

function queueRows(page) {
  return page.getByRole('table', { name: 'Intentos por revisar' }).locator('tbody tr');
}

/** The page's INP after `act`, in ms (`null`: no interaction reached 16 ms). */
async function measure(context, base, scenario) {
  const page = await context.newPage();
  try {
    await scenario.ready(page, base);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await scenario.act(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    // Hidden: web-vitals takes the pending entries and reports the final value.
    return await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
      return window.__inp;
    });
  } finally {
    await page.close();
  }
}

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

/**
 * Every scenario `rounds` times (interleaved) with the seed and with the large preset, each
 * preset and persona in its own browser context (its own IndexedDB). Resolves with the table
 * (markdown) of p75 and worst INP per scenario and preset.
 */
export async function benchInteractions({ browser, base, rounds = 3, only }) {
  const scenarios = SCENARIOS.filter((s) => !only || new RegExp(only).test(s.name));
  const results = new Map(); // `${preset}|${name}` → ms[]
  for (const preset of ['seed', 'large']) {
    const contexts = {};
    for (const persona of new Set(scenarios.map((s) => s.persona))) {
      const context = await browser.newContext({
        viewport: { width: 1280, height: 900 },
        locale: 'es-CL',
      });
      await context.addInitScript(RECORD_INP);
      const page = await context.newPage();
      await (persona === 'camila' ? signInAsCamila : signInAsValentina)(page, base);
      if (preset === 'large') await chooseLargePreset(page);
      await page.close();
      contexts[persona] = context;
    }
    for (let round = 1; round <= rounds; round += 1) {
      for (const scenario of scenarios) {
        const value = await measure(contexts[scenario.persona], base, scenario);
        const key = `${preset}|${scenario.name}`;
        results.set(key, [...(results.get(key) ?? []), value ?? 16]);
        console.error(`${preset} round ${round}: ${scenario.name}: ${value ?? '<16'} ms`);
      }
    }
    for (const context of Object.values(contexts)) await context.close();
  }
  const cell = (key) => {
    const values = results.get(key);
    return `${Math.round(percentile(values, 75))} / ${Math.round(Math.max(...values))}`;
  };
  const lines = [
    `INP under a ${CPU_SLOWDOWN}x CPU slowdown, ${rounds} rounds (ms, p75 / worst):`,
    '| interaction | seed | large preset |',
    '|---|---|---|',
    ...scenarios.map(
      (s) => `| ${s.name} | ${cell(`seed|${s.name}`)} | ${cell(`large|${s.name}`)} |`,
    ),
  ];
  return lines.join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const onlyAt = args.indexOf('--only');
  const only = onlyAt >= 0 ? args[onlyAt + 1] : undefined;
  const distAt = args.indexOf('--dist');
  const dist = distAt >= 0 ? args[distAt + 1] : undefined;
  const rounds = Number(
    args.find((a, i) => /^\d+$/.test(a) && !/^--/.test(args[i - 1] ?? '')) ?? 3,
  );
  const { base, stop } = await startDemoPreview(4196, dist);
  const browser = await launchChromium();
  try {
    console.log(await benchInteractions({ browser, base, rounds, only }));
  } finally {
    await browser.close();
    stop();
  }
}
