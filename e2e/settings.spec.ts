import { test, expect, seriousA11yViolations } from './support/fixtures';
import { accountButton } from './support/session';

const PNG_1PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

test.describe('settings: Mateo', () => {
  test.use({ persona: 'mateo' });

  test('a candidate edits the profile and skills; it is kept after a reload', async ({ page }) => {
    await page.goto('/app/feed');
    await accountButton(page).click();
    await page.getByRole('menuitem', { name: 'Configuración' }).click();
    await expect(page).toHaveURL('/app/settings');
    const name = page.getByRole('textbox', { name: 'Nombre', exact: true });
    await expect(name).toHaveValue('Mateo');
    await name.fill('');
    await page.getByRole('button', { name: 'Guardar cambios' }).click();
    // The error by its field, and in the summary of the form's errors, as a link to the field.
    await expect(page.getByText('Ingresa tu nombre', { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Nombre: Ingresa tu nombre' })).toBeVisible();
    await name.fill('Mateo José');
    await page.getByRole('textbox', { name: 'Teléfono' }).fill('abc');
    await page.getByRole('button', { name: 'Guardar cambios' }).click();
    await expect(
      page.getByText('Ingresa un teléfono válido (números, espacios, +, - y paréntesis)', {
        exact: true,
      }),
    ).toBeVisible();
    await page.getByRole('textbox', { name: 'Teléfono' }).fill('+51 987 654 321');
    const skills = page.getByRole('combobox', { name: 'Habilidades' });
    await skills.fill('TypeScript');
    await skills.press('Enter');
    await skills.fill('React');
    await skills.press('Enter');
    await page.getByRole('button', { name: 'Guardar cambios' }).click();
    await expect(page.getByText('Perfil actualizado')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Nombre', exact: true })).toHaveValue(
      'Mateo José',
    );
    await expect(page.getByRole('button', { name: 'TypeScript' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'React' })).toBeVisible();
  });
});

test.describe('settings: Camila', () => {
  test.use({ persona: 'camila' });

  test('the avatar: a wrong file is refused with nothing sent, an image is previewed and uploaded', async ({
    page,
  }) => {
    await page.goto('/app/settings');
    const input = page.getByLabel('Archivo de la foto de perfil');
    const uploads: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/avatar'))
        uploads.push(request.url());
    });
    await input.setInputFiles({
      name: 'cv.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4'),
    });
    await expect(
      page.getByText('Formato no permitido. Usa una imagen PNG, JPG, WEBP o GIF.'),
    ).toBeVisible();
    await input.setInputFiles({
      name: 'grande.png',
      mimeType: 'image/png',
      buffer: Buffer.alloc(2 * 1024 * 1024 + 1),
    });
    await expect(page.getByText('La imagen supera el tamaño máximo de 2 MB.')).toBeVisible();
    expect(uploads).toEqual([]);
    await input.setInputFiles({ name: 'yo.png', mimeType: 'image/png', buffer: PNG_1PX });
    await expect(page.getByRole('img', { name: 'Vista previa de la nueva foto' })).toBeVisible();
    await page.getByRole('button', { name: 'Guardar foto' }).click();
    await expect(page.getByText('Foto de perfil actualizada')).toBeVisible();
    await expect(page.getByRole('img', { name: /Foto de perfil de Camila/ })).toBeVisible();
  });
});

test.describe('settings: Valentina', () => {
  test.use({ persona: 'valentina' });

  test('the theme mode is chosen here and kept', async ({ page }) => {
    await page.goto('/app/settings');
    await page.getByRole('radio', { name: 'Oscuro' }).check();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await page.reload();
    await expect(page.getByRole('radio', { name: 'Oscuro' })).toBeChecked();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.getByRole('radio', { name: 'Claro' }).check();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    // Staff edit their own profile here too (issue 14.4).
    await expect(page.getByRole('textbox', { name: 'Nombre' })).toHaveValue('Valentina');
  });
});
