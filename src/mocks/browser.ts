import type { ComponentType } from 'react';
import type { DeferredIdentity } from '@/features/auth';
import { getResponse, http } from 'msw';
import { setupWorker } from 'msw/browser';
import { api } from './handlers/lib/apiPath';
import { hasStoredMockSession } from './identity/stored';
import { NETWORK_STORAGE_KEY, reloadNetworkSettings } from './network/state';
import { cookieStoreReady } from './shared/msw-cookie-store';
import { DemoPanelLauncher } from './panel/DemoPanelLauncher';
import { startWithLifecycle } from './lifecycle';

/** What the mock mode hands to the app at start-up. */
export interface MockEnvironment {
  /** UI that only exists in mock mode (the demo panel), rendered inside the app's providers. */
  extras?: ComponentType;
  /**
   * The mock identity provider (DESIGN.md §5), used by the app like Firebase would be, and
   * loaded like it: with the mock's runtime, at once when a session is stored, else when a
   * screen asks for it (a sign-in); the first render never waits for it.
   */
  identity?: DeferredIdentity;
}

const loadRuntime = () => import('./runtime');

/**
 * The worker's one handler: every call to the mock API is passed on to the mock's handlers,
 * loaded with the runtime on the first call. The worker starts without them (about 60 kB gzip
 * of handlers, database and zod), so the first render waits only for MSW itself (issue 15).
 */
const mockApi = http.all(api('/*'), async ({ request }) => {
  const { handlers } = await loadRuntime();
  return getResponse(handlers, request);
});

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
  // MSW's cookie jar is loaded only when it holds cookies (`shared/msw-cookie-store.ts`).
  await cookieStoreReady;
  const worker = setupWorker(mockApi);
  const url = `${import.meta.env.BASE_URL}mockServiceWorker.js`;
  // Started, and kept answering this page through its lifecycle (docs/mock-lifecycle.md).
  await startWithLifecycle(
    {
      start: () =>
        worker.start({ serviceWorker: { url }, onUnhandledRequest: 'bypass', quiet: true }),
    },
    new URL(url, location.href).href,
  );
  performance.mark('mock:worker');
  // Follow other tabs' network settings.
  window.addEventListener('storage', (event) => {
    if (event.key === NETWORK_STORAGE_KEY) reloadNetworkSettings();
  });
  return {
    extras: DemoPanelLauncher,
    identity: {
      deferred: true,
      load: () => loadRuntime().then((runtime) => runtime.mockIdentity()),
      hasStoredSession: () => Promise.resolve(hasStoredMockSession()),
    },
  };
}
