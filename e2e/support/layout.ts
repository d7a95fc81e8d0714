import type { Page } from '@playwright/test';

/**
 * Layout checks the accessibility sweep (`e2e/a11y-sweep.spec.ts`) makes on every route it
 * shows: reflow at 320 px and text spacing (WCAG 1.4.10, 1.4.12), target size (2.5.8). The
 * screens' own tests ask `horizontalOverflow` too, at the widths they show.
 */

/** The text-spacing overrides of WCAG 1.4.12 (as the usual bookmarklet applies them). */
export const TEXT_SPACING = `
  * { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; }
  p, li, dd, blockquote { margin-bottom: 2em !important; }
`;

/** The page is wider than its window (what would make it scroll sideways). */
export async function horizontalOverflow(page: Page): Promise<string | null> {
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
export async function clippedText(page: Page): Promise<string[]> {
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

/** Interactive elements whose box is under 24 × 24 px and that the spacing exception does not excuse. */
export async function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const selector = [
      'a[href]',
      'button',
      'input:not([type="hidden"])',
      'select',
      'textarea',
      'summary',
      '[role="button"]',
      '[role="link"]',
      '[role="tab"]',
      '[role="menuitem"]',
      '[role="option"]',
      '[role="checkbox"]',
      '[role="radio"]',
      '[role="switch"]',
      '.MuiChip-clickable',
      '.MuiChip-deleteIcon',
    ].join(',');
    const visible = (element: Element) => {
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      return box.width > 0 && box.height > 0 && style.visibility !== 'hidden';
    };
    // A link inside a sentence is excused (its size is the text's).
    const inline = (element: Element) =>
      element.tagName === 'A' &&
      getComputedStyle(element).display === 'inline' &&
      (element.parentElement?.textContent?.trim().length ?? 0) >
        (element.textContent?.trim().length ?? 0);
    const targets = [...document.querySelectorAll(selector)].filter(visible);
    const boxes = targets.map((element) => element.getBoundingClientRect());
    const small: string[] = [];
    targets.forEach((element, index) => {
      const box = boxes[index]!;
      if ((box.width >= 24 && box.height >= 24) || inline(element)) return;
      // A native input drawn under MUI's own box (checkbox, radio, switch) counts as its box.
      if (element.tagName === 'INPUT' && getComputedStyle(element).opacity === '0') {
        const parent = element.parentElement!.getBoundingClientRect();
        if (parent.width >= 24 && parent.height >= 24) return;
      }
      // Spacing: a 24 px circle on the target's centre meets no other target.
      const cx = box.left + box.width / 2;
      const cy = box.top + box.height / 2;
      const clear = boxes.every((other, j) => {
        if (j === index || targets[j]!.contains(element) || element.contains(targets[j]!))
          return true;
        const dx = Math.max(other.left - cx, 0, cx - other.right);
        const dy = Math.max(other.top - cy, 0, cy - other.bottom);
        return Math.hypot(dx, dy) >= 12;
      });
      if (clear) return;
      const name =
        element.getAttribute('aria-label') ??
        element.textContent?.trim().slice(0, 30) ??
        element.tagName;
      small.push(
        `${element.tagName.toLowerCase()} «${name}» ${box.width.toFixed(0)}×${box.height.toFixed(0)}`,
      );
    });
    return small;
  });
}
