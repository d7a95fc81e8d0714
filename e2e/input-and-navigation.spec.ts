import type { Locator } from '@playwright/test';
import { test, expect } from './support/fixtures';

/**
 * A click where the element is on screen, as a person clicks. Playwright's `click()` first
 * scrolls the element into view, and for a tab of the sticky top bar Chromium scrolls the
 * page (594 → 140 px): the position the test is about would be moved by the test itself.
 */
async function clickInPlace(target: Locator) {
  await expect(target).toBeInViewport();
  const box = (await target.boundingBox())!;
  await target.page().mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

/**
 * Typing, addresses and navigation as on any web page (issue 28, items 8, 10, 11): a box
 * never drops what is typed, a page opened by its address starts at the top and Back
 * restores the previous position, a screen whose code cannot be fetched offers a retry.
 */
test.describe('Camila', () => {
  test.use({ persona: 'camila' });

  test('the job search box keeps every keystroke on a slow phone (4× CPU slowdown): the URL follows it', async ({
    page,
  }) => {
    await page.goto('/app/jobs/');
    const box = page.getByRole('searchbox', { name: 'Buscar' });
    await expect(box).toBeEditable();
    await expect(page.getByTestId('job-offer-card').first()).toBeVisible();
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    // A person's pause about as long as the search's own wait (400 ms): the search of the
    // first part starts while the rest is typed. The pause is the input under test, not a
    // wait for the app (every check below waits on a condition).
    for (const pause of [380, 400, 420, 450]) {
      // Emptied with the keyboard, as a person does.
      await box.selectText();
      await box.press('Backspace');
      await expect(box).toHaveValue('');
      await expect(page).not.toHaveURL(/search=/);
      await box.pressSequentially('analis');
      await page.waitForTimeout(pause);
      await box.pressSequentially('ta');
      await expect(box, `pause of ${pause} ms`).toHaveValue('analista');
      await expect(page).toHaveURL(/\?search=analista$/);
      await expect(box, `pause of ${pause} ms`).toHaveValue('analista');
    }
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  });

  test('@phone a page opened by its address starts at the top; Back restores the previous position', async ({
    page,
  }) => {
    await page.goto('/app/feed');
    await expect(page.getByTestId('job-offer-card').nth(5)).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 594));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(594);
    // Another address typed in the same tab.
    await page.goto('/app/settings');
    const title = page.getByRole('heading', { level: 1, name: 'Configuración' });
    await expect(title).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Nombre', exact: true }).first()).toBeVisible();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await expect(title).toBeInViewport();
    // Within the app: a page left at 594 px comes back there with Back.
    await page.getByRole('tab', { name: 'Inicio' }).click();
    await expect(page.getByTestId('job-offer-card').nth(5)).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 594));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(594);
    await clickInPlace(page.getByRole('tab', { name: 'Favoritos' }));
    await expect(page).toHaveURL('/app/favorites');
    await expect(page.getByRole('heading', { level: 1, name: 'Favoritos' })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL('/app/feed');
    await expect(page.getByTestId('job-offer-card').nth(5)).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(594);
  });
});

test.describe('Camila, offline', () => {
  test.use({ persona: 'camila' });

  test('a screen whose code cannot be fetched offline says "Sin conexión"; "Reintentar" shows it once back online', async ({
    page,
    context,
  }) => {
    await page.goto('/app/feed');
    await expect(page.getByTestId('job-offer-card').first()).toBeVisible();
    await context.setOffline(true);
    // "Mis Aplicaciones": its code is not loaded yet.
    await page.getByRole('tab', { name: 'Mis Aplicaciones' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Sin conexión' })).toBeVisible();
    const retry = page.getByRole('button', { name: 'Reintentar' });
    await expect(retry).toBeVisible();
    await expect(page.getByText('Oops! Algo salió mal')).toHaveCount(0);
    // Still offline: the screen stays and says so.
    await retry.click();
    await expect(page.getByText('Sigues sin conexión.', { exact: false })).toBeVisible();
    await context.setOffline(false);
    await retry.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Mis Aplicaciones' })).toBeVisible();
    await expect(page).toHaveURL('/app/my-cvs');
  });
});
