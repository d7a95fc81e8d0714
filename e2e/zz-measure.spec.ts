import { test, expect } from './support/fixtures';
import { signInAs } from './support/session';

test.describe('measure before', () => {
  test('UI sign-in, then the feed', async ({ page }) => {
    test.setTimeout(120_000);
    const t0 = Date.now();
    await signInAs(page, 'camila');
    await expect(page.getByTestId('job-offer-card').first()).toBeVisible({ timeout: 60_000 });
    console.log(`MEASURE before total=${Date.now() - t0}ms`);
  });
});

test.describe('measure after', () => {
  test.use({ persona: 'camila' });
  test('stored state, then the feed', async ({ page }) => {
    test.setTimeout(120_000);
    const t0 = Date.now();
    await page.goto('/app/feed');
    await expect(page.getByTestId('job-offer-card').first()).toBeVisible({ timeout: 60_000 });
    console.log(`MEASURE after total=${Date.now() - t0}ms`);
  });
});
