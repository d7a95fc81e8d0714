import { createBrowserAdapter } from './db/browser-adapter';
import { flushDatabase, initDatabase, initDatabaseOnFirstUse } from './db';
import { prebuiltSeed } from './db/prebuilt-seed';

/**
 * The mock's runtime in the browser: the API's handlers, the database they use and the
 * identity provider. Loaded once something needs it (the first API call the service worker
 * passes on, the session's start, the demo panel), not before the first render: the worker
 * starts without it (`browser.ts`, issue 15).
 */
export { handlers } from './handlers';
export { mockIdentity } from './identity';

// The database kept in this browser (or the seed) is loaded when first needed: the first
// request (`ensureDatabase` in `handlers/lib/route.ts`), a sign-in, the demo panel's "Datos".
initDatabaseOnFirstUse(async () => {
  performance.mark('mock:database-start');
  await initDatabase({ adapter: createBrowserAdapter(), seedSource: prebuiltSeed });
  performance.mark('mock:database');
});
// Write pending changes when the page goes away.
window.addEventListener('pagehide', () => void flushDatabase());
