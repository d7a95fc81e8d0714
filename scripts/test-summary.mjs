#!/usr/bin/env node
// One closing line for the whole test run (unit + end-to-end), from the JSON reports of
// Vitest and Playwright: "N passed, N failed" (", N skipped").
import { existsSync, readFileSync } from 'node:fs';

const read = (path) => (existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : null);
const unit = read('reports/vitest.json');
const e2e = read('reports/playwright.json');

const totals = { passed: 0, failed: 0, skipped: 0 };
if (unit) {
  totals.passed += unit.numPassedTests;
  totals.failed += unit.numFailedTests;
  totals.skipped += unit.numPendingTests + (unit.numTodoTests ?? 0);
}
if (e2e) {
  totals.passed += e2e.stats.expected + e2e.stats.flaky;
  totals.failed += e2e.stats.unexpected;
  totals.skipped += e2e.stats.skipped;
}
if (!unit || !e2e)
  console.error('Missing report:', !unit ? 'reports/vitest.json' : 'reports/playwright.json');
console.log(`tests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(totals.failed > 0 || !unit || !e2e || totals.passed === 0 ? 1 : 0);
