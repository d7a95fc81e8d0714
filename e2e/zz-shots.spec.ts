import { test, expect } from './support/fixtures';

const shots = [
  { name: 'feed', path: '/app/feed', ready: 'job-offer-card' },
  { name: 'jobs', path: '/app/jobs/?category=Tecnología', ready: 'job-offer-card' },
  { name: 'favorites', path: '/app/favorites', ready: 'job-offer-card' },
];
for (const persona of ['camila', 'mateo'] as const) {
  test.describe(persona, () => {
    test.use({ persona });
    for (const scheme of ['light', 'dark'] as const) {
      for (const width of [1280, 390]) {
        test(`shots ${persona} ${scheme} ${width}`, async ({ page }) => {
          test.setTimeout(90_000);
          await page.setViewportSize({ width, height: 900 });
          await page.emulateMedia({ colorScheme: scheme });
          for (const shot of shots) {
            if (persona === 'mateo' && shot.name !== 'feed' && shot.name !== 'favorites') continue;
            await page.goto(shot.path);
            if (persona === 'mateo' && shot.name === 'favorites') {
              await expect(page.getByText('Todavía no guardaste ofertas')).toBeVisible();
            } else {
              await expect(page.getByTestId(shot.ready).first()).toBeVisible({ timeout: 60_000 });
            }
            await page.screenshot({
              path: `screenshots/${shot.name}-${persona}-${scheme}-${width}.png`,
              fullPage: width === 390 ? false : false,
            });
          }
        });
      }
    }
  });
}
