import type { Page } from '@playwright/test';
import { AUDITED_ROUTES, type Audience } from '../src/features/accessibility/model';
import { AUDIENCE_PERSONA, resolvePaths, screenReady } from './support/a11y';
import { accountButton, startSignedIn } from './support/session';
import { expect, test } from './support/fixtures';

/**
 * Issue 16, part 5: motion and zoom. Every route of the audit list at 320 CSS px (a 1280 px
 * window at 400 % zoom) scrolls only vertically (WCAG 1.4.10; a table may scroll inside its own
 * frame), and with the text-spacing overrides of WCAG 1.4.12 no text is cut off. Reduced motion
 * is honoured.
 */

/** The text-spacing overrides of WCAG 1.4.12 (as the usual bookmarklet applies them). */
const TEXT_SPACING = `
  * { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; }
  p, li, dd, blockquote { margin-bottom: 2em !important; }
`;

/** The page is wider than its window (what would make it scroll sideways). */
async function horizontalOverflow(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const root = document.documentElement;
    if (root.scrollWidth <= root.clientWidth) return null;
    // Name the widest culprits: elements reaching past the right edge, outside scroll frames.
    const inFrame = (element: Element) => {
      for (let e = element.parentElement; e; e = e.parentElement) {
        const overflow = getComputedStyle(e).overflowX;
        if (overflow === 'auto' || overflow === 'scroll' || overflow === 'hidden') return true;
      }
      return false;
    };
    const culprits = [...document.body.querySelectorAll('*')]
      .filter((e) => e.getBoundingClientRect().right > root.clientWidth + 1 && !inFrame(e))
      .slice(-3)
      .map((e) => `${e.tagName.toLowerCase()}.${[...e.classList].slice(0, 2).join('.')}`);
    return `${root.scrollWidth} px wide in ${root.clientWidth}: ${culprits.join(', ')}`;
  });
}

/** Text that its box cuts off (overflow hidden or clip, content larger than the box). */
async function clippedText(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    for (const element of document.body.querySelectorAll('*')) {
      if (!(element instanceof HTMLElement)) continue;
      const style = getComputedStyle(element);
      const hidesX = style.overflowX === 'hidden' || style.overflowX === 'clip';
      const hidesY = style.overflowY === 'hidden' || style.overflowY === 'clip';
      if (!hidesX && !hidesY) continue;
      const box = element.getBoundingClientRect();
      // Visually hidden text for screen readers, and what is not shown at all.
      if (box.width <= 2 || box.height <= 2 || style.visibility === 'hidden') continue;
      if (!element.innerText?.trim()) continue;
      // MUI's field labels end in an ellipsis by design (one line on the outline): a known
      // limitation of the statement (src/features/accessibility/audit.ts), not checked here.
      if (element.classList.contains('MuiInputLabel-root')) continue;
      const cutX = hidesX && element.scrollWidth > element.clientWidth + 1;
      const cutY = hidesY && element.scrollHeight > element.clientHeight + 1;
      if (!cutX && !cutY) continue;
      // Only boxes whose own text (not a scrolled child's) is cut.
      const text = element.innerText.trim().replace(/\s+/g, ' ').slice(0, 40);
      found.push(
        `${element.tagName.toLowerCase()}.${[...element.classList].slice(0, 2).join('.')} «${text}» ${cutX ? `${element.scrollWidth}>${element.clientWidth}` : `${element.scrollHeight}>${element.clientHeight}`}`,
      );
    }
    return found;
  });
}

const AUDIENCES: Audience[] = ['public', 'candidate', 'recruiter', 'admin'];

for (const audience of AUDIENCES) {
  const routes = AUDITED_ROUTES.filter((route) => route.audience === audience);
  test(`${audience}: every route at 320 px scrolls only vertically, and keeps its text with wider spacing`, async ({
    context,
    page,
  }) => {
    const persona = AUDIENCE_PERSONA[audience];
    if (persona) await startSignedIn(context, persona);
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto(persona ? '/app' : '/');
    await screenReady(page);
    const paths = await resolvePaths(page, routes);
    const found: string[] = [];
    for (const route of routes) {
      await page.goto(paths.get(route.id)!);
      await screenReady(page);
      const overflow = await horizontalOverflow(page);
      if (overflow) found.push(`${route.id} at 320 px: ${overflow}`);
      await page.addStyleTag({ content: TEXT_SPACING });
      for (const clipped of await clippedText(page))
        found.push(`${route.id} with text spacing: ${clipped}`);
      const spaced = await horizontalOverflow(page);
      if (spaced) found.push(`${route.id} with text spacing: ${spaced}`);
    }
    expect(found).toEqual([]);
  });
}

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
