import type { ComponentType } from 'react';
import type { IdentityProvider } from '@/features/auth';
import { setupWorker } from 'msw/browser';
import { createBrowserAdapter } from './db/browser-adapter';
import { flushDatabase, initDatabase, initDatabaseOnFirstUse } from './db';
import { prebuiltSeed } from './db/prebuilt-seed';
import { handlers } from './handlers';
import { mockIdentity } from './identity';
import { NETWORK_STORAGE_KEY, reloadNetworkSettings } from './network/state';
import { cookieStoreReady } from './shared/msw-cookie-store';
import { DemoPanelLauncher } from './panel/DemoPanelLauncher';

/** What the mock mode hands to the app at start-up. */
export interface MockEnvironment {
  /** UI that only exists in mock mode (the demo panel), rendered inside the app's providers. */
  extras?: ComponentType;
  /** The mock identity provider (DESIGN.md §5), used by the app like Firebase would be. */
  identity?: IdentityProvider;
}

/**
 * Start the mock product API (MSW service worker over the persisted mock database) and
 * hand back what the app needs from the mock. Awaited by `src/main.tsx` before the router
 * is created.
 */
/**
 * On a reload, the worker of the page being left may unregister itself (it does when it
 * thinks its last client closed) while the new page's `worker.start()` asks the old
 * registration to `update()`, a promise MSW leaves uncaught. The worker is registered
 * again at once and everything works; only that stray rejection is silenced here.
 */
function ignoreWorkerUpdateRace(event: PromiseRejectionEvent): void {
  const reason: unknown = event.reason;
  if (reason instanceof TypeError && /Failed to update a ServiceWorker/.test(reason.message)) {
    event.preventDefault();
  }
}

export async function startMockEnvironment(): Promise<MockEnvironment> {
  window.addEventListener('unhandledrejection', ignoreWorkerUpdateRace);
  // Marks for measuring the mock's start-up (`performance.getEntriesByType('mark')`).
  performance.mark('mock:start');
  // The database kept in this browser (or the seed) is loaded when first needed: the first
  // request (`ensureDatabase` in `handlers/lib/route.ts`), a sign-in, the demo panel's
  // "Datos". The first render needs no data; a page that makes no request (the landing)
  // never loads it.
  initDatabaseOnFirstUse(async () => {
    performance.mark('mock:database-start');
    await initDatabase({ adapter: createBrowserAdapter(), seedSource: prebuiltSeed });
    performance.mark('mock:database');
  });
  // MSW's cookie jar is loaded only when it holds cookies (`shared/msw-cookie-store.ts`).
  await cookieStoreReady;
  const worker = setupWorker(...handlers);
  await worker.start({
    serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
    onUnhandledRequest: 'bypass',
    quiet: true,
  });
  performance.mark('mock:worker');
  // Write pending changes when the page goes away; follow other tabs' network settings.
  window.addEventListener('pagehide', () => void flushDatabase());
  window.addEventListener('storage', (event) => {
    if (event.key === NETWORK_STORAGE_KEY) reloadNetworkSettings();
  });
  return { extras: DemoPanelLauncher, identity: mockIdentity() };
}
