import type { BrowserContext, Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

/**
 * Keyboard journeys (issue 16.3): helpers that move only with the keyboard and check at every
 * stop that the focus is visible — a ring (outline, or a box-shadow ring, or a text field's
 * own border) of 2 px or more, with 3:1 contrast or more against what is behind it.
 */

export type Scheme = 'light' | 'dark';

/** Starts every page of the context in `scheme` (the app's stored Claro / Oscuro choice). */
export async function useScheme(context: BrowserContext, scheme: Scheme): Promise<void> {
  await context.addInitScript((value) => {
    try {
      localStorage.setItem('themeMode', value);
    } catch {
      // about:blank has no storage.
    }
  }, scheme);
}

export interface FocusRing {
  ok: boolean;
  element: string;
  ring?: string;
  width?: number;
  background?: string;
  ratio?: number;
  reason?: string;
}

/** What the focused element shows, measured in the page. */
export function focusRing(page: Page): Promise<FocusRing> {
  return page.evaluate(() => {
    type RGBA = [number, number, number, number];
    const parse = (text: string): RGBA | null => {
      const m = text.match(/rgba?\(([^)]+)\)/);
      if (!m) return null;
      const parts = m[1]!
        .split(/[\s,/]+/)
        .filter(Boolean)
        .map(Number);
      return [parts[0]!, parts[1]!, parts[2]!, parts[3] ?? 1];
    };
    const over = (top: RGBA, bottom: RGBA): RGBA => {
      const a = top[3] + bottom[3] * (1 - top[3]);
      if (a === 0) return [0, 0, 0, 0];
      const mix = (i: number) => (top[i]! * top[3] + bottom[i]! * bottom[3] * (1 - top[3])) / a;
      return [mix(0), mix(1), mix(2), a];
    };
    const luminance = ([r, g, b]: RGBA) => {
      const lin = (c: number) => {
        const s = c / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
    };
    const contrast = (a: RGBA, b: RGBA) => {
      const [x, y] = [luminance(a), luminance(b)].sort((p, q) => q - p);
      return (x! + 0.05) / (y! + 0.05);
    };
    /** The colour behind `from` (its ancestors' backgrounds, composited over the page's). */
    const backgroundBehind = (from: Element | null): RGBA => {
      const layers: RGBA[] = [];
      for (let node = from; node; node = node.parentElement) {
        const colour = parse(getComputedStyle(node).backgroundColor);
        if (colour && colour[3] > 0) {
          layers.push(colour);
          if (colour[3] >= 1) break;
        }
      }
      let result: RGBA = [255, 255, 255, 1];
      for (const layer of layers.reverse()) result = over(layer, result);
      return result;
    };
    const describe = (el: Element) => {
      const name =
        el.getAttribute('aria-label') ??
        (el.textContent ?? '').trim().slice(0, 40) ??
        el.getAttribute('name');
      return `${el.tagName.toLowerCase()}${el.getAttribute('role') ? `[role=${el.getAttribute('role')}]` : ''} «${name}»`;
    };

    const active = document.activeElement;
    if (!active || active === document.body || active === document.documentElement) {
      return { ok: false, element: 'body', reason: 'nothing has the focus' };
    }
    const element = describe(active);
    const candidates: { el: Element; inside: boolean }[] = [];
    // A text field shows its focus with its own border (MUI's notched outline).
    const field = active.closest('.MuiInputBase-root');
    const notched = field?.querySelector(':scope > .MuiOutlinedInput-notchedOutline');
    if (notched) candidates.push({ el: notched, inside: true });
    candidates.push({ el: active, inside: false });
    const marked = active.closest('.Mui-focusVisible');
    if (marked && marked !== active) candidates.push({ el: marked, inside: false });

    for (const { el, inside } of candidates) {
      const style = getComputedStyle(el);
      let colour: RGBA | null = null;
      let width = 0;
      let offset = 0;
      if (el === notched) {
        width = parseFloat(style.borderTopWidth);
        colour = parse(style.borderTopColor);
      } else if (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) {
        width = parseFloat(style.outlineWidth);
        colour = parse(style.outlineColor);
        offset = parseFloat(style.outlineOffset) || 0;
      } else if (style.boxShadow && style.boxShadow !== 'none') {
        // A ring: "rgb(...) 0px 0px 0px 2px" (no offset, no blur, a spread).
        const ring = style.boxShadow.match(
          /(rgba?\([^)]+\))\s+0px\s+0px\s+0px\s+(\d+(?:\.\d+)?)px/,
        );
        if (ring) {
          colour = parse(ring[1]!);
          width = Number(ring[2]);
        }
      }
      if (!colour || width < 2 || colour[3] === 0) continue;
      if (getComputedStyle(el).visibility === 'hidden') continue;
      // A ring drawn outwards sits on what is around the element; inwards, on the element.
      const behind = backgroundBehind(inside || offset < 0 ? el : (el.parentElement ?? el));
      const ratio = contrast(over(colour, behind), behind);
      return {
        ok: ratio >= 3,
        element,
        ring: `rgb(${colour.slice(0, 3).join(', ')})`,
        width,
        background: `rgb(${behind
          .slice(0, 3)
          .map((c) => Math.round(c))
          .join(', ')})`,
        ratio: Math.round(ratio * 100) / 100,
        reason: ratio >= 3 ? undefined : 'the ring has less than 3:1 against its background',
      };
    }
    return { ok: false, element, reason: 'no ring of 2 px or more' };
  });
}

/** The focused element shows a ring of 2 px and 3:1 (retried while a transition runs). */
export async function expectFocusVisible(page: Page, where = ''): Promise<void> {
  let last: FocusRing | null = null;
  await expect
    .poll(
      async () => {
        last = await focusRing(page);
        return last.ok;
      },
      { message: `focus visible ${where}` },
    )
    .toBe(true)
    .catch((error: Error) => {
      throw new Error(`${error.message}\n${JSON.stringify(last)}`);
    });
}

/** Whether `target` has the focus now. */
function isFocused(target: Locator): Promise<boolean> {
  return target.evaluate((el) => el === document.activeElement).catch(() => false);
}

/**
 * Tab (or Shift+Tab) until `target` has the focus, checking the ring at every stop on the
 * way. Fails at once if `target` is disabled, and after `max` stops.
 */
export async function tabTo(
  page: Page,
  target: Locator,
  { back = false, max = 60 }: { back?: boolean; max?: number } = {},
): Promise<void> {
  await expect(target).toBeVisible();
  // A disabled control is no tab stop: say so at once rather than after `max` stops.
  await expect(target, 'a disabled control is not in the Tab order').toBeEnabled();
  for (let stop = 0; stop < max; stop += 1) {
    if (await isFocused(target)) {
      await expectFocusVisible(page, `on the target after ${stop} stops`);
      return;
    }
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    const ring = await focusRing(page);
    if (!ring.ok && ring.element !== 'body') {
      await expectFocusVisible(page, `at stop ${stop + 1}`);
    }
  }
  throw new Error(`the focus did not reach the target in ${max} stops`);
}

/** The focus is on `target` and visible (after a dialog closed, a page changed). */
export async function expectFocusOn(page: Page, target: Locator, where = ''): Promise<void> {
  await expect(target, `focus ${where}`).toBeFocused();
  await expectFocusVisible(page, where);
}

/**
 * A tab of the main navigation (a tab list: one tab is in the Tab order, the arrows move
 * between them): Tab into the list, arrows to `name`, Enter.
 */
export async function openSection(page: Page, name: string): Promise<void> {
  const list = page.getByRole('navigation', { name: 'Navegación principal' }).first();
  await tabTo(page, list.locator('[role="tab"][tabindex="0"]').first());
  const target = list.getByRole('tab', { name, exact: true });
  for (let step = 0; step < 8 && !(await isFocused(target)); step += 1) {
    await page.keyboard.press('ArrowRight');
  }
  await expect(target).toBeFocused();
  await expectFocusVisible(page, `on the tab ${name}`);
  await page.keyboard.press('Enter');
}

/**
 * Picks up the focused sortable item with Space, as a keyboard user does, once `announcement`
 * (dnd-kit's live region) says so. dnd-kit's keyboard sensor listens for the arrows only from a
 * timer it sets on pick-up (`setTimeout(() => listeners.add('keydown', …))`): an arrow pressed
 * before that task ran was lost on a loaded machine. A timer set afterwards runs after it
 * (timers of the same delay run in order), so once the page has run one, the arrows move it.
 */
export async function pickUpByKeyboard(
  page: Page,
  announcement: Locator,
  pickedUp: string | RegExp,
): Promise<void> {
  await page.keyboard.press('Space');
  await expect(announcement).toContainText(pickedUp);
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
}
