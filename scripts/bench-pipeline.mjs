#!/usr/bin/env node
// Benchmark (not a test): the pipeline board of the large preset's busiest offer (500
// applicants, issue 34.8). Signed in as Valentina with the large preset, each round opens a
// NEW page on the offer (its applicants list: the mock is started and warm), then clicks the
// "Pipeline" tab and times, in the page's clock, from the click to the board drawn with every
// card (a frame after the last card is in the document), and how much of it was the request.
// Run `npm run build:demo` first. Usage: npm run bench:pipeline -- [rounds=5]
/* global window, document, MutationObserver, requestAnimationFrame -- page functions run in the browser */
import {
  chooseLargePreset,
  launchChromium,
  signInAsValentina,
  startDemoPreview,
} from './bench-demo.mjs';

const ROUNDS = Number(process.argv[2] ?? 5);
const PORT = Number(process.env.BENCH_PORT ?? 4195);

const { base: BASE, stop } = await startDemoPreview(PORT);
const browser = await launchChromium();
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** The offer with the most applicants, from the offers list sorted by them. */
async function busiestOffer(page) {
  await page.goto(`${BASE}/app/recruiter/jobs/?sortBy=applicantsCount&sortOrder=desc`);
  const link = page.getByRole('table', { name: 'Ofertas' }).locator('tbody tr a').first();
  await link.waitFor({ timeout: 300_000 });
  return new URL(await link.getAttribute('href'), BASE).pathname.replace(/\/$/, '');
}

/** One round: ms from the click on "Pipeline" to the whole board drawn, and the request's part. */
async function round(context, offerPath, expected) {
  const page = await context.newPage();
  await page.goto(`${BASE}${offerPath}/`);
  await page.getByRole('table', { name: 'Postulantes' }).waitFor({ timeout: 300_000 });
  await page.evaluate((count) => {
    window.__boardDrawn = new Promise((resolve) => {
      const observer = new MutationObserver(() => {
        if (document.querySelectorAll('[data-card]').length < count) return;
        observer.disconnect();
        requestAnimationFrame(() => setTimeout(() => resolve(performance.now())));
      });
      observer.observe(document.body, { childList: true, subtree: true });
    });
  }, expected);
  const clickedAt = await page.evaluate(() => performance.now());
  await page.getByRole('tab', { name: 'Pipeline' }).click();
  const drawnAt = await page.evaluate(() => window.__boardDrawn);
  const request = await page.evaluate(() => {
    const entry = performance
      .getEntriesByType('resource')
      .findLast((e) => e.name.includes('/pipeline'));
    return entry ? entry.responseEnd - entry.startTime : null;
  });
  const cards = await page.locator('[data-card]').count();
  await page.close();
  return { total: drawnAt - clickedAt, request, cards };
}

try {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 900 },
    locale: 'es-CL',
  });
  const setup = await context.newPage();
  await signInAsValentina(setup, BASE);
  console.log(`Large preset chosen in ${(await chooseLargePreset(setup)).toFixed(1)} s`);
  const offerPath = await busiestOffer(setup);
  await setup.close();
  // A first page converts what was stored (not timed) and counts the cards: each round then
  // waits for that many (counting, not reading the page's text, which would lay it out).
  const { cards } = await round(context, offerPath, 1);
  const rows = [];
  for (let r = 0; r < ROUNDS; r += 1) rows.push(await round(context, offerPath, cards));
  const totals = rows.map((row) => row.total);
  const renders = rows.map((row) => row.total - (row.request ?? 0));
  console.log(`Offer ${offerPath}: ${rows[0].cards} cards`);
  console.log(`Rounds (ms, click → board drawn): ${totals.map(Math.round).join(', ')}`);
  console.log(`Request part (ms): ${rows.map((row) => Math.round(row.request ?? NaN)).join(', ')}`);
  console.log(
    `Median: ${Math.round(median(totals))} ms in all, ${Math.round(median(renders))} ms without the request`,
  );
} finally {
  await browser.close();
  stop();
}
