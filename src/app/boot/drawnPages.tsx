import { useLayoutEffect } from 'react';
import { Outlet } from 'react-router';
import { selectSession, viewFor } from '@/features/auth';
import {
  DRAWN_ATTRIBUTE,
  DRAWN_HOME_CLASS,
  HOME_ATTRIBUTE,
  SIGNED_IN_VIEW_KEY,
} from './startScript';
import type { AppStore } from '../store';

/**
 * Keeps `signedInView` in localStorage (read by the boot script, `./startScript.ts`): the
 * view of the user signed in on this browser, so that their home is drawn on their next visit
 * before the app has started; removed once nobody is signed in. Returns the unsubscribe.
 */
export function rememberSignedInView(store: AppStore): () => void {
  let remembered: string | null | undefined;
  const update = () => {
    const { status, claims } = selectSession(store.getState());
    let view: string | null;
    if (status === 'signedIn' && claims) view = viewFor(claims.roles);
    else if (status === 'signedOut') view = null;
    else return; // Still restoring: what is stored stays.
    if (view === remembered) return;
    remembered = view;
    try {
      if (view) localStorage.setItem(SIGNED_IN_VIEW_KEY, view);
      else localStorage.removeItem(SIGNED_IN_VIEW_KEY);
    } catch {
      // No storage (a private window's policy): nothing is drawn ahead next time.
    }
  };
  update();
  return store.subscribe(update);
}

/**
 * What index.html holds of the drawn pages and does not show: the templates they were copied
 * from, and any drawn home but the page's (if it is one). Removed when the app starts, so
 * that the document holds only what is seen (the shown copy goes when the app takes over).
 */
export function discardUnshownDrawings(): void {
  for (const template of document.querySelectorAll(`template[${DRAWN_ATTRIBUTE}]`)) {
    template.remove();
  }
  const shown = document.documentElement.getAttribute(HOME_ATTRIBUTE);
  for (const drawing of document.querySelectorAll(`.${DRAWN_HOME_CLASS}`)) {
    if (drawing.getAttribute(HOME_ATTRIBUTE) !== shown) drawing.remove();
  }
}

/** What a drawn home waits for before it gives way: the page, and the signed-in bar above it. */
export type DrawnHomePart = 'page' | 'bar';
let waitingFor = new Set<DrawnHomePart>(['page', 'bar']);

/**
 * `part` of the signed-in screen is drawn (mounted): once both are, the drawn home gives way
 * to them (`releaseDrawnHome`), in that same commit. The page (the `/app` guard lets it through
 * once the session is validated, `SignedInPage`) and the bar (its code is loaded apart) may
 * come in either order; the drawing covers whichever came first.
 */
export function drawnHomePartReady(part: DrawnHomePart): void {
  waitingFor.delete(part);
  if (waitingFor.size === 0) releaseDrawnHome();
}

/** The pages of a signed-in user (inside the `/app` guard): tells the drawn home it is drawn. */
export function SignedInPage() {
  useLayoutEffect(() => drawnHomePartReady('page'), []);
  return <Outlet />;
}

/**
 * Takes the drawn home away (index.html, `./startScript.ts`), showing the app: once its page
 * and bar are drawn, once nobody turns out to be signed in, or when the app shows an error.
 * Does nothing where no home is drawn.
 */
export function releaseDrawnHome(): void {
  waitingFor = new Set();
  const root = document.documentElement;
  if (!root.hasAttribute(HOME_ATTRIBUTE)) return;
  root.removeAttribute(HOME_ATTRIBUTE);
  discardUnshownDrawings();
}

/** For tests: a page load's state, before anything was drawn. */
export function resetDrawnHomeForTests(): void {
  waitingFor = new Set(['page', 'bar']);
}
