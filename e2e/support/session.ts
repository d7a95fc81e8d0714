import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, type BrowserContext, type Page } from '@playwright/test';

/** The demo personas (DESIGN.md §5). */
export const PERSONAS = {
  camila: {
    name: 'Camila Rojas',
    email: 'camila.rojas@ejemplo.com',
    role: 'candidate',
    home: '/app/feed',
  },
  mateo: {
    name: 'Mateo Fernández',
    email: 'mateo.fernandez@ejemplo.com',
    role: 'candidate',
    home: '/app/feed',
  },
  valentina: {
    name: 'Valentina Castro',
    email: 'valentina.castro@andesdigital.ejemplo.com',
    role: 'recruiter',
    home: '/app/recruiter/dashboard',
  },
  andres: {
    name: 'Andrés Muñoz',
    email: 'andres.munoz@andesdigital.ejemplo.com',
    role: 'admin',
    home: '/app/recruiter/dashboard',
  },
} as const;

export type PersonaKey = keyof typeof PERSONAS;

/** Where the `setup` project saves a signed-in persona's browser state (e2e/auth.setup.ts). */
export function authFile(persona: PersonaKey): string {
  return fileURLToPath(new URL(`../.auth/${persona}.json`, import.meta.url));
}

/** The `localStorage` entries of a persona's saved session (the mock identity provider's). */
function sessionEntries(persona: PersonaKey): { name: string; value: string }[] {
  const state = JSON.parse(readFileSync(authFile(persona), 'utf8')) as {
    origins: { localStorage: { name: string; value: string }[] }[];
  };
  return state.origins.flatMap((origin) => origin.localStorage);
}

/**
 * Start `context` signed in as `persona`, from the session the `setup` project saved: no
 * sign-in through the UI, and cheaper than `storageState` (which opens a page per origin to
 * restore it). The session is written before the app's first script, once per browser
 * context, so a sign-out within the test stays signed out. The mock database is not
 * copied: each context seeds its own on its first page load (stored for its later loads),
 * so no test sees another's writes.
 */
export async function startSignedIn(context: BrowserContext, persona: PersonaKey): Promise<void> {
  await context.addInitScript((entries) => {
    const applied = 'e2e:persona-applied';
    try {
      if (localStorage.getItem(applied)) return;
      for (const { name, value } of entries) localStorage.setItem(name, value);
      localStorage.setItem(applied, '1');
    } catch {
      // about:blank and other opaque origins have no storage: nothing to sign in to.
    }
  }, sessionEntries(persona));
}

export async function openDemoPanel(
  page: Page,
  section: 'Buzón' | 'Personas' | 'Datos' | 'Red' | 'Sesión',
) {
  await page.getByRole('button', { name: 'Panel de demostración' }).click();
  const panel = page.getByRole('dialog', { name: 'Panel de demostración' });
  await panel.getByRole('tab', { name: section }).click();
  return panel;
}

/** Ask for the link on /login (optionally with a redirect). */
export async function requestLink(page: Page, email: string, path = '/login') {
  await page.goto(path);
  await page.getByRole('textbox', { name: 'Correo electrónico' }).fill(email);
  await page.getByRole('button', { name: 'Enviar enlace de acceso' }).click();
  await expect(page.getByRole('heading', { name: 'Revisa tu correo' })).toBeVisible();
}

/** The newest link in the demo mailbox (read from the Buzón). */
export async function latestLink(page: Page): Promise<string> {
  const panel = await openDemoPanel(page, 'Buzón');
  const href = await panel
    .getByRole('link', { name: 'Abrir enlace de acceso' })
    .first()
    .getAttribute('href');
  await panel.getByRole('button', { name: 'Cerrar panel' }).click();
  expect(href).toBeTruthy();
  return href!;
}

/** Sign in as a new user would: ask for the link, open it from the Buzón. */
export async function signInByEmail(page: Page, email: string, path = '/login') {
  await requestLink(page, email, path);
  const panel = await openDemoPanel(page, 'Buzón');
  await panel.getByRole('link', { name: 'Abrir enlace de acceso' }).first().click();
}

/**
 * Sign in as `persona` in the middle of a test (e.g. to switch from a candidate to a
 * recruiter) and land on the persona's home: the session the `setup` project saved is
 * written into this browser's storage from a blank page of the app's origin (the app is
 * not started for it), then the home is opened. Tests that start as one persona should say
 * `test.use({ persona })` instead (one page load fewer); tests whose subject is signing in
 * use {@link signInThroughPanel}.
 */
export async function signInAs(page: Page, persona: PersonaKey) {
  const blank = '**/__e2e/session';
  await page.route(blank, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>e2e</title>' }),
  );
  try {
    await page.goto('/__e2e/session');
    await page.evaluate((entries) => {
      for (const { name, value } of entries) {
        // Keep the rest of the identity provider's storage (e.g. the Buzón): only the
        // session is replaced.
        const parse = (text: string | null): unknown => {
          try {
            return JSON.parse(text ?? 'null');
          } catch {
            return null;
          }
        };
        const current = parse(localStorage.getItem(name));
        const saved = parse(value);
        const isSession = (v: unknown): v is { session?: unknown } =>
          typeof v === 'object' && v !== null && 'session' in v;
        localStorage.setItem(
          name,
          isSession(current) && isSession(saved)
            ? JSON.stringify({ ...current, session: saved.session })
            : value,
        );
      }
    }, sessionEntries(persona));
  } finally {
    await page.unroute(blank);
  }
  await page.goto(PERSONAS[persona].home);
  await expect(page).toHaveURL(PERSONAS[persona].home);
  await expect(accountButton(page)).toBeVisible();
}

/** Sign in through the demo panel's Personas section, as a person would. */
export async function signInThroughPanel(page: Page, persona: PersonaKey) {
  await page.goto('/');
  const panel = await openDemoPanel(page, 'Personas');
  await panel.getByRole('button', { name: `Entrar como ${PERSONAS[persona].name}` }).click();
  await expect(page).toHaveURL(PERSONAS[persona].home);
  await expect(page.getByRole('button', { name: /Cuenta de usuario/ })).toBeVisible();
}

/**
 * Sign out, then in as another persona through the demo panel (the same browser database).
 * `bound`: how long the persona's first screen may take on a loaded machine (a bound for a
 * failure, not a wait).
 */
export async function switchTo(page: Page, persona: PersonaKey, bound: { timeout: number }) {
  await accountButton(page).click();
  await page.getByRole('menuitem', { name: 'Cerrar Sesión' }).click();
  await expect(page).toHaveURL('/');
  const panel = await openDemoPanel(page, 'Personas');
  await panel.getByRole('button', { name: `Entrar como ${PERSONAS[persona].name}` }).click();
  await expect(page).toHaveURL(PERSONAS[persona].home, bound);
  await expect(accountButton(page)).toBeVisible(bound);
}

/** Fill the company registration form (Cordillera Labs, its admin Ignacio Vera); not sent. */
export async function fillCompanyRegistration(page: Page, email: string) {
  await page.getByRole('textbox', { name: 'Nombre de la empresa' }).fill('Cordillera Labs');
  await page.getByRole('textbox', { name: /Identificador tributario/ }).fill('76.123.456-7');
  await page.getByRole('combobox', { name: 'Industria' }).click();
  await page.getByRole('option', { name: 'Tecnología' }).click();
  await page.getByRole('combobox', { name: /Tamaño/ }).click();
  await page.getByRole('option', { name: '11-50' }).click();
  await page.getByRole('textbox', { name: 'País' }).fill('Chile');
  await page.getByRole('textbox', { name: 'Ciudad' }).fill('Valparaíso');
  await page.getByRole('textbox', { name: 'Nombre', exact: true }).fill('Ignacio');
  await page.getByRole('textbox', { name: 'Apellido' }).fill('Vera');
  await page.getByRole('textbox', { name: 'Correo electrónico' }).fill(email);
}

export function accountButton(page: Page) {
  return page.getByRole('button', { name: /Cuenta de usuario/ });
}
