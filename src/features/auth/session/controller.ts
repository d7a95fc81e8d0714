import { api, authBridgeInstalled, type AuthBridge } from '@/app/api';
import type { SessionStore as AppStore } from '../sessionStore';
import { snackbarShown } from '@/shared/feedback';
import { isSessionEndingError, type IdentityUser, type SessionIdentity } from '../identity/types';
import { activateSession } from './activation';
import { createBearer } from './bearer';
import { ClaimsError, decodeClaims } from './claims';
import { SESSION_ENDED_MESSAGE } from './constants';
import { sessionController, setCurrentSession } from './current';
import {
  AUTH_INCONSISTENCY_THROTTLE_MS,
  createReauthBridge,
  createSharedRefresh,
  createThrottledEvent,
} from './reauth';
import { createRefreshTimer } from './refreshTimer';
import { sessionSignedIn, sessionSignedOut, type SessionState } from './sessionSlice';
import { selectSession, settledSession } from './settled';
import { createTokenSync } from './tokenSync';
import { createUserQueue } from './userQueue';
import { TOKEN_SYNC_URL } from '@/app/config';

export interface SessionOptions {
  now?: () => number;
  setTimer?: (callback: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
  /** POST (bearer) on every token change, DELETE on sign-out; off when empty. */
  tokenSyncUrl?: string;
  storage?: Pick<Storage, 'removeItem'>;
}

export type SessionOutcome = 'signedIn' | 'signedOut' | 'inconsistent';

export interface SessionController {
  readonly provider: SessionIdentity;
  /** The base query's auth bridge of this session (bearer token, 401 logic). */
  readonly bridge: Required<AuthBridge>;
  /**
   * A valid token (refreshed when it expires within 30 s), or null when signed out. Rejects
   * with an `ApiError` when the provider cannot give one now (status 0: try again later;
   * 401: the session ended).
   */
  getToken(): Promise<string | null>;
  /** Process the provider's current user now (after a sign-in) and wait for the result. */
  sync(): Promise<SessionOutcome>;
  /** Resolves when the session is known and not being validated. */
  settled(): Promise<SessionState>;
  signOut(): Promise<void>;
  stop(): void;
}

/**
 * The session: follows the identity provider's token, decodes its claims into the store,
 * validates a new sign-in with the product API (`POST /auth/activate/`), refreshes the
 * token five minutes before it expires, and plugs the bearer token and the 401 logic
 * into the base query.
 */
export function createSessionController(
  store: AppStore,
  provider: SessionIdentity,
  options: SessionOptions = {},
): SessionController {
  const now = options.now ?? Date.now;
  const storage = options.storage ?? safeLocalStorage();
  const tokenSync = createTokenSync(options.tokenSyncUrl);

  let validatedUid: string | null = null;
  let stopped = false;

  const dispatchSnackbar = (message: string) => store.dispatch(snackbarShown(message, 'error'));

  function handleProviderError(error: unknown) {
    if (isSessionEndingError(error)) {
      if (selectSession(store).status === 'signedIn') dispatchSnackbar(SESSION_ENDED_MESSAGE);
      void signOut();
      return;
    }
    console.warn('Identity provider error', error);
  }

  /** One forced refresh at a time, shared by every caller (near expiry, timer, 401). */
  const refresher = createSharedRefresh(() => provider.getIdToken(true), isSessionEndingError);
  const refreshTimer = createRefreshTimer({
    now,
    setTimer: options.setTimer ?? ((cb, ms) => setTimeout(cb, ms)),
    clearTimer:
      options.clearTimer ?? ((handle) => clearTimeout(handle as ReturnType<typeof setTimeout>)),
    isStopped: () => stopped,
    onDue: () => refresher.refresh().catch(handleProviderError),
  });
  const bearer = createBearer({ provider, refresher, now, onProviderError: handleProviderError });

  async function getToken(): Promise<string | null> {
    return (await bearer()).token;
  }

  async function signOut() {
    refreshTimer.cancel();
    tokenSync.forget();
    validatedUid = null;
    try {
      await provider.signOut();
    } finally {
      store.dispatch(sessionSignedOut());
      store.dispatch(api.util.resetApiState());
    }
  }

  async function process(user: IdentityUser | null): Promise<SessionOutcome> {
    if (stopped) return 'signedOut';
    if (!user) {
      refreshTimer.cancel();
      tokenSync.forget();
      validatedUid = null;
      store.dispatch(sessionSignedOut());
      return 'signedOut';
    }
    let token: string | null;
    try {
      token = await getToken();
    } catch {
      // Reported by `tokenError` (a session-ending error also signs out).
      token = null;
    }
    if (!token) {
      store.dispatch(sessionSignedOut());
      return 'signedOut';
    }
    let claims;
    try {
      claims = decodeClaims(token);
    } catch (error) {
      const message = error instanceof ClaimsError ? error.message : String(error);
      console.error(message, error);
      dispatchSnackbar(message);
      await signOut();
      return 'signedOut';
    }
    const { exp: _exp, ...stored } = claims;
    const validate = user.emailVerified && validatedUid !== user.uid;
    if (validate) validatedUid = user.uid;
    store.dispatch(sessionSignedIn({ user, claims: stored, validate }));
    refreshTimer.schedule(token);
    tokenSync.follow(token);
    if (validate) return activateSession(store, { storage, signOut });
    return 'signedIn';
  }

  const users = createUserQueue(provider, process);
  const unsubscribe = provider.onIdTokenChanged((user) => {
    void users.follow(user);
  });

  /** Raised when a 401 cannot be cured (at most once per 2 s, for this session only). */
  const authInconsistency = createThrottledEvent(AUTH_INCONSISTENCY_THROTTLE_MS, now);
  const unsubscribeInconsistency = authInconsistency.subscribe(() => {
    if (selectSession(store).status === 'signedIn') dispatchSnackbar(SESSION_ENDED_MESSAGE);
  });

  const bridge = createReauthBridge({
    getToken: bearer,
    hasUser: () => provider.currentUser() !== null,
    refresher,
    isFinal: isSessionEndingError,
    onFailure: () => {
      authInconsistency.emit();
      void signOut();
    },
  });
  store.dispatch(authBridgeInstalled(bridge));

  return {
    provider,
    bridge,
    getToken,
    sync: users.sync,
    settled: () => settledSession(store),
    signOut,
    stop() {
      stopped = true;
      unsubscribe();
      unsubscribeInconsistency();
      refreshTimer.cancel();
      store.dispatch(authBridgeInstalled(null));
    },
  };
}

function safeLocalStorage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

/** Create the store's session controller (loaded lazily by `./start.ts`). */
export function startSessionWith(
  store: AppStore,
  provider: SessionIdentity,
  options: SessionOptions = {},
): SessionController {
  sessionController(store)?.stop();
  const controller = createSessionController(store, provider, {
    tokenSyncUrl: TOKEN_SYNC_URL,
    ...options,
  });
  setCurrentSession(store, controller);
  return controller;
}

/** Stop the store's session (tests; the app's session lives as long as the page). */
export function stopSession(store: AppStore): void {
  sessionController(store)?.stop();
  setCurrentSession(store, null);
}
