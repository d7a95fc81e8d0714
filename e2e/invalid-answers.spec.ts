import type { Page } from '@playwright/test';
import { test, expect, seriousA11yViolations } from './support/fixtures';
import { accountButton, openDemoPanel } from './support/session';

// A proxy or CDN that answers an API path with the app's index.html (HTTP 200, text/html):
// the demo build's network controls ("Responder HTML en la próxima consulta") answer the next
// query so, and the screen must show an error with "Reintentar", never an empty list, never
// "undefined", and must not lose the signed-in user's initials.

const INVALID_ANSWER = 'El servidor respondió algo inesperado. Vuelve a intentarlo.';

/**
 * Follows the page's API calls; `settled()` waits until none has been in flight for a moment
 * (the screen's loads are done, so the next query is the one the test starts).
 */
function apiCalls(page: Page) {
  const open = new Set<object>();
  let lastChange = Date.now();
  const isApi = (url: string) => new URL(url).pathname.startsWith('/api/v1/');
  page.on('request', (request) => {
    if (!isApi(request.url())) return;
    open.add(request);
    lastChange = Date.now();
  });
  const done = (request: object) => {
    if (open.delete(request)) lastChange = Date.now();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return {
    settled: () =>
      expect
        .poll(() => open.size === 0 && Date.now() - lastChange > 800, { intervals: [200] })
        .toBe(true),
  };
}

/** Force the next GET to answer an index.html page, through the demo panel. */
async function forceHtmlOnNextQuery(page: Page) {
  const panel = await openDemoPanel(page, 'Red');
  await panel.getByRole('button', { name: 'Responder HTML en la próxima consulta' }).click();
  await expect(panel.getByRole('status')).toHaveText(
    'La próxima consulta (GET) responderá una página HTML (200, text/html), como un proxy mal configurado.',
  );
  await panel.getByRole('button', { name: 'Cerrar panel' }).click();
  await expect(panel).toBeHidden();
}

/** The API calls answered with HTML from now on (path after /api/v1/). */
function htmlAnswers(page: Page): string[] {
  const paths: string[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (
      url.pathname.startsWith('/api/v1/') &&
      (response.headers()['content-type'] ?? '').startsWith('text/html')
    )
      paths.push(`${response.request().method()} ${url.pathname.slice('/api/v1/'.length)}`);
  });
  return paths;
}

test.describe('An API answered with an HTML page (a misconfigured proxy)', () => {
  test.describe('recruiter', () => {
    test.use({ persona: 'valentina' });

    test('Tareas shows the error with Reintentar, never an empty queue; Reintentar loads it', async ({
      page,
    }) => {
      const calls = apiCalls(page);
      await page.goto('/app/recruiter/dashboard');
      await expect(accountButton(page)).toHaveText('VC');
      await expect(
        page.getByRole('heading', { name: 'Panel de reclutamiento', level: 1 }),
      ).toBeVisible();
      await calls.settled();
      await forceHtmlOnNextQuery(page);

      const html = htmlAnswers(page);
      await page.getByRole('banner').getByRole('tab', { name: 'Tareas' }).click();
      await expect(page.getByRole('heading', { name: 'Tareas', level: 1 })).toBeVisible();

      const alert = page.getByRole('alert').filter({ hasText: INVALID_ANSWER });
      await expect(alert).toBeVisible();
      await expect(alert.getByRole('button', { name: 'Reintentar' })).toBeVisible();
      expect(html).toEqual(['GET recruiters/stage-attempts/to-review']);
      await expect(page.getByText('No hay intentos por revisar')).toHaveCount(0);
      await expect(page.locator('body')).not.toContainText('undefined');
      await expect(page.getByRole('table')).toHaveCount(0);
      await expect(accountButton(page)).toHaveText('VC');
      await expect(accountButton(page)).toHaveAccessibleName(
        'Cuenta de usuario: Valentina Castro, iniciales VC',
      );
      expect(await seriousA11yViolations(page)).toEqual([]);

      await alert.getByRole('button', { name: 'Reintentar' }).click();
      await expect(alert).toBeHidden();
      await expect(
        page.getByRole('status').filter({ hasText: /^\d+ intentos? por revisar$/ }),
      ).toBeVisible();
      await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible();
      await expect(page.locator('body')).not.toContainText('undefined');
      expect(html).toHaveLength(1);
    });
  });

  test.describe('candidate', () => {
    test.use({ persona: 'camila' });

    test('Mis Aplicaciones shows the error with Reintentar, never "Todavía no postulaste"', async ({
      page,
    }) => {
      const calls = apiCalls(page);
      await page.goto('/app/feed');
      await expect(accountButton(page)).toHaveText('CR');
      await calls.settled();
      await forceHtmlOnNextQuery(page);

      const html = htmlAnswers(page);
      await page.getByRole('banner').getByRole('tab', { name: 'Mis Aplicaciones' }).click();
      const alert = page.getByRole('alert').filter({ hasText: INVALID_ANSWER });
      await expect(alert).toBeVisible();
      expect(html).toEqual(['GET candidates/applications']);
      await expect(page.getByText('Todavía no postulaste a ninguna oferta')).toHaveCount(0);
      await expect(page.locator('body')).not.toContainText('undefined');
      await expect(accountButton(page)).toHaveText('CR');

      await alert.getByRole('button', { name: 'Reintentar' }).click();
      await expect(alert).toBeHidden();
      await expect(
        page.getByRole('list', { name: 'Postulaciones' }).getByRole('listitem').first(),
      ).toBeVisible();
      await expect(page.locator('body')).not.toContainText('undefined');
    });
  });
});
