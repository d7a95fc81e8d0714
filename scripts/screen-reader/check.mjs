#!/usr/bin/env node
// Screen-reader pass (issue 16): drives the demo build with the keyboard through X (xdotool,
// so Orca hears the keys as a user's), and prints what Orca said at each step, as Markdown.
// Needs scripts/screen-reader/setup.sh first, a demo build served (`npm run preview`, or
// BASE=http://127.0.0.1:<port>), and the personas' storage states of e2e (e2e/.auth, made by
// any e2e run). Not part of `npm test`: a person reads the transcript (docs/screen-reader-check.md).
//   source /tmp/screen-reader/env.sh && node scripts/screen-reader/check.mjs [journey ...]
import { execSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
/* global document */
import { chromium } from '@playwright/test';

const BASE = process.env.BASE ?? 'http://127.0.0.1:4173';
const LOG = process.env.ORCA_LOG ?? '/tmp/screen-reader/orca-debug.log';
const ROOT = resolve(import.meta.dirname, '../..');

const spoken = () =>
  readFileSync(LOG, 'utf8')
    .split('\n')
    .filter((line) => line.includes('SPEECH OUTPUT:'))
    .map((line) =>
      line
        .replace(/^.*SPEECH OUTPUT: '?/, '')
        .replace(/'?\{.*$/, '')
        .trim(),
    )
    // Orca's echo of the keys pressed ("tab '", "left shift '") is left out of the transcript.
    .filter((text) => text && !/ '$/.test(text))
    // So is the browser's own interface (its translation bubble, tabs, address bar).
    .filter(
      (text) => !/Translate|Chromium frame|page tab\.|Address and search bar|^frame\.$/.test(text),
    )
    .filter((text) => !/This dialog is not currently focused/.test(text));

/** Steps: goto, key (xdotool names, `times`), type, tabTo (Tab until Orca says `text`). */
const JOURNEYS = {
  landing: {
    title: 'Portada, sin sesión',
    steps: [
      { goto: '/' },
      { tabTo: 'Buscar ofertas' },
      { key: 'shift+Tab', times: 2 },
      { key: 'Escape', note: 'salir del modo foco' },
      { key: 'h', times: 3, note: 'títulos (navegación estructural de Orca)' },
      { tabTo: 'Buscar ofertas' },
      { type: 'react' },
      { key: 'Return', note: 'buscar', wait: 3000 },
    ],
  },
  login: {
    title: 'Ingresar: un correo mal escrito',
    steps: [
      { goto: '/login' },
      { tabTo: 'Correo', note: 'al campo' },
      { type: 'camila@' },
      { key: 'Return', note: 'enviar el formulario', wait: 2000 },
    ],
  },
  feed: {
    title: 'Candidata: inicio, favoritos',
    persona: 'camila',
    steps: [
      { goto: '/app/feed' },
      { key: 'h', times: 2 },
      { key: 'Tab', note: 'el primer botón de favorito' },
      { key: 'space', note: 'cambiarlo', wait: 2000 },
      { key: 'space', note: 'y volverlo atrás', wait: 2000 },
    ],
  },
  settings: {
    title: 'Candidata: ajustes, un campo obligatorio vacío',
    persona: 'camila',
    steps: [
      { goto: '/app/settings' },
      { tabTo: 'Nombre', max: 25 },
      { key: 'ctrl+a' },
      { key: 'BackSpace' },
      { tabTo: 'Guardar', max: 25 },
      { key: 'Return', note: 'guardar', wait: 2500 },
    ],
  },
  dashboard: {
    title: 'Administrador: panel, gráficos como tablas',
    persona: 'andres',
    steps: [
      { goto: '/app/recruiter/dashboard', wait: 5000 },
      { key: 't', times: 2, note: 'tablas' },
    ],
  },
};

function storageState(persona) {
  if (!persona) return undefined;
  const state = JSON.parse(readFileSync(`${ROOT}/e2e/.auth/${persona}.json`, 'utf8'));
  for (const origin of state.origins ?? []) origin.origin = BASE;
  return state;
}

const chosen = process.argv.slice(2);
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  headless: false,
  env: { ...process.env, LANGUAGE: 'es_ES', LANG: 'es_ES.UTF-8' },
  args: [
    '--lang=es-ES',
    '--no-sandbox',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--force-renderer-accessibility',
    '--disable-features=Translate',
    '--start-maximized',
  ],
});
const version = browser.version();
console.log(`# Orca + Chromium ${version}, ${new Date().toISOString().slice(0, 10)}\n`);
for (const [name, journey] of Object.entries(JOURNEYS)) {
  if (chosen.length && !chosen.includes(name)) continue;
  const context = await browser.newContext({
    viewport: null,
    locale: 'es-ES',
    storageState: storageState(journey.persona),
  });
  const page = await context.newPage();
  let seen = spoken().length;
  const heard = async (wait = 1200) => {
    await new Promise((done) => setTimeout(done, wait));
    const all = spoken();
    const out = all.slice(seen);
    seen = all.length;
    return out;
  };
  const focused = () =>
    page.evaluate(() => {
      const el = document.activeElement;
      if (!el || el === document.body) return 'body';
      const name = el.getAttribute('aria-label') || el.labels?.[0]?.textContent || el.textContent;
      return `${el.tagName.toLowerCase()} “${(name ?? '').trim().slice(0, 50)}”`;
    });
  const print = async (label, lines) =>
    console.log(
      `- **${label}** [foco: ${await focused()}]: ${lines.length ? lines.map((l) => `“${l}”`).join(' · ') : '(nada)'}`,
    );
  const key = (name) => execSync(`xdotool key --clearmodifiers ${name}`);
  console.log(`## ${journey.title}${journey.persona ? ` (${journey.persona})` : ''}\n`);
  for (const step of journey.steps) {
    if (step.goto) {
      await page.goto(BASE + step.goto);
      await page.locator('h1').first().waitFor();
      await page.bringToFront();
      execSync(
        'xdotool search --onlyvisible --class chromium | head -1 | xargs -r xdotool windowfocus',
      );
      await print(`abrir ${step.goto}`, await heard(step.wait ?? 3000));
    } else if (step.key) {
      for (let i = 0; i < (step.times ?? 1); i += 1) {
        key(step.key);
        await print(`${step.key}${step.note ? ` (${step.note})` : ''}`, await heard(step.wait));
      }
    } else if (step.type) {
      execSync(`xdotool type --delay 60 ${JSON.stringify(step.type)}`);
      await print(`escribir “${step.type}”`, await heard());
    } else if (step.tabTo) {
      // Tab until the focus (not the speech, which can lag a key behind) is on the target.
      const lines = [];
      for (let i = 0; i < (step.max ?? 15); i += 1) {
        key('Tab');
        lines.push(...(await heard(900)));
        if ((await focused()).includes(step.tabTo)) break;
      }
      lines.push(...(await heard(900)));
      await print(`Tab hasta “${step.tabTo}”`, lines);
    }
  }
  console.log('');
  await context.close();
}
await browser.close();
