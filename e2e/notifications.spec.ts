import { test, expect, seriousA11yViolations } from './support/fixtures';
import { openDemoPanel } from './support/session';

test.describe('notifications: Camila', () => {
  test.use({ persona: 'camila' });

  test('the bell shows the unread count; a click marks one read at once and on the server', async ({
    page,
  }) => {
    await page.goto('/app/feed');
    const bell = page.getByRole('button', { name: /Notificaciones/ });
    await expect(bell).toHaveAccessibleName(/^Notificaciones, \d+ sin leer$/);
    const before = Number((await bell.getAttribute('aria-label'))!.match(/(\d+) sin leer/)![1]);
    await expect(page.getByTestId('notifications-badge')).toContainText(String(before));
    await bell.click();
    const popover = page.getByRole('dialog', { name: 'Notificaciones' });
    const item = popover.getByRole('button', { name: /Nueva etapa disponible/ }).first();
    await expect(item).toHaveAttribute('data-read', 'false');
    await expect(item).toContainText(/Hace unos minutos|Hace \d+h|Ayer/);
    expect(await seriousA11yViolations(page)).toEqual([]);
    const saved = page.waitForResponse(
      (response) =>
        response.request().method() === 'PUT' && /\/notifications\/.+\/read/.test(response.url()),
    );
    // A click marks it read, follows its link (if any) and closes the popover.
    await item.click();
    await expect(popover).toBeHidden();
    const after = before - 1;
    const expected = after === 0 ? 'Notificaciones' : `Notificaciones, ${after} sin leer`;
    await expect(bell).toHaveAccessibleName(expected);
    // The server knows, and keeps it across a reload.
    expect((await saved).status()).toBe(200);
    await page.reload();
    await expect(page.getByRole('button', { name: /Notificaciones/ })).toHaveAccessibleName(
      expected,
    );
  });

  test('the read mark is undone when the server fails', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/app/feed');
    const bell = page.getByRole('button', { name: /Notificaciones/ });
    await expect(bell).toHaveAccessibleName(/sin leer/);
    const before = await bell.getAttribute('aria-label');
    const panel = await openDemoPanel(page, 'Red');
    // On the next write: the list's poll (every 15 s) cannot take the fault first.
    await panel.getByRole('button', { name: 'Forzar 500 en la próxima escritura' }).click();
    await panel.getByRole('button', { name: 'Cerrar panel' }).click();
    await bell.click();
    const popover = page.getByRole('dialog', { name: 'Notificaciones' });
    await expect(popover.locator('[data-read="false"]').first()).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
    const unread = popover.locator('[data-read="false"]').first();
    // The title line (its hidden "No leída: " prefix included).
    const title = (await unread.locator('p').first().textContent())!.replace('No leída: ', '');
    await unread.click();
    await expect(page.getByText('No se pudo marcar la notificación como leída')).toBeVisible();
    await expect(bell).toHaveAttribute('aria-label', before!);
    // Still unread in the list.
    await bell.click();
    await expect(
      popover.getByRole('button', { name: `No leída: ${title}` }).first(),
    ).toHaveAttribute('data-read', 'false');
  });
});

test.describe('notifications: Mateo', () => {
  test.use({ persona: 'mateo' });

  test('an empty list says "No hay notificaciones"', async ({ page }) => {
    // Mateo is new: nothing has happened to him yet.
    await page.goto('/app/feed');
    const bell = page.getByRole('button', { name: /Notificaciones/ });
    await expect(bell).toHaveAccessibleName('Notificaciones');
    await bell.click();
    await expect(
      page.getByRole('dialog', { name: 'Notificaciones' }).getByText('No hay notificaciones'),
    ).toBeVisible();
  });
});
