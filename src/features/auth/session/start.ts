import { authBridgeInstalled } from '@/app/api/authBridge';
import { afterPageLoad } from '@/shared/scheduling';
import type { SessionStore as AppStore } from '../sessionStore';
import { setIdentityProvider } from '../identity/registry';
import { restoringIdentity } from '../identity/restoring';
import {
  isDeferredIdentity,
  type DeferredIdentity,
  type IdentityProvider,
  type SessionIdentity,
  type StoredIdentitySession,
} from '../identity/types';
import { unavailableIdentity } from '../identity/unavailable';
import type { SessionController, SessionOptions } from './controller';
import { setStartingSession, startingSession } from './current';
import { sessionSignedOut, type SessionState } from './sessionSlice';

export type IdentitySource = IdentityProvider | Promise<IdentityProvider> | DeferredIdentity;

/**
 * A deferred provider of a store: `signedOut` resolves when the visitor turns out to have
 * no stored session (and never otherwise); `demanded` once a screen asked for the provider.
 */
interface Deferred {
  signedOut: Promise<void>;
  demanded: boolean;
}
const deferredSessions = new WeakMap<object, Deferred>();

/**
 * A stored session starts the session at once only if its token outlives the first screen:
 * the session refreshes a token five minutes before it expires, which needs the real provider.
 */
export const STORED_TOKEN_MIN_LIFE_MS = 10 * 60_000;

function usableStoredSession(source: DeferredIdentity): StoredIdentitySession | null {
  try {
    const stored = source.storedSession?.() ?? null;
    return stored && stored.expiresAt - Date.now() > STORED_TOKEN_MIN_LIFE_MS ? stored : null;
  } catch {
    return null;
  }
}

/**
 * Start the session of the store with the identity provider of this build (a promise when
 * it is still loading: the app renders meanwhile, the session stays "initializing"). The
 * screens get the provider at once; the session code (token decoding, refresh, the 401
 * logic) is loaded beside the first screen rather than with the landing page.
 *
 * A deferred provider (Firebase in a live build) is loaded only when it is needed: at once
 * when a session may be stored, else when a screen asks for it (a sign-in). Meanwhile the
 * visitor is signed out and calls go without a token; neither the provider nor the session
 * code is loaded. When the stored session can be read without the provider (user and an
 * unexpired token), the session starts from it at once (`restoringIdentity`) and the provider
 * is loaded once that session has settled, off the first screen's path (issue 15).
 */
export function startSession(
  store: AppStore,
  source: IdentitySource,
  options: SessionOptions = {},
): Promise<SessionController> {
  const fallBack = (error: unknown) => {
    // Without a provider nobody can sign in, but the app must not wait forever.
    console.error('Identity provider failed to start', error);
    return unavailableIdentity;
  };
  let loading: Promise<IdentityProvider>;
  /** The session's view of the provider (the stored session's until the provider is loaded). */
  let sessionIdentity: Promise<SessionIdentity>;
  /** Resolves when the session is needed (at once, but for a deferred provider). */
  let needed: Promise<void>;
  /** Whether calls must wait for the session (false: a visitor without a stored session). */
  let sessionNeeded: Promise<boolean>;
  /** Loads a deferred provider (once its session settled, when it started from storage). */
  let loadAfterSettling: (() => void) | null = null;
  if (isDeferredIdentity(source)) {
    let demand!: () => void;
    const demanded = new Promise<void>((resolve) => {
      demand = resolve;
    });
    loading = demanded.then(() => source.load()).catch(fallBack);
    void setIdentityProvider(store, loading, demand);
    const restored = usableStoredSession(source);
    if (restored) {
      loadAfterSettling = demand;
      needed = Promise.resolve();
      sessionNeeded = Promise.resolve(true);
      sessionIdentity = Promise.resolve(restoringIdentity(restored, loading, demand));
    } else {
      needed = demanded;
      sessionIdentity = loading;
      const stored = source.hasStoredSession().catch(() => true);
      let signedOut!: () => void;
      const deferred: Deferred = {
        signedOut: new Promise<void>((resolve) => {
          signedOut = resolve;
        }),
        demanded: false,
      };
      deferredSessions.set(store, deferred);
      sessionNeeded = Promise.race([stored, needed.then(() => true)]);
      void needed.then(() => {
        deferred.demanded = true;
      });
      void stored.then((has) => {
        if (has) demand();
        else if (!deferred.demanded) {
          store.dispatch(sessionSignedOut());
          signedOut();
        }
      });
    }
  } else {
    needed = Promise.resolve();
    loading = Promise.resolve(source).catch(fallBack);
    sessionIdentity = loading;
    sessionNeeded = Promise.resolve(true);
    void setIdentityProvider(store, loading);
  }
  const ready = Promise.all([sessionIdentity, needed.then(() => import('./controller'))]).then(
    ([identity, module]) => module.startSessionWith(store, identity, options),
  );
  setStartingSession(store, ready);
  if (loadAfterSettling) {
    const load = loadAfterSettling;
    void ready
      .then((session) => session.settled())
      .then(afterPageLoad)
      .then(load, load);
  }
  // Calls made before the session code is loaded (loaders start with the router) wait
  // for it, then go through the session's bridge; the session replaces this one. A
  // visitor without a stored session calls without a token.
  store.dispatch(
    authBridgeInstalled({
      getToken: () =>
        sessionNeeded.then((wait) =>
          wait ? ready.then((session) => session.bridge.getToken()) : { token: null },
        ),
      handleUnauthorized: (sent) =>
        sessionNeeded.then((wait) =>
          wait ? ready.then((session) => session.bridge.handleUnauthorized(sent)) : false,
        ),
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
  if (!starting) return Promise.resolve(null);
  const started = starting.then((session) => session.settled());
  const deferred = deferredSessions.get(store);
  if (!deferred) return started;
  // No stored session: settled as signed out, unless a sign-in has started the session since.
  return Promise.race([
    started,
    deferred.signedOut.then(() => (deferred.demanded ? started : store.getState().session)),
  ]);
}
