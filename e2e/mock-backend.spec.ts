import { expect, seriousA11yViolations, test } from './support/fixtures';
import { accountButton, openDemoPanel } from './support/session';

/**
 * The mock database in the browser (demo build): what a user changes survives a reload
 * and shows in another tab of the same browser, until "Datos" resets it to the seed.
 */
test.describe('mock database in the browser', () => {
  async function openSettings(page: import('@playwright/test').Page) {
    await accountButton(page).click();
    await page.getByRole('menuitem', { name: 'Configuración' }).click();
    await expect(page).toHaveURL('/app/settings');
    return page.getByRole('textbox', { name: 'Nombre', exact: true });
  }

  test.describe('as Camila', () => {
    test.use({ persona: 'camila' });

    test('changes survive a reload and reach other tabs; reset brings the seed back', async ({
      page,
      context,
    }) => {
      await page.goto('/app/feed');
      const name = await openSettings(page);
      await expect(name).toHaveValue('Camila');
      await name.fill('Camila Andrea');
      await page.getByRole('button', { name: 'Guardar cambios' }).click();
      await expect(page.getByText('Perfil actualizado')).toBeVisible();

      await page.reload();
      await expect(page.getByRole('textbox', { name: 'Nombre', exact: true })).toHaveValue(
        'Camila Andrea',
      );

      // Another tab of the same browser sees the same database.
      const other = await context.newPage();
      await other.goto('/app/settings');
      await expect(other.getByRole('textbox', { name: 'Nombre', exact: true })).toHaveValue(
        'Camila Andrea',
      );
      await other.close();

      // "Datos": reset to the seed (the page reloads itself).
      const panel = await openDemoPanel(page, 'Datos');
      await expect(
        panel.getByRole('table', { name: 'Registros en la base de datos simulada' }),
      ).toBeVisible();
      expect(await seriousA11yViolations(page)).toEqual([]);
      await panel.getByRole('button', { name: 'Restablecer datos de ejemplo' }).click();
      // It asks first (issue 29.6).
      const confirm = page.getByRole('dialog', { name: '¿Restablecer los datos de ejemplo?' });
      await confirm.getByRole('button', { name: 'Restablecer datos' }).click();
      await page.waitForLoadState('load');
      await expect(page.getByRole('textbox', { name: 'Nombre', exact: true })).toHaveValue(
        'Camila',
      );
    });
  });

  test('"Datos" shows what the seed holds', async ({ page }) => {
    await page.goto('/');
    const panel = await openDemoPanel(page, 'Datos');
    const table = panel.getByRole('table', { name: 'Registros en la base de datos simulada' });
    await expect(table).toBeVisible();
    const rows = await table.getByRole('row').allTextContents();
    const count = (label: RegExp) => {
      const row = rows.find((text) => label.test(text));
      expect(row, `a row for ${label}`).toBeTruthy();
      return Number(row!.replace(/\D/g, ''));
    };
    expect(count(/Ofertas/i)).toBeGreaterThanOrEqual(150);
    expect(count(/Empresas/i)).toBeGreaterThanOrEqual(5);
  });
});
