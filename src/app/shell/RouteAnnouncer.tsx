import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { APP_NAME } from '../config';

/** "Favoritos — Talentia"; the product's name alone for a screen without a heading. */
export function documentTitle(heading: string | null | undefined): string {
  const text = heading?.trim();
  return text && text !== APP_NAME ? `${text} — ${APP_NAME}` : APP_NAME;
}

const hidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/**
 * Names each screen (WCAG 2.4.2, 4.1.3) by its one `h1`, which every screen has: the page title
 * is "Favoritos — Talentia", "Sin datos — Talentia", or the offer's title; it follows the heading
 * as it changes (a page whose data arrives later). After a navigation to another page (not a
 * change of filters on the same page), the new screen's name is announced politely, once.
 */
export default function RouteAnnouncer() {
  const { pathname } = useLocation();
  const [announcement, setAnnouncement] = useState('');
  const firstPage = useRef(true);

  useEffect(() => {
    const main = document.querySelector('main') ?? document.body;
    const announce = !firstPage.current;
    firstPage.current = false;
    let announced = false;
    const update = () => {
      const heading = main.querySelector('h1')?.textContent ?? null;
      const title = documentTitle(heading);
      if (document.title !== title) document.title = title;
      if (announce && heading && !announced) {
        announced = true;
        setAnnouncement(title);
      }
    };
    update();
    const observer = new MutationObserver(update);
    observer.observe(main, { childList: true, subtree: true, characterData: true });
    return () => observer.disconnect();
  }, [pathname]);

  return (
    <div role="status" aria-live="polite" aria-atomic="true" style={hidden}>
      {announcement}
    </div>
  );
}
