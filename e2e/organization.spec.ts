import { test, expect } from './support/fixtures';
import { signInAs } from './support/session';

test.describe('organization admin pages', () => {
  test('Valentina (recruiter) gets "Acceso denegado" on both admin pages', async ({ page }) => {
    await signInAs(page, 'valentina');
    for (const path of ['/app/recruiter/admin/company', '/app/recruiter/admin/users']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: 'Acceso denegado' })).toBeVisible();
      await expect(
        page.getByText(/^Solo los administradores de la empresa pueden ver esta página/),
      ).toBeVisible();
    }
    await page.getByRole('link', { name: 'Volver' }).click();
    await expect(page).toHaveURL('/app/recruiter/dashboard');
  });

  test('Andrés edits the company and it is kept after a reload', async ({ page }) => {
    await signInAs(page, 'andres');
    await page.goto('/app/recruiter/admin/company');
    const city = page.getByRole('textbox', { name: /Ciudad/ });
    await expect(city).not.toHaveValue('');
    await city.fill('Valparaíso');
    await page.getByRole('button', { name: 'Guardar cambios' }).click();
    await expect(page.getByText('Cambios guardados')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('textbox', { name: /Ciudad/ })).toHaveValue('Valparaíso');
    await page.getByRole('tab', { name: 'Usuarios y roles' }).click();
    await expect(page).toHaveURL('/app/recruiter/admin/users');
    await expect(page.getByRole('button', { name: 'Desactivar a Andrés Muñoz' })).toBeDisabled();
  });
});
