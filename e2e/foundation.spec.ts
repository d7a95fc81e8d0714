import type { Page } from '@playwright/test';
import { expect, rgb, seriousA11yViolations, test } from './support/fixtures';
import { horizontalOverflow } from './support/layout';

const LANDING_TITLE = 'Encuentra el trabajo que encaja contigo';

test.describe('landing and shell', () => {
  test('the landing page says what the product is and offers the ways in @phone', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: LANDING_TITLE })).toBeVisible();
    await expect(page.getByRole('search')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Crear cuenta de candidato' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Registrar empresa' })).toBeVisible();

    // A signed-out visitor sees only "Ingresar" in the top bar, beside the logo link home.
    const topBar = page.getByRole('banner');
    await expect(topBar.getByRole('link')).toHaveText(['Talentia', 'Ingresar']);
    await expect(topBar.getByRole('link', { name: /Talentia, ir al inicio/ })).toHaveAttribute(
      'href',
      '/',
    );
    await expect(topBar.getByRole('link', { name: 'Ingresar' })).toHaveAttribute('href', '/login');

    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText(`© ${new Date().getFullYear()} Talentia`);
    await expect(footer.getByTestId('app-version')).toHaveText('0.8.5');

    // Nothing wider than the screen.
    expect(await horizontalOverflow(page)).toBeNull();
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  test('the landing search leads to the job search with the text', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('textbox', { name: 'Buscar ofertas' }).fill('Diseñadora UX');
    await page.getByRole('button', { name: 'Buscar' }).click();
    await expect(page).toHaveURL(/\/app\/jobs\?search=Dise%C3%B1adora\+UX$|\/login\?redirect=/);
  });

  test("a visitor's landing runs without RTK Query; the first screen that calls the API brings it", async ({
    page,
  }) => {
    const rtkQuery: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/rtk-query[^/]*\.js$/.test(request.url())) rtkQuery.push(request.url());
    });
    await page.goto('/');
    // "Ingresar" in the top bar: the app has started and knows nobody is signed in.
    await expect(page.getByRole('banner').getByRole('link', { name: 'Ingresar' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Buscar ofertas' }).fill('UX');
    await page.waitForLoadState('networkidle');
    expect(rtkQuery).toEqual([]);

    // The sign-up screen calls the API: its code comes with it, and the form works.
    await page.getByRole('link', { name: 'Crear cuenta de candidato' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect.poll(() => rtkQuery.length).toBe(1);
  });

  test('fonts and assets come from the app itself, never from a CDN', async ({ page }) => {
    const foreign: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (!['127.0.0.1', 'localhost'].includes(url.hostname) && url.protocol.startsWith('http')) {
        foreign.push(request.url());
      }
    });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.evaluate(() => document.fonts.ready);
    expect(await page.evaluate(() => document.fonts.check('16px Roboto'))).toBe(true);
    expect(foreign).toEqual([]);
  });
});

test.describe('theme', () => {
  test('light theme values of the spec', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/');
    const body = page.locator('body');
    await expect(body).toHaveCSS('font-size', '16px');
    await expect(body).toHaveCSS('font-family', /^Roboto/);
    await expect(body).toHaveCSS('background-color', 'rgb(255, 255, 255)');

    const primaryButton = page.getByRole('button', { name: 'Buscar' });
    await expect(primaryButton).toHaveCSS('background-color', rgb('#1A73E8'));
    await expect(primaryButton).toHaveCSS('text-transform', 'none');
    await expect(primaryButton).toHaveCSS('border-radius', '12px');

    // The spec's text-field radius: the landing's search box is drawn like a field...
    const searchBox = page.getByRole('textbox', { name: 'Buscar ofertas' }).locator('xpath=..');
    await expect(searchBox).toHaveCSS('border-radius', '8px');
    // Focused, its frame shows it, two pixels of the primary colour as a field's outline.
    await page.getByRole('textbox', { name: 'Buscar ofertas' }).focus();
    await expect(searchBox).toHaveCSS('border-color', rgb('#1A73E8'));
    await expect(searchBox).toHaveCSS('box-shadow', `${rgb('#1A73E8')} 0px 0px 0px 1px inset`);
    // ...and the sign-in screen's e-mail field is one.
    await page.goto('/login');
    const field = page.locator('.MuiOutlinedInput-root').first();
    await expect(field).toHaveCSS('border-radius', '8px');
  });

  test('dark theme values of the spec @phone', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/');
    await expect(page.locator('body')).toHaveCSS('background-color', rgb('#1E1F22'));
    await expect(page.getByRole('button', { name: 'Buscar' })).toHaveCSS(
      'background-color',
      rgb('#8AB4F8'),
    );
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  test('follows the system until the user picks, and the choice survives a reload', async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/');
    await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(255, 255, 255)');

    await page.emulateMedia({ colorScheme: 'dark' });
    await expect(page.locator('body')).toHaveCSS('background-color', rgb('#1E1F22'));

    await page.getByRole('button', { name: 'Tema: Sistema' }).click();
    await page.getByRole('menuitemradio', { name: 'Claro' }).click();
    await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(255, 255, 255)');

    await page.reload();
    await expect(page.getByRole('button', { name: 'Tema: Claro' })).toBeVisible();
    await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(255, 255, 255)');

    await page.getByRole('button', { name: 'Tema: Claro' }).click();
    await page.getByRole('menuitemradio', { name: 'Oscuro' }).click();
    await page.emulateMedia({ colorScheme: 'light' });
    await expect(page.locator('body')).toHaveCSS('background-color', rgb('#1E1F22'));
  });

  test('the first paint follows the stored choice, before the app has started', async ({
    page,
  }) => {
    // The app's code is held back: what shows is index.html and its boot script.
    const release = await holdAppCode(page);
    await page.addInitScript(() => localStorage.setItem('themeMode', 'light'));
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/jobs', { waitUntil: 'commit' });
    const boot = page.getByRole('status').filter({ hasText: 'Cargando Talentia…' });
    await expect(boot).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    // The app's baseline styles come with the page (those of the landing drawn at build time).
    await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(255, 255, 255)');
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).colorScheme)).toBe(
      'light',
    );

    // Oscuro chosen on a light system: the boot screen is dark from the first frame.
    await page.addInitScript(() => localStorage.setItem('themeMode', 'dark'));
    await page.emulateMedia({ colorScheme: 'light' });
    await page.reload({ waitUntil: 'commit' });
    await expect(boot).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(page.locator('body')).toHaveCSS('background-color', rgb('#1E1F22'));
    // The landing drawn at build time is for `/` only.
    await expect(page.locator('.prerendered')).toBeHidden();

    release();
    await expect(page.getByRole('button', { name: 'Tema: Oscuro' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(page.locator('body')).toHaveCSS('background-color', rgb('#1E1F22'));
  });

  test('the landing is drawn before the app has started, then replaced without a shift @phone', async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    const release = await visitWithAppHeld(page, '/');
    const drawn = page.locator('.prerendered');
    await expect(drawn.locator('h1')).toHaveText(LANDING_TITLE);
    await expect(drawn.locator('h1')).toBeVisible();
    await expect(drawn.locator('[role="search"]')).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Cargando Talentia…' })).toBeHidden();
    // In the dark scheme already, with the app's styles.
    await expect(page.locator('body')).toHaveCSS('background-color', rgb('#1E1F22'));
    await expect(drawn.locator('h1')).toHaveCSS('font-weight', '700');
    // A copy to look at: hidden from assistive technology and not usable until the app runs.
    await expect(page.getByRole('heading', { name: LANDING_TITLE })).toHaveCount(0);
    await expect(drawn).toHaveAttribute('inert', '');
    // The page holds the drawing it shows, and no other (the homes stay in their templates).
    await expect(page.locator('.prerendered-home')).toHaveCount(0);
    await expect(page.locator('footer')).toHaveCount(1);

    release();
    await expect(page.getByRole('heading', { level: 1, name: LANDING_TITLE })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Ingresar' })).toBeVisible();
    await expect(drawn).toHaveCount(0);
    await expect(page.locator('h1')).toHaveCount(1);
    expect(await shiftSum(page)).toBeLessThan(0.01);
  });
});

test.describe("a signed-in user's home, drawn ahead", () => {
  test.use({ persona: 'camila' });

  test('shows before the app has started, then gives way to the page without a shift @phone', async ({
    page,
  }) => {
    // The session (and the view the app remembered with it) is stored: a return visit.
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Ir a la App' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('signedInView'))).toBe('candidate');

    // What the document holds once parsed, before the app can start (it waits for the parse;
    // the boot script's copy is made in a microtask of the parse, so read after those).
    await page.addInitScript(() =>
      document.addEventListener('DOMContentLoaded', () =>
        queueMicrotask(() => {
          document.documentElement.dataset.footersWhenParsed = String(
            document.querySelectorAll('footer').length,
          );
        }),
      ),
    );
    const release = await visitWithAppHeld(page, '/app/feed');
    const drawn = page.locator('.prerendered-home[data-home="candidate"]');
    await expect(page.locator('html')).toHaveAttribute('data-footers-when-parsed', '1');
    await expect(drawn.locator('h1')).toHaveText('Recomendadas para ti');
    await expect(drawn.locator('h1')).toBeVisible();
    await expect(drawn.getByText('Cargando ofertas…')).toBeVisible();
    // The page holds the drawing it shows, and no other: one footer, not three.
    await expect(page.locator('.prerendered-home[data-home="recruiter"]')).toHaveCount(0);
    await expect(page.locator('.prerendered')).toHaveCount(0);
    await expect(page.locator('footer')).toHaveCount(1);
    await expect(page.locator('#root')).toHaveCSS('visibility', 'hidden');
    // A copy to look at: hidden from assistive technology and not usable until the app runs.
    await expect(page.getByRole('heading', { name: 'Recomendadas para ti' })).toHaveCount(0);
    await expect(drawn).toHaveAttribute('inert', '');
    await expect(drawn).toHaveCSS('cursor', 'progress');

    release();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Recomendadas para ti' }),
    ).toBeVisible();
    await expect(page.locator('.prerendered-home')).toHaveCount(0);
    await expect(page.locator('#root')).toHaveCSS('visibility', 'visible');
    await expect(page.locator('h1')).toHaveCount(1);
    // Once the app has taken over, no copy of a drawn page is left, nor the templates.
    await expect(page.locator('template[data-drawn]')).toHaveCount(0);
    await expect(page.locator('footer')).toHaveCount(1);
    await expect(
      page.getByRole('button', { name: /^Cuenta de usuario: Camila Rojas/ }),
    ).toBeVisible();
    await expect(page.getByRole('article').first()).toBeVisible();
    expect(await shiftSum(page)).toBeLessThan(0.01);
  });

  test('is not drawn on another path, nor once the user has signed out', async ({ page }) => {
    await page.goto('/app/my-cvs');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('html')).not.toHaveAttribute('data-home');

    await page.getByRole('button', { name: /^Cuenta de usuario/ }).click();
    await page.getByRole('menuitem', { name: 'Cerrar Sesión' }).click();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Ingresar' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('signedInView'))).toBeNull();
    const release = await holdAppCode(page);
    await page.goto('/app/feed', { waitUntil: 'commit' });
    await expect(page.getByRole('status').filter({ hasText: 'Cargando Talentia…' })).toBeVisible();
    await expect(page.locator('.prerendered-home, .prerendered')).toHaveCount(0);
    release();
    await expect(page).toHaveURL(/\/login\?redirect=%2Fapp%2Ffeed$/);
  });
});

test.describe("a recruiter's home, drawn ahead", () => {
  test.use({ persona: 'valentina' });

  test('shows the dashboard before the app has started', async ({ page }) => {
    await page.goto('/app/recruiter/jobs');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const release = await visitWithAppHeld(page, '/app/recruiter/dashboard');
    const drawn = page.locator('.prerendered-home[data-home="recruiter"]');
    await expect(drawn.locator('h1')).toHaveText('Panel de reclutamiento');
    await expect(drawn.getByText('Ofertas publicadas')).toBeVisible();
    release();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Panel de reclutamiento' }),
    ).toBeVisible();
    await expect(page.locator('.prerendered-home')).toHaveCount(0);
    expect(await shiftSum(page)).toBeLessThan(0.01);
  });
});

/**
 * Opens `path` with the app's code held back (`holdAppCode`) and its layout shifts recorded
 * (`shiftSum`), as soon as the page is committed: what index.html shows by itself.
 */
async function visitWithAppHeld(page: Page, path: string): Promise<() => void> {
  const release = await holdAppCode(page);
  await recordShifts(page);
  await page.goto(path, { waitUntil: 'commit' });
  return release;
}

/** Records the layout shifts of the whole visit, as Lighthouse counts them (`shiftSum`). */
async function recordShifts(page: Page) {
  await page.addInitScript(() => {
    (window as unknown as { shifts: number[] }).shifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[]) {
        if (!entry.hadRecentInput)
          (window as unknown as { shifts: number[] }).shifts.push(entry.value);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The sum of the layout shifts recorded so far (`recordShifts`). */
function shiftSum(page: Page): Promise<number> {
  return page.evaluate(async () => {
    // The observer reports after a frame: let the last frame be reported first.
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
    return (window as unknown as { shifts: number[] }).shifts.reduce((sum, v) => sum + v, 0);
  });
}

/**
 * Holds the app's code back (index.html and its boot script show) until the returned call.
 * The mock's service worker is unregistered first: while a page of the context has been its
 * client, the worker fetches the app's code itself (a fetch `page.route` does not see), and
 * whether it does depends on when it hears that the last page left: under load the hold was
 * missed and the app started at once. The app registers the worker again when it starts, as on
 * a first visit, with the session and the database kept.
 */
async function holdAppCode(page: Page): Promise<() => void> {
  await page.evaluate(async () => {
    // A blank page (before the first visit) has no origin, and no worker to unregister.
    if (location.origin === 'null' || !('serviceWorker' in navigator)) return;
    for (const registration of await navigator.serviceWorker.getRegistrations()) {
      await registration.unregister();
    }
  });
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await held;
    // A request of a page left before the release ends with its navigation.
    await route.continue().catch(() => {});
  });
  return release;
}

test.describe('general screens', () => {
  test('an unknown route gives the page not-found screen, and "Volver" goes home @phone', async ({
    page,
  }) => {
    await page.goto('/ruta/que/no/existe');
    await expect(page.getByRole('heading', { name: 'Página no encontrada' })).toBeVisible();
    await expect(
      page.getByText('La página que buscas no existe o ha sido eliminada.'),
    ).toBeVisible();
    await expect(page.getByRole('img', { name: /página perdida/ })).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.getByRole('link', { name: 'Volver' }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { level: 1, name: LANDING_TITLE })).toBeVisible();
  });

  test('a failing route gives the error screen, and "Volver al inicio" goes home', async ({
    page,
    context,
  }) => {
    // A screen whose code loads but fails as it runs is a real route error (the landing is
    // in the entry: the sign-in screen is a lazy one). Code that cannot be fetched is another
    // case, "Sin conexión" or "Hay una versión nueva" (input-and-navigation.spec.ts).
    let failing = true;
    await context.route('**/assets/pages-*.js', (route) =>
      failing
        ? route.fulfill({
            contentType: 'text/javascript',
            body: 'throw new Error("the screen failed as it ran");',
          })
        : route.continue(),
    );
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Error' })).toBeVisible();
    await expect(page.getByText('Oops! Algo salió mal')).toBeVisible();
    await expect(page.getByRole('contentinfo').getByTestId('app-version')).toHaveText('0.8.5');
    expect(await seriousA11yViolations(page)).toEqual([]);

    failing = false;
    await page.getByRole('link', { name: 'Volver al inicio' }).click();
    await expect(page.getByRole('heading', { level: 1, name: LANDING_TITLE })).toBeVisible();
  });

  test('"Procesando..." shows while a navigation waits', async ({ page, context }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: LANDING_TITLE })).toBeVisible();
    await context.route('**/assets/*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 600));
      await route.continue();
    });
    await page.getByRole('link', { name: 'Registrar empresa' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Procesando...' })).toBeVisible();
    await expect(page).toHaveURL('/company/register');
    await expect(page.getByRole('status').filter({ hasText: 'Procesando...' })).toBeHidden();
  });
});
