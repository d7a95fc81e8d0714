import { useEffect, useState, type RefObject } from 'react';

function overlaps(a: DOMRect, b: DOMRect): boolean {
  return a.left < b.right && a.right > b.left && a.top < b.bottom && a.bottom > b.top;
}

/**
 * Whether a floating element should step aside because it would cover the element that has
 * the keyboard focus (WCAG 2.4.11, focus not obscured): true while the focused element's box
 * meets the floating one's, re-checked when the focus moves, the page scrolls or the window
 * changes size. The floating element itself having the focus never hides it.
 */
export function useClearOfFocus(floating: RefObject<HTMLElement | null>): boolean {
  const [covering, setCovering] = useState(false);
  useEffect(() => {
    let frame = 0;
    const check = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const element = floating.current;
        const focused = document.activeElement;
        setCovering(
          !!element &&
            focused instanceof HTMLElement &&
            focused !== document.body &&
            !element.contains(focused) &&
            overlaps(focused.getBoundingClientRect(), element.getBoundingClientRect()),
        );
      });
    };
    const options = { capture: true, passive: true } as const;
    document.addEventListener('focusin', check, options);
    document.addEventListener('focusout', check, options);
    window.addEventListener('scroll', check, options);
    window.addEventListener('resize', check, options);
    return () => {
      cancelAnimationFrame(frame);
      document.removeEventListener('focusin', check, options);
      document.removeEventListener('focusout', check, options);
      window.removeEventListener('scroll', check, options);
      window.removeEventListener('resize', check, options);
    };
  }, [floating]);
  return covering;
}
