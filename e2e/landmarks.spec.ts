import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { openSection } from './support/keyboard';

/**
 * Issue 16.4: screen-reader semantics over a handful of routes — one banner, one main, one
 * footer (contentinfo), the main navigation when signed in, exactly one `h1`, and a page title
 * that names the screen by it ("Favoritos — Talentia").
 */
async function expectSemantics(page: Page, path: string, signedIn: boolean) {
  await page.goto(path);
  const h1 = page.locator('h1');
  await expect(h1, `${path}: exactly one h1`).toHaveCount(1);
  await expect(h1).toBeVisible();
  await expect(page.getByRole('banner'), `${path}: one banner`).toHaveCount(1);
  await expect(page.getByRole('main'), `${path}: one main`).toHaveCount(1);
  await expect(page.getByRole('contentinfo'), `${path}: one footer`).toHaveCount(1);
  await expect(page.getByRole('main').locator('h1'), `${path}: the h1 is in main`).toHaveCount(1);
  if (signedIn) {
    await expect(
      page.getByRole('navigation', { name: 'Navegación principal' }).first(),
      `${path}: the main navigation`,
    ).toBeAttached();
  }
  const heading = ((await h1.textContent()) ?? '').trim();
  await expect(page, `${path}: the title names the screen`).toHaveTitle(
    heading === 'Talentia' ? 'Talentia' : `${heading} — Talentia`,
  );
}

test.describe('visitors', () => {
  test('public screens have the landmarks, one h1 and their title', async ({ page }) => {
    for (const path of ['/', '/login', '/signup', '/company/register']) {
      await expectSemantics(page, path, false);
    }
  });
});

test.describe('a candidate', () => {
  test.use({ persona: 'camila' });

  test('screens have the landmarks, one h1 and their title; a new screen is announced', async ({
    page,
  }) => {
    for (const path of [
      '/app/feed',
      '/app/jobs/',
      '/app/favorites',
      '/app/my-cvs',
      '/app/settings',
    ]) {
      await expectSemantics(page, path, true);
    }
    await expect(page).toHaveTitle('Configuración — Talentia');
    await page.goto('/app/feed');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await openSection(page, 'Favoritos');
    await expect(page).toHaveTitle('Favoritos — Talentia');
    await expect(
      page.getByRole('status').filter({ hasText: 'Favoritos — Talentia' }),
      'the new screen is announced politely',
    ).toHaveAttribute('aria-live', 'polite');
  });
});

test.describe('a recruiter', () => {
  test.use({ persona: 'valentina' });

  test('screens have the landmarks, one h1 and their title', async ({ page }) => {
    for (const path of [
      '/app/recruiter/dashboard',
      '/app/recruiter/jobs/',
      '/app/recruiter/jobs/new',
      '/app/recruiter/candidates',
    ]) {
      await expectSemantics(page, path, true);
    }
  });
});
