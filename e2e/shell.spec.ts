import { test, expect, seriousA11yViolations } from './support/fixtures';
import { accountButton } from './support/session';

// Signed in from the personas the `setup` project saved (no sign-in through the UI here:
// e2e/auth.spec.ts is about signing in).
test.describe('signed-in shell', () => {
  test('a signed-out visitor sees only "Ingresar" in the top bar', async ({ page }) => {
    await page.goto('/');
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('link', { name: 'Ingresar' })).toBeVisible();
    await expect(banner.getByRole('button')).toHaveCount(0);
    await expect(banner.getByRole('tab')).toHaveCount(0);
    await expect(banner.getByRole('button', { name: 'Ir a la App' })).toHaveCount(0);
  });

  test.describe('Camila, candidate', () => {
    test.use({ persona: 'camila' });

    test('candidate: tabs in the header, "Mis CVs" in the menu, "Ir a la App" outside /app', async ({
      page,
    }) => {
      await page.goto('/app/feed');
      const banner = page.getByRole('banner');
      await expect(banner.getByRole('tab', { name: 'Inicio' })).toHaveAttribute(
        'href',
        '/app/feed',
      );
      await expect(banner.getByRole('tab', { name: 'Mis Aplicaciones' })).toHaveAttribute(
        'href',
        '/app/my-cvs',
      );
      await expect(banner.getByRole('tab', { name: 'Favoritos' })).toHaveAttribute(
        'href',
        '/app/favorites',
      );
      await expect(banner.getByRole('tab', { name: 'Inicio' })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      await expect(banner.getByRole('tab', { name: 'Tareas' })).toHaveCount(0);
      await expect(page.getByRole('navigation', { name: 'Navegación principal' })).toHaveCount(1);
      await expect(banner.getByRole('button', { name: 'Ir a la App' })).toHaveCount(0);

      await accountButton(page).click();
      await expect(page.getByRole('menuitem', { name: 'Mis CVs' })).toBeVisible();
      await expect(page.getByRole('menuitem', { name: 'Copiar Token' })).toBeVisible();
      await expect(page.getByRole('menuitem', { name: 'Configuración' })).toBeVisible();
      await expect(page.getByRole('menuitem', { name: 'Cerrar Sesión' })).toBeVisible();
      await page.getByRole('menuitem', { name: 'Mis CVs' }).click();
      await expect(page).toHaveURL('/app/my-cvs?tab=cvs');

      await page.getByRole('link', { name: /Talentia, ir al inicio/ }).click();
      await expect(page).toHaveURL('/');
      await banner.getByRole('button', { name: 'Ir a la App' }).click();
      await expect(page).toHaveURL('/app/feed');
    });

    test('an unknown /app path shows the not-found page inside the signed-in layout', async ({
      page,
    }) => {
      await page.goto('/app/esto-no-existe');
      await expect(page.getByRole('heading', { name: 'Página no encontrada' })).toBeVisible();
      await expect(accountButton(page)).toBeVisible();
    });

    test('the signed-in shell has no serious accessibility violations', async ({ page }) => {
      await page.goto('/app/settings');
      await expect(page.getByRole('heading', { name: 'Configuración', level: 1 })).toBeVisible();
      await expect(page.getByRole('textbox', { name: 'Nombre', exact: true })).toHaveValue(
        'Camila',
      );
      expect(await seriousA11yViolations(page)).toEqual([]);
      await accountButton(page).click();
      await expect(page.getByRole('menu')).toBeVisible();
      expect(await seriousA11yViolations(page)).toEqual([]);
    });

    test('candidate tabs sit in a bottom bar inside /app on a phone @phone-only', async ({
      page,
    }) => {
      await page.goto('/app/feed');
      const banner = page.getByRole('banner');
      await expect(banner.getByRole('tab', { name: 'Inicio' })).toBeHidden();
      const bottom = page.getByRole('navigation', { name: 'Navegación principal' });
      await expect(bottom.getByRole('tab', { name: 'Inicio' })).toBeVisible();
      // The top bar's tabs are not drawn at all on a phone (issue 15), not merely hidden.
      await expect(banner.locator('.MuiTabs-root')).toHaveCount(0);
      await expect(bottom.getByRole('tab', { name: 'Mis Aplicaciones' })).toBeVisible();
      await bottom.getByRole('tab', { name: 'Favoritos' }).click();
      await expect(page).toHaveURL('/app/favorites');
      await expect(bottom.getByRole('tab', { name: 'Favoritos' })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      // The tabs are found the same way at every width.
      await expect(page.getByRole('tab', { name: 'Inicio' })).toHaveAttribute('href', '/app/feed');
      // Outside /app: no bottom bar, "Ir a la App" instead.
      await page.getByRole('link', { name: /Talentia, ir al inicio/ }).click();
      await expect(page.getByRole('navigation', { name: 'Navegación principal' })).toHaveCount(0);
      await expect(banner.getByRole('button', { name: 'Ir a la App' })).toBeVisible();
      // A window widened past the breakpoint gets the top bar's tabs.
      await page.setViewportSize({ width: 1280, height: 900 });
      await expect(banner.getByRole('tab', { name: 'Inicio' })).toBeVisible();
    });
  });

  test.describe('Mateo, candidate', () => {
    test.use({ persona: 'mateo' });

    test('access: a candidate on a recruiter route is denied', async ({ page }) => {
      await page.goto('/app/recruiter/dashboard');
      await expect(page.getByRole('heading', { name: 'Acceso denegado' })).toBeVisible();
      await page.goto('/app/recruiter/admin/users');
      await expect(page.getByRole('heading', { name: 'Acceso denegado' })).toBeVisible();
      await page.getByRole('link', { name: 'Ir a mi inicio' }).click();
      await expect(page).toHaveURL('/app/feed');
    });
  });

  test.describe('Valentina, recruiter', () => {
    test.use({ persona: 'valentina' });

    test('recruiter: recruiter tabs, no "Mis CVs", "Ir a la App" to the dashboard', async ({
      page,
    }) => {
      await page.goto('/app/recruiter/dashboard');
      const banner = page.getByRole('banner');
      await expect(banner.getByRole('tab', { name: 'Inicio' })).toHaveAttribute(
        'href',
        '/app/recruiter/dashboard',
      );
      await expect(banner.getByRole('tab', { name: 'Tareas' })).toHaveAttribute(
        'href',
        '/app/recruiter/candidates',
      );
      await expect(banner.getByRole('tab', { name: 'Organización' })).toHaveAttribute(
        'href',
        '/app/recruiter/admin/company',
      );
      await expect(banner.getByRole('tab', { name: 'Favoritos' })).toHaveCount(0);
      await accountButton(page).click();
      await expect(page.getByRole('menuitem', { name: 'Configuración' })).toBeVisible();
      await expect(page.getByRole('menuitem', { name: 'Mis CVs' })).toHaveCount(0);
      await page.keyboard.press('Escape');
      await page.goto('/');
      await banner.getByRole('button', { name: 'Ir a la App' }).click();
      await expect(page).toHaveURL('/app/recruiter/dashboard');
    });

    test('access: a recruiter on an admin route is denied, an admin is not', async ({ page }) => {
      await page.goto('/app/recruiter/admin/company');
      await expect(page.getByRole('heading', { name: 'Acceso denegado' })).toBeVisible();
      await expect(page.getByRole('banner').getByRole('tab', { name: 'Tareas' })).toBeVisible();
    });
  });

  test.describe('Andrés, admin', () => {
    test.use({ persona: 'andres' });

    test('access: an admin may open admin routes', async ({ page }) => {
      await page.goto('/app/recruiter/admin/users');
      await expect(page.getByRole('heading', { name: 'Acceso denegado' })).toHaveCount(0);
      await expect(page.getByRole('heading', { name: 'Organización', level: 1 })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Usuarios y roles' })).toBeVisible();
      await expect(
        page.getByRole('banner').getByRole('tab', { name: 'Organización' }),
      ).toBeVisible();
    });

    test('recruiter tabs sit in a bottom bar inside /app on a phone @phone-only', async ({
      page,
    }) => {
      await page.goto('/app/recruiter/dashboard');
      const bottom = page.getByRole('navigation', { name: 'Navegación principal' });
      await expect(bottom.getByRole('tab', { name: 'Inicio' })).toHaveAttribute(
        'href',
        '/app/recruiter/dashboard',
      );
      await expect(bottom.getByRole('tab', { name: 'Tareas' })).toHaveAttribute(
        'href',
        '/app/recruiter/candidates',
      );
      await expect(bottom.getByRole('tab', { name: 'Organización' })).toHaveAttribute(
        'href',
        '/app/recruiter/admin/company',
      );
      await expect(accountButton(page)).toBeVisible();
      await expect(page.getByRole('button', { name: /Notificaciones/ })).toBeVisible();
      expect(await seriousA11yViolations(page)).toEqual([]);
    });
  });
});
