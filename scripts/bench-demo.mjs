// What the demo build's browser benchmarks share (`bench-review-queue.mjs`,
// `bench-large-preset.mjs`): the demo build served by `vite preview`, Chromium, and the demo
// panel's ways in (a persona, the large preset).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromium } from 'playwright';

/**
 * Serve the demo build (`dist-demo/`, or `outDir`: another build to compare) on `port`; exits
 * the process when it is missing.
 */
export async function startDemoPreview(port, outDir = 'dist-demo') {
  if (!existsSync(`${outDir}/index.html`)) {
    console.error(`No ${outDir}/index.html: run \`npm run build:demo\` first (or build it there).`);
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
      outDir,
      '--host',
      '127.0.0.1',
      '--port',
      String(port),
      '--strictPort',
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  await new Promise((resolve) =>
    server.stdout.on('data', (c) => String(c).includes(String(port)) && resolve()),
  );
  return { base: `http://127.0.0.1:${port}`, stop: () => server.kill() };
}

/** Debian's Chromium when present (else Playwright's), with this machine's flags. */
export function launchChromium() {
  const executablePath = existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined;
  return chromium.launch({
    executablePath,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

const demoPanel = (page) => page.getByRole('dialog', { name: 'Panel de demostración' });

/**
 * Sign in from the demo panel as `name` (a persona's full name); resolves once on `landing`
 * (a glob).
 */
export async function signInAs(page, base, name, landing) {
  await page.goto(`${base}/`);
  await page.getByRole('button', { name: 'Panel de demostración' }).click();
  await demoPanel(page).getByRole('tab', { name: 'Personas' }).click();
  await demoPanel(page)
    .getByRole('button', { name: `Entrar como ${name}` })
    .click();
  await page.waitForURL(landing, { timeout: 120_000 });
}

/** Sign in as Valentina (recruiter) from the demo panel; she lands on her dashboard. */
export function signInAsValentina(page, base) {
  return signInAs(page, base, 'Valentina Castro', '**/app/recruiter/dashboard');
}

/** Sign in as Camila (candidate) from the demo panel; she lands on her feed. */
export function signInAsCamila(page, base) {
  return signInAs(page, base, 'Camila Rojas', '**/app/feed');
}

/** Load the large preset from the demo panel; resolves with the seconds it took. */
export async function chooseLargePreset(page) {
  const panel = demoPanel(page);
  await page.getByRole('button', { name: 'Panel de demostración' }).click();
  await panel.getByRole('tab', { name: 'Datos' }).click();
  await panel.getByRole('button', { name: /Cargar conjunto grande/ }).click();
  // The panel asks first; once the preset is stored, the page reloads. (Waiting for the
  // status "Cargando conjunto grande…" missed it when it came and went before the wait began.)
  const reloaded = page.waitForEvent('framenavigated', {
    predicate: (frame) => frame === page.mainFrame(),
    timeout: 900_000,
  });
  const started = Date.now();
  await page
    .getByRole('dialog', { name: '¿Cargar el conjunto grande?' })
    .getByRole('button', { name: 'Cargar conjunto grande' })
    .click();
  await reloaded;
  await page.waitForLoadState('load');
  return (Date.now() - started) / 1000;
}
