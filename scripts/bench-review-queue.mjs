#!/usr/bin/env node
// Benchmark (not a test) of the recruiters' queue ("Tareas") over the large preset (10,000
// offers, ~12,000 attempts), in the demo build in Chromium: Valentina loads the preset, opens the
// queue with 50 rows a page, then changes the "Tipo de etapa" filter; the script reports how
// long the filtered page took to answer and to show, and the longest main-thread task meanwhile
// (PerformanceObserver "longtask"; the goal is none over 200 ms). Run `npm run build:demo` first.
// Usage: node scripts/bench-review-queue.mjs [rounds=3]
/* global window, document -- page functions run in the browser */
import {
  chooseLargePreset,
  launchChromium,
  signInAsValentina,
  startDemoPreview,
} from './bench-demo.mjs';

const ROUNDS = Number(process.argv[2] ?? 3);
const PORT = 4199;
const TYPES = ['Prueba técnica', 'Cuestionario', 'Entrevista', 'Documento'];

const { base: BASE, stop } = await startDemoPreview(PORT);
const browser = await launchChromium();
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 }, locale: 'es-CL' });
  await page.addInitScript(() => {
    window.__longTasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        window.__longTasks.push({ start: entry.startTime, duration: entry.duration });
    }).observe({ type: 'longtask', buffered: true });
  });
  await signInAsValentina(page, BASE);
  const seconds = await chooseLargePreset(page);
  console.log(`Large preset loaded in the browser in ${seconds.toFixed(1)} s`);
  await page.keyboard.press('Escape');

  await page.goto(`${BASE}/app/recruiter/candidates?pageSize=50`);
  const rows = page.getByRole('table', { name: 'Intentos por revisar' }).locator('tbody tr');
  await rows.first().waitFor({ timeout: 120_000 });
  const total = await page
    .getByText(/intentos? por revisar/)
    .first()
    .textContent();
  console.log(`Queue: ${total}`);
  if (Number((total ?? '').replace(/\D/g, '')) < 200)
    throw new Error('The large preset is not loaded.');
  const results = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const type of TYPES) {
      await page.getByRole('combobox', { name: 'Tipo de etapa' }).click();
      // A filter asked before may come from the cache (no request): then only the render counts.
      let respondedAt = null;
      const answered = page
        .waitForResponse(
          (r) => {
            const match =
              r.url().includes('/stage-attempts/to-review') && r.url().includes('stageType=');
            if (match) respondedAt = Date.now();
            return match;
          },
          { timeout: 10_000 },
        )
        .catch(() => null);
      const t0 = await page.evaluate(() => performance.now());
      const clickedAt = Date.now();
      await page.getByRole('option', { name: type, exact: true }).click();
      await page.waitForFunction(
        (label) => {
          const cells = [...document.querySelectorAll('table tbody tr td:nth-child(4)')];
          return cells.every((cell) => cell.textContent.includes(label));
        },
        type,
        { timeout: 60_000 },
      );
      const t1 = await page.evaluate(() => performance.now());
      const count = await rows.count();
      const answer = (await answered) && respondedAt !== null ? respondedAt - clickedAt : null;
      const longest = await page.evaluate(
        ([from, to]) =>
          Math.max(
            0,
            ...window.__longTasks
              .filter((t) => t.start + t.duration >= from && t.start <= to)
              .map((t) => t.duration),
          ),
        [t0, t1],
      );
      results.push({ type, rows: count, answer, shown: t1 - t0, longest });
      console.log(
        `  ${type.padEnd(16)} ${String(count).padStart(3)} rows  answered ${answer === null ? ' (cache)' : `${answer.toFixed(0).padStart(5)} ms`}  shown ${(t1 - t0).toFixed(0).padStart(5)} ms  longest task ${longest.toFixed(0).padStart(4)} ms`,
      );
    }
  }
  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  const worst = Math.max(...results.map((r) => r.longest));
  console.log(
    `\nMedian: answered ${median(results.filter((r) => r.answer !== null).map((r) => r.answer)).toFixed(0)} ms, shown ${median(results.map((r) => r.shown)).toFixed(0)} ms; longest task overall ${worst.toFixed(0)} ms (goal: none over 200 ms).`,
  );
} finally {
  await browser.close();
  stop();
}
