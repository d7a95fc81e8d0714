import { expect, test, type Page } from '@playwright/test';
import { ANDES_DIGITAL_ID } from '../src/mocks/db/personas';
import { accountButton, PERSONAS } from './support/session';
import {
  EMULATOR,
  LIVE_ORIGIN,
  MOCK_ORIGIN,
  PROJECT_ID,
  sentLinks,
  LiveStack,
} from './support/liveEmulator';

/**
 * The live build signed in by the real Firebase Auth emulator (firebase-tools), the standalone
 * mock server as its API (`e2e/support/liveEmulator.ts`): the e-mail link, the token refresh
 * after a 401, the sign-out, and one journey per role. One stack for the file, in order: the
 * recruiter reviews the application the candidate makes.
 */
test.describe.configure({ mode: 'serial' });

const stack = new LiveStack();

test.beforeAll(async () => {
  // The build and three servers on a loaded machine: a bound for a failure, not a wait.
  test.setTimeout(600_000);
  await stack.start();
});
test.afterAll(() => stack.stop());

const TOKEN_ENDPOINT = `${EMULATOR}/securetoken.googleapis.com/v1/token`;

/** The id token Firebase keeps for the signed-in user (its header and claims, decoded). */
async function storedIdToken(page: Page) {
  const token = await page.evaluate(() => {
    for (let index = 0; index < localStorage.length; index += 1) {
      const key = localStorage.key(index)!;
      if (key.startsWith('firebase:authUser:'))
        return (
          JSON.parse(localStorage.getItem(key)!) as { stsTokenManager: { accessToken: string } }
        ).stsTokenManager.accessToken;
    }
    return null;
  });
  expect(token, 'Firebase keeps a signed-in user').toBeTruthy();
  const [header, claims] = token!
    .split('.')
    .slice(0, 2)
    .map(
      (part) => JSON.parse(Buffer.from(part, 'base64url').toString()) as Record<string, unknown>,
    );
  return { token: token!, header: header!, claims: claims! };
}

/** Asks for a link on /login, opens the one the emulator sent, and lands on the role's home. */
async function signInByLink(page: Page, email: string, home: string) {
  const before = (await sentLinks(email)).length;
  await page.goto(`${LIVE_ORIGIN}/login`);
  await page.getByRole('textbox', { name: 'Correo electrónico' }).fill(email);
  await page.getByRole('button', { name: 'Enviar enlace de acceso' }).click();
  await expect(page.getByText('Revisa tu correo')).toBeVisible();
  await expect.poll(async () => (await sentLinks(email)).length).toBe(before + 1);
  const link = (await sentLinks(email)).at(-1)!;
  // The emulator's action page sends the browser back to the app with the code.
  expect(new URL(link).origin).toBe(EMULATOR);
  await page.goto(link);
  await expect(page).toHaveURL(`${LIVE_ORIGIN}${home}`);
  await expect(accountButton(page)).toBeVisible();
}

async function signOut(page: Page) {
  await accountButton(page).click();
  await page.getByRole('menuitem', { name: 'Cerrar Sesión' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Ingresar' })).toBeVisible();
  expect(
    await page.evaluate(() =>
      Object.keys(localStorage).some((key) => key.startsWith('firebase:authUser:')),
    ),
  ).toBe(false);
}

/** The mock server's API, called as the app calls it. */
async function api(token: string, path: string) {
  const response = await fetch(`${MOCK_ORIGIN}/api/v1/${path}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

let appliedOffer: { id: string; title: string } | undefined;

test('a candidate signs in by e-mail link, keeps working after a refresh, applies and signs out', async ({
  page,
}) => {
  const camila = PERSONAS.camila;
  await signInByLink(page, camila.email, camila.home);
  await accountButton(page).click();
  await expect(page.getByRole('menu').getByText(camila.name, { exact: true })).toBeVisible();
  await page.keyboard.press('Escape');

  // The emulator's token (unsigned, for the demo project) with the product claims.
  const { token, header, claims } = await storedIdToken(page);
  expect(header.alg).toBe('none');
  expect(claims).toMatchObject({
    iss: `https://securetoken.google.com/${PROJECT_ID}`,
    aud: PROJECT_ID,
    email: camila.email,
    roles: ['candidate'],
    company_id: null,
  });

  // The API takes it: an offer of the recruiter's company she has not applied to.
  const answer = await api(token, 'candidates/job-offers?pageSize=100');
  expect(answer.status).toBe(200);
  const offers = answer.body.data as {
    id: string;
    title: string;
    company: { id: string };
    applicationId: string | null;
  }[];
  const offer = offers.find((o) => !o.applicationId && o.company.id === ANDES_DIGITAL_ID);
  expect(offer, 'an Andes Digital offer Camila has not applied to').toBeTruthy();

  // The page's first call is answered 401: the app refreshes the token at the emulator
  // (`securetoken`) once, and the retried call goes through.
  const forced = await fetch(`${MOCK_ORIGIN}/__mock/network`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ forceNext: 401, forceNextOn: 'GET' }),
  });
  expect(forced.status).toBe(200);
  const refreshed = page.waitForResponse((r) => r.url().startsWith(TOKEN_ENDPOINT));
  await page.goto(`${LIVE_ORIGIN}/app/candidates/job-offers/${offer!.id}/apply`);
  expect((await refreshed).status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: offer!.title })).toBeVisible();

  const apply = page.getByRole('region', { name: 'Postular a esta oferta' });
  await expect(
    apply.getByRole('radiogroup', { name: 'CV' }).getByRole('radio').first(),
  ).toBeChecked();
  await apply.getByRole('button', { name: 'Postular' }).click();
  await expect(page.getByText('Postulación enviada')).toBeVisible();
  await expect(page).toHaveURL(`${LIVE_ORIGIN}/app/jobs/${offer!.id}/workflow`);
  appliedOffer = offer;

  await signOut(page);
});

test('a recruiter signs in by e-mail link and finds the new applicant on the offer', async ({
  page,
}) => {
  expect(appliedOffer, 'the candidate applied first').toBeTruthy();
  const valentina = PERSONAS.valentina;
  await signInByLink(page, valentina.email, valentina.home);
  const { claims } = await storedIdToken(page);
  expect(claims).toMatchObject({ email: valentina.email, roles: ['recruiter'] });

  await page.goto(`${LIVE_ORIGIN}/app/recruiter/jobs/${appliedOffer!.id}/`);
  await expect(page.getByRole('heading', { name: /^Postulantes/ })).toBeVisible();
  await expect(
    page.getByRole('table', { name: 'Postulantes' }).getByText(PERSONAS.camila.name),
  ).toBeVisible();

  await signOut(page);
});
