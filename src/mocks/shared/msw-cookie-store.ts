/**
 * MSW's cookie store for the built demo (issue 15), put in place of
 * `msw/lib/core/utils/cookieStore.mjs` by `scripts/msw-lazy-cookies-plugin.ts`. MSW's own
 * store (tough-cookie, and with it tldts's public-suffix list, ~94 kB gzip) is loaded only
 * when it can hold something: a mocked response sets a cookie (this mock never does), or an
 * earlier page stored cookies (MSW keeps them in `localStorage`). Until then the jar is
 * empty, and an empty jar has no cookie for any URL: the answers are MSW's own.
 */
import type { cookieStore as MswCookieStore } from 'virtual:msw-cookie-store';

type Store = typeof MswCookieStore;

/** Where MSW keeps its cookie jar between page loads. */
const STORAGE_KEY = '__msw-cookie-store__';

let store: Store | null = null;
let loading: Promise<Store> | null = null;

function load(): Promise<Store> {
  loading ??= import('virtual:msw-cookie-store').then((module) => (store = module.cookieStore));
  return loading;
}

function storedCookies(): boolean {
  try {
    const stored = globalThis.localStorage?.getItem(STORAGE_KEY);
    return stored != null && stored !== '[]';
  } catch {
    return true; // cannot tell: load the real store
  }
}

/**
 * Resolves once the store can answer as MSW's would: at once when nothing is stored, else
 * when MSW's store is loaded (awaited before the worker starts).
 */
export const cookieStoreReady: Promise<void> = storedCookies()
  ? load().then(() => undefined)
  : Promise.resolve();

export const cookieStore: Pick<Store, 'getCookies' | 'setCookie'> = {
  getCookies: (url) => (store ? store.getCookies(url) : []),
  setCookie: async (cookie, url) => (await load()).setCookie(cookie, url),
};
