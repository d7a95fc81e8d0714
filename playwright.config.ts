import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

/**
 * End-to-end tests run in Chromium against the demo build (mock mode), served by
 * `vite preview`. On these machines Debian's builds are used; elsewhere Playwright's own.
 *
 * Two builds of Chromium: the headless shell (what Playwright itself runs headless by
 * default) for every test, and the full browser only for the tests tagged `@full-browser`,
 * which need what the shell lacks (the back/forward cache). The shell ran the same tests in
 * about three quarters of the time: the full browser's own process spent as much CPU as the
 * pages (docs/decisions/2026-11-28-headless-shell.md).
 */
const SYSTEM_CHROMIUM = '/usr/bin/chromium';
const SYSTEM_HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const fullBrowser =
  process.env.PLAYWRIGHT_CHROMIUM_PATH ??
  (existsSync(SYSTEM_CHROMIUM) ? SYSTEM_CHROMIUM : undefined);
/** The shell, or where it is missing the full browser (Playwright's shell cannot be downloaded here). */
const headlessShell =
  process.env.PLAYWRIGHT_HEADLESS_SHELL_PATH ??
  (existsSync(SYSTEM_HEADLESS_SHELL) ? SYSTEM_HEADLESS_SHELL : fullBrowser);
/** Tests that need the full browser run only in the `full-browser` project. */
const FULL_BROWSER = /@full-browser/;
const launchArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
/** Launch options for one of the builds (`undefined`: Playwright's own, the shell by default). */
function launchWith(executablePath: string | undefined, channel?: string) {
  return {
    launchOptions: { executablePath, args: launchArgs },
    ...(executablePath ? {} : { channel }),
  };
}
const shell = launchWith(headlessShell);
const full = launchWith(fullBrowser, 'chromium');
const desktop = { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 900 } };
/** Each working copy may serve its own demo build: `E2E_PORT=4180 npm run test:e2e`. */
const PORT = Number(process.env.E2E_PORT ?? 4173);
const baseURL = `http://127.0.0.1:${PORT}`;
/** Runs only in its own project, which serves the live build (not the demo) itself. */
const LIVE_EMULATOR_SPEC = /live-emulator\.spec\.ts/;

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  // Two workers on 2 cores: with no UI sign-in per test (personas from the setup project)
  // the same 83 tests took 306 s instead of 435 s with one
  // (docs/decisions/2026-11-25-fast-e2e-suite.md). Each test is slower (7.0 s instead of
  // 5.1 s), so waits on a first screen must allow for it.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  // Bounds for a failure, not waits (every wait is on a condition): generous, so that a
  // loaded machine (two CPU hogs beside the run, issue 7.16) slows the run without failing it.
  timeout: 120_000,
  expect: { timeout: 20_000 },
  reporter: [['list'], ['json', { outputFile: 'reports/playwright.json' }]],
  use: {
    baseURL,
    locale: 'es-CL',
    timezoneId: 'America/Santiago',
    serviceWorkers: 'allow',
    // Recording a trace made every test ~40 % slower (measured: docs/benchmarks.md,
    // docs/decisions/2026-11-25-fast-e2e-suite.md): record it only when a failed test runs
    // again (CI retries once), or ask with `--trace on`.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      // Signs each persona in once and saves the browser state (e2e/auth.setup.ts).
      name: 'setup',
      testMatch: /.*\.setup\.ts/,
      use: { ...desktop, ...shell },
    },
    {
      name: 'desktop',
      use: { ...desktop, ...shell },
      // `@phone` tests run at both widths; `@phone-only` ones only on the phone.
      grepInvert: [/@phone-only/, FULL_BROWSER],
      testIgnore: LIVE_EMULATOR_SPEC,
      dependencies: ['setup'],
    },
    {
      name: 'phone',
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 390, height: 844 },
        isMobile: false,
        hasTouch: true,
        ...shell,
      },
      grep: /@phone/,
      grepInvert: FULL_BROWSER,
      testIgnore: LIVE_EMULATOR_SPEC,
      dependencies: ['setup'],
    },
    {
      name: 'full-browser',
      use: { ...desktop, ...full },
      grep: FULL_BROWSER,
      testIgnore: LIVE_EMULATOR_SPEC,
      dependencies: ['setup'],
    },
    {
      // The live build against the real Firebase Auth emulator and the standalone mock
      // server, which the spec starts itself (e2e/support/liveEmulator.ts).
      name: 'live-emulator',
      testMatch: LIVE_EMULATOR_SPEC,
      use: { ...desktop, ...shell },
    },
  ],
  webServer: {
    // `npm test` has built the demo already (E2E_DEMO_BUILT=1): build it once, not twice.
    command: `${process.env.E2E_DEMO_BUILT ? '' : 'npm run build:demo && '}npx vite preview --mode mock --outDir dist-demo --host 127.0.0.1 --port ${PORT} --strictPort`,
    url: baseURL,
    reuseExistingServer: !process.env.CI,
    timeout: 180_000,
  },
});
