import { visuallyHidden } from '@mui/utils';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useLocation, useMatches } from 'react-router-dom';
import { PageTitleContext } from '@/shared/a11y';
import { APP_NAME } from '../config';

/** What a route says of itself (`handle` of the route objects in `routes.tsx`). */
export interface RouteHandle {
  /** The screen's name: the page title is "Favoritos — Talentia". */
  title?: string;
}

/** "Favoritos — Talentia"; the product's name alone for a screen without a title. */
export function documentTitle(title: string | null | undefined): string {
  return title && title !== APP_NAME ? `${title} — ${APP_NAME}` : APP_NAME;
}

/** The title of the deepest matched route that has one. */
function useRouteTitle(): string | null {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const title = (matches[i]!.handle as RouteHandle | undefined)?.title;
    if (title) return title;
  }
  return null;
}

/**
 * Names each screen (WCAG 2.4.2, 4.1.3): `document.title` is the screen's own title
 * (`usePageTitle`) or its route's ("Favoritos — Talentia"), and after a navigation to another
 * page (not a change of filters on the same page) the new screen's name is announced politely.
 */
export function RouteAnnouncer({ children }: { children: ReactNode }) {
  const routeTitle = useRouteTitle();
  const [screenTitle, setScreenTitle] = useState<string | null>(null);
  const title = screenTitle ?? routeTitle;
  const { pathname } = useLocation();
  const [announcement, setAnnouncement] = useState('');
  const previous = useRef<string | null>(null);

  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);

  useEffect(() => {
    const first = previous.current === null;
    const moved = previous.current !== pathname;
    previous.current = pathname;
    if (first || !moved) return;
    // After the new screen has rendered (and named itself), once.
    const timer = setTimeout(() => setAnnouncement(document.title), 150);
    return () => clearTimeout(timer);
  }, [pathname]);

  return (
    <PageTitleContext.Provider value={setScreenTitle}>
      {children}
      <div role="status" aria-live="polite" aria-atomic="true" style={visuallyHidden}>
        {announcement}
      </div>
    </PageTitleContext.Provider>
  );
}
