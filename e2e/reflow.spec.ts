import { screenReady } from './support/a11y';
import { accountButton, startSignedIn } from './support/session';
import { expect, test } from './support/fixtures';

/**
 * Issue 16, part 5: motion and zoom. Reduced motion is honoured. Zoom (every route at 320 CSS
 * px, a 1280 px window at 400 %, scrolls only vertically, WCAG 1.4.10; with the text-spacing
 * overrides of 1.4.12 no text is cut off) is checked by the accessibility sweep on every route
 * it shows (`e2e/a11y-sweep.spec.ts`, the checks in `e2e/support/layout.ts`).
 */

test('reduced motion: a menu opens with no transition when the system asks for less motion', async ({
  context,
  page,
}) => {
  await startSignedIn(context, 'camila');
  await page.goto('/app/feed');
  await screenReady(page);
  const duration = () =>
    page
      .locator('.MuiMenu-paper')
      .evaluate((paper) => Number.parseFloat(getComputedStyle(paper).transitionDuration));
  // By default the menu grows in (MUI's Grow, a few hundred milliseconds).
  await accountButton(page).click();
  await expect(page.getByRole('menu')).toBeVisible();
  expect(await duration()).toBeGreaterThan(0.1);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toHaveCount(0);

  await page.emulateMedia({ reducedMotion: 'reduce' });
  await accountButton(page).click();
  await expect(page.getByRole('menu')).toBeVisible();
  expect(await duration()).toBeLessThan(0.001);
  // Nothing moves: no finite animation longer than a millisecond runs (reduced motion makes
  // transitions 0.01 ms long, so a tooltip that opens under the pointer may be caught running).
  const running = await page.evaluate(
    () =>
      document.getAnimations().filter((a) => {
        const timing = a.effect?.getComputedTiming();
        return (
          a.playState === 'running' &&
          timing?.iterations !== Infinity &&
          Number(timing?.duration ?? 0) > 1
        );
      }).length,
  );
  expect(running).toBe(0);
});
