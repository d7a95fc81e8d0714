import { authBridgeInstalled } from '@/app/api';
import type { SessionStore as AppStore } from '../sessionStore';
import { setIdentityProvider } from '../identity/registry';
import type { IdentityProvider } from '../identity/types';
import { unavailableIdentity } from '../identity/unavailable';
import type { SessionController, SessionOptions } from './controller';
import { setStartingSession, startingSession } from './current';
import type { SessionState } from './sessionSlice';

/**
 * Start the session of the store with the identity provider of this build (a promise when
 * it is still loading: the app renders meanwhile, the session stays "initializing"). The
 * screens get the provider at once; the session code (token decoding, refresh, the 401
 * logic) is loaded beside the first screen rather than with the landing page.
 */
export function startSession(
  store: AppStore,
  provider: IdentityProvider | Promise<IdentityProvider>,
  options: SessionOptions = {},
): Promise<SessionController> {
  const loading = Promise.resolve(provider).catch((error: unknown) => {
    // Without a provider nobody can sign in, but the app must not wait forever.
    console.error('Identity provider failed to start', error);
    return unavailableIdentity;
  });
  void setIdentityProvider(store, loading);
  const ready = Promise.all([import('./controller'), loading]).then(([module, loaded]) =>
    module.startSessionWith(store, loaded, options),
  );
  setStartingSession(store, ready);
  // Calls made before the session code is loaded (loaders start with the router) wait
  // for it, then go through the session's bridge; the session replaces this one.
  store.dispatch(
    authBridgeInstalled({
      getToken: () => ready.then((session) => session.bridge.getToken()),
      handleUnauthorized: (sent) =>
        ready.then((session) => session.bridge.handleUnauthorized(sent)),
    }),
  );
  return ready;
}

/**
 * The store's session once it is known and not being validated (null when no session was
 * started). For route loaders that need the user's role before they load.
 */
export function sessionSettled(store: AppStore): Promise<SessionState | null> {
  const starting = startingSession(store);
  return starting ? starting.then((session) => session.settled()) : Promise.resolve(null);
}
