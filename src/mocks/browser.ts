import type { ComponentType } from 'react';
import type { IdentityProvider } from '@/features/auth';
import { setupWorker } from 'msw/browser';
import { createBrowserAdapter } from './db/browser-adapter';
import { flushDatabase, initDatabase } from './db';
import { handlers } from './handlers';
import { mockIdentity } from './identity';
import { NETWORK_STORAGE_KEY, reloadNetworkSettings } from './network/state';
import { DemoPanel } from './panel/DemoPanel';

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
export async function startMockEnvironment(): Promise<MockEnvironment> {
  // Load the database kept in this browser (or seed it) before the first request.
  await initDatabase({ adapter: createBrowserAdapter() });
  const worker = setupWorker(...handlers);
  await worker.start({
    serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
    onUnhandledRequest: 'bypass',
    quiet: true,
  });
  // Write pending changes when the page goes away; follow other tabs' network settings.
  window.addEventListener('pagehide', () => void flushDatabase());
  window.addEventListener('storage', (event) => {
    if (event.key === NETWORK_STORAGE_KEY) reloadNetworkSettings();
  });
  return { extras: DemoPanel, identity: mockIdentity() };
}
