import type { BrowserContext, Page } from '@playwright/test';
import { expect, test as base } from './support/fixtures';
import { accountButton, PERSONAS } from './support/session';

/**
 * The in-browser mock keeps answering through the page's lifecycle (issue 28, items 1–3;
 * docs/mock-lifecycle.md): a page restored from the back/forward cache, an unload the user
 * cancelled ("Stay on page"), a load the service worker does not control (Shift+Reload), a
 * new worker taking over the page, and a second tab that closes. Each test checks that the
 * calls are answered by the mock (the account button keeps the user's name and initials,
 * lists show their true counts), not by the static server's index.html.
 */

/**
 * Playwright turns Chromium's back/forward cache off by default; these tests need it as a
 * browser ships it.
 */
const test = base.extend<{ unmocked: string[] }, object>({
  unmocked: [
    async ({ context }, use) => {
      const calls = unmockedCalls(context);
      await use(calls);
      expect(calls, 'API calls answered by the network, not the mock').toEqual([]);
    },
    { auto: true },
  ],
  launchOptions: [
    async ({ launchOptions }, use) => {
      await use({
        ...launchOptions,
        ignoreDefaultArgs: [
          ...(Array.isArray(launchOptions.ignoreDefaultArgs)
            ? launchOptions.ignoreDefaultArgs
            : []),
          '--disable-back-forward-cache',
        ],
      });
    },
    { scope: 'worker' },
  ],
});

/** The page's lifecycle as it happened, recorded from each document's first script. */
interface Trace {
  /** Per document load: whether a service worker controlled it ('c') or not ('u'). */
  loads: string[];
  /** `pageshow` events: 'p' restored from the back/forward cache, 'n' a new load. */
  shows: string[];
}

/** Record each load and each `pageshow` in the tab's session storage (see {@link trace}). */
async function recordLifecycle(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const push = (key: string, value: string) => {
      try {
        const list = JSON.parse(sessionStorage.getItem(key) ?? '[]') as string[];
        sessionStorage.setItem(key, JSON.stringify([...list, value]));
      } catch {
        // about:blank has no storage.
      }
    };
    push('e2e:loads', navigator.serviceWorker?.controller ? 'c' : 'u');
    addEventListener('pageshow', (event) => push('e2e:shows', event.persisted ? 'p' : 'n'));
  });
}

/**
 * API calls the network answered instead of the mock (the static server's `index.html`,
 * or its "Not Found"), from every page and worker of the context: must stay empty.
 */
function unmockedCalls(context: BrowserContext): string[] {
  const calls: string[] = [];
  context.on('response', (response) => {
    const url = new URL(response.url());
    const type = response.headers()['content-type'] ?? '';
    if (url.pathname.startsWith('/api/v1/') && !type.includes('application/json')) {
      calls.push(`${response.request().method()} ${url.pathname} ${response.status()} ${type}`);
    }
  });
  return calls;
}

function trace(page: Page): Promise<Trace> {
  return page.evaluate(() => ({
    loads: JSON.parse(sessionStorage.getItem('e2e:loads') ?? '[]') as string[],
    shows: JSON.parse(sessionStorage.getItem('e2e:shows') ?? '[]') as string[],
  }));
}

const initials = (name: string) =>
  name
    .split(' ')
    .map((part) => part[0])
    .join('');

/** The signed-in bar as the mock answers it: the user's name and initials, not "UU". */
async function expectSignedInAs(page: Page, persona: keyof typeof PERSONAS) {
  const { name } = PERSONAS[persona];
  await expect(accountButton(page)).toHaveAccessibleName(
    `Cuenta de usuario: ${name}, iniciales ${initials(name)}`,
  );
  await expect(accountButton(page)).toHaveText(initials(name));
}

const cards = (page: Page) => page.getByTestId('job-offer-card');
const offersCount = (page: Page) => page.getByRole('status').filter({ hasText: /ofertas?$/ });

async function searchJobs(page: Page, text: string) {
  // Typed, not submitted: the search box's debounce makes one history entry (Enter as well
  // would make a second one when the debounce is first on a loaded machine).
  await page.getByRole('searchbox', { name: 'Buscar' }).fill(text);
  await expect(page).toHaveURL(new RegExp(`search=${text}`));
}

test.describe('as Camila', () => {
  test.use({ persona: 'camila' });

  test('back into a page restored from the back/forward cache: the mock still answers @full-browser', async ({
    page,
    context,
  }) => {
    await recordLifecycle(context);
    await page.goto('/app/jobs?search=disenador');
    await expectSignedInAs(page, 'camila');
    await expect(offersCount(page)).toHaveText(/^\d+ ofertas?$/);
    // Typed in the address bar: a new document.
    await page.goto('/app/jobs/');
    await expect(cards(page)).toHaveCount(12);
    await searchJobs(page, 'analista');
    await expect(offersCount(page)).toHaveText(/^\d+ ofertas?$/);
    // Back twice, as the browser's button does (the second one out of this document).
    await page.evaluate(() => history.back());
    await expect(page).toHaveURL(/\/app\/jobs\/$/);
    await page.evaluate(() => history.back());
    await expect(page).toHaveURL(/search=disenador/);
    // The first page came back from the back/forward cache (not a new load).
    await expect.poll(async () => (await trace(page)).shows.at(-1)).toBe('p');

    await searchJobs(page, 'ventas');
    await expect(offersCount(page)).toHaveText(/^[1-9]\d* ofertas?$/);
    await expect(cards(page).first()).toBeVisible();
    await expectSignedInAs(page, 'camila');
  });
});

test.describe('as Camila', () => {
  test.use({ persona: 'camila' });

  test('a load the worker does not control (Shift+Reload) keeps the mock and the session', async ({
    page,
    context,
  }) => {
    await recordLifecycle(context);
    // Another tab of the app is open: the worker stays registered.
    const other = await context.newPage();
    await other.goto('/app/favorites');
    await expectSignedInAs(other, 'camila');
    await page.goto('/app/jobs?search=analista');
    await expectSignedInAs(page, 'camila');
    await expect(offersCount(page)).toHaveText(/^\d+ ofertas?$/);
    // Shift+Reload: the page and its calls bypass the service worker.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Page.reload', { ignoreCache: true });
    await expect.poll(async () => (await trace(page).catch(() => null))?.loads).toContain('u');
    await expect(page).toHaveURL(/\/app\/jobs\?search=analista$/);
    await expectSignedInAs(page, 'camila');
    await expect(offersCount(page)).toHaveText(/^\d+ ofertas?$/);
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    await searchJobs(page, 'ventas');
    await expect(offersCount(page)).toHaveText(/^[1-9]\d* ofertas?$/);
  });

  test('a new worker takes over the page, and a second tab closes: the first keeps its mock', async ({
    page,
    context,
  }) => {
    // The worker script as deployed: a new version is deployed during the test.
    let version = 1;
    await context.route('**/mockServiceWorker.js', async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, body: `${await response.text()}\n// version ${version}\n` });
    });
    await page.goto('/app/jobs/');
    await expectSignedInAs(page, 'camila');
    await expect(cards(page)).toHaveCount(12);
    // The new version installs, activates and takes the page over: `controllerchange`.
    version = 2;
    const changed = page.evaluate(
      () =>
        new Promise<void>((resolve) =>
          navigator.serviceWorker.addEventListener('controllerchange', () => resolve(), {
            once: true,
          }),
        ),
    );
    await page.evaluate(async () => {
      await (await navigator.serviceWorker.getRegistration())!.update();
    });
    await changed;
    await searchJobs(page, 'ventas');
    await expect(offersCount(page)).toHaveText(/^[1-9]\d* ofertas?$/);
    await expectSignedInAs(page, 'camila');

    // A second tab opens and closes as a person closes it (its `beforeunload` runs).
    const other = await context.newPage();
    await other.goto('/app/favorites');
    await expectSignedInAs(other, 'camila');
    await other.close({ runBeforeUnload: true });
    await searchJobs(page, 'analista');
    await expect(offersCount(page)).toHaveText(/^\d+ ofertas?$/);
    await page.reload();
    await expectSignedInAs(page, 'camila');
    await expect(offersCount(page)).toHaveText(/^\d+ ofertas?$/);
  });
});

test.describe('as Valentina', () => {
  test.use({ persona: 'valentina' });

  test('"Stay on page" at the unsaved-changes prompt: the mock still answers, the queue tells the truth', async ({
    page,
  }) => {
    await page.goto('/app/recruiter/candidates');
    const count = page.getByText(/^\d+ intentos? por revisar$/);
    await expect(count).toBeVisible();
    const before = await count.textContent();
    expect(before).not.toMatch(/^0 /);

    await page.goto('/app/recruiter/jobs/new');
    const title = page.getByRole('textbox', { name: 'Título' });
    await title.fill('Analista de datos');
    // Reload, and "Stay" at the browser's prompt.
    const prompts: string[] = [];
    page.on('dialog', (dialog) => {
      prompts.push(dialog.type());
      void dialog.dismiss();
    });
    await page.evaluate(() => location.reload());
    await expect.poll(() => prompts).toEqual(['beforeunload']);
    await expect(title).toHaveValue('Analista de datos');

    await page.getByRole('tab', { name: 'Tareas' }).click();
    await page.getByRole('button', { name: 'Salir sin guardar' }).click();
    await expect(page).toHaveURL(/\/app\/recruiter\/candidates/);
    await expect(count).toHaveText(before!);
    await expect(page.getByText('No hay intentos por revisar')).toHaveCount(0);
    await expectSignedInAs(page, 'valentina');
  });
});
