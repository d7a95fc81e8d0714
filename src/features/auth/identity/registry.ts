import type { IdentityProvider } from './types';

/**
 * The identity provider of each store, set once at start-up by `startSession` (the mock
 * one in the demo build, Firebase in a live build). Screens get it with
 * `useIdentityProvider()`. Per store (a `WeakMap`), so tests never share it. A provider
 * loaded on demand (`setIdentityProvider(store, promise, demand)`) starts loading when
 * someone first asks for it.
 */
interface Entry {
  provider: Promise<IdentityProvider>;
  resolved: IdentityProvider | null;
  resolveWaiting: ((value: Promise<IdentityProvider>) => void) | null;
  demand: (() => void) | null;
}

const entries = new WeakMap<object, Entry>();

function entry(store: object): Entry {
  let found = entries.get(store);
  if (!found) {
    let resolveWaiting: Entry['resolveWaiting'] = null;
    const provider = new Promise<IdentityProvider>((resolve) => {
      resolveWaiting = resolve;
    });
    found = { provider, resolved: null, resolveWaiting, demand: null };
    entries.set(store, found);
  }
  return found;
}

/**
 * Set the store's provider. With `demand`, `next` only settles once `demand` has been
 * called: `identityProvider(store)` calls it (a screen that needs the provider loads it).
 */
export function setIdentityProvider(
  store: object,
  next: IdentityProvider | Promise<IdentityProvider>,
  demand?: () => void,
): Promise<IdentityProvider> {
  const found = entry(store);
  const promise = Promise.resolve(next).then((value) => {
    found.resolved = value;
    return value;
  });
  found.resolveWaiting?.(promise);
  found.resolveWaiting = null;
  found.provider = promise;
  found.demand = demand ?? null;
  return promise;
}

/** The store's provider, once it is there (waits for the start-up to set it; loads it when deferred). */
export function identityProvider(store: object): Promise<IdentityProvider> {
  const found = entry(store);
  const demand = found.demand;
  found.demand = null;
  demand?.();
  return found.provider;
}

/** The store's provider if it is already loaded, else null. */
export function loadedIdentityProvider(store: object): IdentityProvider | null {
  return entries.get(store)?.resolved ?? null;
}
