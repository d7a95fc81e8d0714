import { createContext, useContext, useEffect } from 'react';

/** Set by the shell: a screen's own title, over the route's (null: the route's again). */
export const PageTitleContext = createContext<(title: string | null) => void>(() => {});

/**
 * A screen names itself when the route's title is not enough: the not-found and access-denied
 * screens ("Sin datos"), or a page about one thing (the offer's title). The shell makes it the
 * page title ("Sin datos — Talentia") and announces it after a navigation.
 */
export function usePageTitle(title: string | null | undefined): void {
  const setTitle = useContext(PageTitleContext);
  useEffect(() => {
    if (!title) return;
    setTitle(title);
    return () => setTitle(null);
  }, [setTitle, title]);
}
