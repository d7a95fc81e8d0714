import type { Page } from '@playwright/test';
import { test, expect } from './support/fixtures';
import { accountButton, signInByEmail } from './support/session';

/**
 * The demo build runs under its Content-Security-Policy (meta tag + preview headers, see
 * docs/deploy.md): the main journeys must raise no violation at all, reported or not.
 */
const PNG_1PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** Record every CSP violation: DOM events (also from workers' pages) and console reports. */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  const consoleReports: string[] = [];
  page.on('console', (message) => {
    if (/Content[- ]Security[- ]Policy/i.test(message.text())) consoleReports.push(message.text());
  });
  await page.addInitScript(() => {
    const store: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = store;
    document.addEventListener('securitypolicyviolation', (event) => {
      store.push(
        `${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`,
      );
    });
  });
  return async () => {
    const events = await page
      .evaluate(() => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? [])
      .catch(() => []);
    return [...events, ...consoleReports];
  };
}

test.describe('Content-Security-Policy', () => {
  test('the app is served with a strict policy', async ({ page }) => {
    const response = await page.goto('/');
    const header = response!.headers()['content-security-policy'] ?? '';
    expect(header).toContain("script-src 'self'");
    expect(header).not.toContain('unsafe-eval');
    expect(header).toContain("frame-ancestors 'none'");
    expect(response!.headers()['x-content-type-options']).toBe('nosniff');
    const meta = await page
      .locator('meta[http-equiv="Content-Security-Policy"]')
      .getAttribute('content');
    expect(meta).toContain("default-src 'self'");
    expect(meta).toContain("worker-src 'self'");
  });

  test('a candidate signs in by e-mail, edits the profile and the avatar: no violation', async ({
    page,
  }) => {
    const violations = await watchViolations(page);
    await page.goto('/');
    await signInByEmail(page, 'camila.rojas@ejemplo.com');
    // Each navigation starts the app (and its mock) again: allow a slow, shared machine.
    await expect(accountButton(page)).toBeVisible({ timeout: 30_000 });
    await accountButton(page).click();
    await page.getByRole('menuitem', { name: 'Configuración' }).click();
    await expect(page).toHaveURL('/app/settings');
    await page.getByRole('textbox', { name: 'Teléfono' }).fill('+56 9 8765 4321');
    await page.getByRole('button', { name: 'Guardar cambios' }).click();
    await expect(page.getByText('Perfil actualizado')).toBeVisible();
    await page
      .getByLabel('Archivo de la foto de perfil')
      .setInputFiles({ name: 'yo.png', mimeType: 'image/png', buffer: PNG_1PX });
    await expect(page.getByRole('img', { name: 'Vista previa de la nueva foto' })).toBeVisible();
    await page.getByRole('button', { name: 'Guardar foto' }).click();
    await expect(page.getByText('Foto de perfil actualizada')).toBeVisible();
    await expect(page.getByRole('img', { name: /Foto de perfil de Camila/ })).toBeVisible();
    await page.reload();
    await expect(accountButton(page)).toBeVisible({ timeout: 30_000 });
    expect(await violations()).toEqual([]);
  });

  test('sign-up and company registration forms: no violation', async ({ page }) => {
    const violations = await watchViolations(page);
    await page.goto('/signup');
    await page
      .getByRole('button', { name: /Crear cuenta|Registrarme|Registrar/ })
      .first()
      .click();
    await page.goto('/company/register');
    await expect(page.getByRole('heading', { name: 'Registrar empresa' })).toBeVisible({
      timeout: 30_000,
    });
    expect(await violations()).toEqual([]);
  });
});
