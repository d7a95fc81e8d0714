import type { Page } from '@playwright/test';
import { test, expect, seriousA11yViolations, settled } from './support/fixtures';
import { api, sessionToken } from './support/api';
import { PERSONAS, accountButton, openDemoPanel } from './support/session';

/** A loaded machine may take a while to start the app and its worker. */
const SLOW = { timeout: 30_000 };

async function signOut(page: Page) {
  await accountButton(page).click();
  await page.getByRole('menuitem', { name: 'Cerrar Sesión' }).click();
  await expect(page).toHaveURL('/');
}

test.describe('organization admin pages (recruiter)', () => {
  test.use({ persona: 'valentina' });

  test('Valentina (recruiter) gets "Acceso denegado" on both admin pages', async ({ page }) => {
    await page.goto('/app/recruiter/dashboard');
    await expect(accountButton(page)).toBeVisible(SLOW);
    for (const path of ['/app/recruiter/admin/company', '/app/recruiter/admin/users']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: 'Acceso denegado' })).toBeVisible(SLOW);
      await expect(
        page.getByText(/^Solo los administradores de la empresa pueden ver esta página/),
      ).toBeVisible();
    }
    await page.getByRole('link', { name: 'Ir a mi inicio' }).click();
    await expect(page).toHaveURL('/app/recruiter/dashboard');
  });

  test('Valentina edits her own profile in Configuración and it is kept after a reload', async ({
    page,
  }) => {
    await page.goto('/app/settings');
    const headline = page.getByRole('textbox', { name: 'Cargo' });
    await expect(headline).toBeVisible(SLOW);
    await expect(page.getByRole('textbox', { name: 'Rol' })).toHaveValue('Reclutador');
    await settled(page);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await headline.fill('Reclutadora de tecnología');
    await page.getByRole('textbox', { name: 'Teléfono' }).fill('+56 9 8765 4321');
    await page.getByRole('button', { name: 'Guardar cambios' }).press('Enter');
    await expect(page.getByText('Perfil actualizado')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Cargo' })).toHaveValue(
      'Reclutadora de tecnología',
      SLOW,
    );
    await expect(page.getByRole('textbox', { name: 'Teléfono' })).toHaveValue('+56 9 8765 4321');
  });
});

test.describe('organization admin pages (admin)', () => {
  test.describe.configure({ timeout: 180_000 });
  test.use({ persona: 'andres' });

  test('Andrés edits the company by keyboard and it is kept after a reload', async ({ page }) => {
    await page.goto('/app/recruiter/admin/company');
    const city = page.getByRole('textbox', { name: /Ciudad/ });
    await expect(city).not.toHaveValue('', SLOW);
    await settled(page);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await city.focus();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('Valparaíso');
    await page.getByRole('button', { name: 'Guardar cambios' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText('Cambios guardados')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('textbox', { name: /Ciudad/ })).toHaveValue('Valparaíso', SLOW);
    await page.getByRole('tab', { name: 'Usuarios y roles' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/app/recruiter/admin/users');
    await expect(page.getByRole('button', { name: 'Desactivar a Andrés Muñoz' })).toBeDisabled();
  });

  test('Andrés invites a recruiter by keyboard and changes a role; she signs in from the mailbox; deactivated, her next call is refused', async ({
    page,
  }) => {
    const stamp = Date.now() % 100000;
    const email = `lucia.perez${stamp}@andesdigital.ejemplo.com`;
    const name = 'Lucía Pérez';

    await page.goto('/app/recruiter/admin/users');
    await expect(page.getByRole('table', { name: 'Usuarios de la empresa' })).toBeVisible(SLOW);
    await settled(page);
    expect(await seriousA11yViolations(page)).toEqual([]);

    // Invite, by keyboard.
    await page.getByRole('button', { name: 'Invitar usuario' }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Invitar usuario' });
    await expect(dialog.getByRole('textbox', { name: 'Correo electrónico' })).toBeFocused();
    await settled(page);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.keyboard.type(email);
    await page.keyboard.press('Tab');
    await page.keyboard.type('Lucía');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Pérez');
    await dialog.getByRole('button', { name: 'Enviar invitación' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText(`Invitación enviada a ${email}`)).toBeVisible(SLOW);
    await expect(dialog).toBeHidden();
    const row = page.getByRole('row').filter({ hasText: email });
    await expect(row).toBeVisible();

    // Change her role by keyboard, and back.
    for (const [role, label] of [
      ['Administrador', 'Administrador'],
      ['Reclutador', 'Reclutador'],
    ] as const) {
      await page.getByRole('combobox', { name: `Rol de ${name}` }).focus();
      await page.keyboard.press('Enter');
      await page.getByRole('option', { name: role }).focus();
      await page.keyboard.press('Enter');
      const confirm = page.getByRole('dialog', { name: '¿Desea continuar con la acción?' });
      await expect(confirm.getByRole('button', { name: 'Cambiar rol' })).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page.getByText(`Ahora ${name} es ${label}`)).toBeVisible();
      await expect(page.getByRole('combobox', { name: `Rol de ${name}` })).toHaveText(label);
    }

    // She opens the link from the mailbox and lands on the dashboard.
    await signOut(page);
    const mailbox = await openDemoPanel(page, 'Buzón');
    await mailbox.getByRole('link', { name: 'Abrir enlace de acceso' }).first().click();
    await expect(page).toHaveURL('/app/recruiter/dashboard', SLOW);
    await expect(accountButton(page)).toHaveAccessibleName(
      // Her name, and the initials her avatar shows (label in name).
      new RegExp(`^Cuenta de usuario: ${name}, iniciales \\S+$`),
      SLOW,
    );
    await expect(page.getByRole('heading', { name: 'Panel de reclutamiento' })).toBeVisible(SLOW);
    const token = (await sessionToken(page))!;
    expect((await api(page, 'user/details', { token })).status).toBe(200);

    // Andrés deactivates her; her token no longer opens anything.
    await signOut(page);
    const personas = await openDemoPanel(page, 'Personas');
    await personas.getByRole('button', { name: `Entrar como ${PERSONAS.andres.name}` }).click();
    await expect(page).toHaveURL(PERSONAS.andres.home, SLOW);
    await page.goto('/app/recruiter/admin/users');
    await page.getByRole('button', { name: `Desactivar a ${name}` }).click();
    await page
      .getByRole('dialog', { name: '¿Desea continuar con la acción?' })
      .getByRole('button', { name: 'Desactivar' })
      .click();
    await expect(page.getByText(`${name} fue desactivado`)).toBeVisible();
    await expect(page.getByRole('button', { name: `Reactivar a ${name}` })).toBeVisible();
    const refused = await api(page, 'job-offers/?page=1&pageSize=10', { token });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toEqual(expect.any(String));
  });
});
