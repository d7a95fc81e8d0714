import {
  api,
  authBridgeInstalled,
  isApiError,
  type ApiError,
  type AuthBridge,
  type Bearer,
} from '@/app/api';
import type { SessionStore as AppStore } from '../sessionStore';
import { snackbarShown } from '@/shared/feedback';
import { authApi } from '../api';
import { isSessionEndingError, type IdentityUser, type SessionIdentity } from '../identity/types';
import { ClaimsError, decodeClaims, tokenExpiryMs } from './claims';
import {
  EMAIL_FOR_SIGN_IN_KEY,
  INCONSISTENT_SESSION_MESSAGE,
  SESSION_ENDED_MESSAGE,
  TOKEN_UNAVAILABLE_MESSAGE,
} from './constants';
import { sessionController, setCurrentSession } from './current';
import {
  AUTH_INCONSISTENCY_THROTTLE_MS,
  createReauthBridge,
  createSharedRefresh,
  createThrottledEvent,
} from './reauth';
import {
  sessionSignedIn,
  sessionSignedOut,
  validationErrored,
  validationRejected,
  validationSucceeded,
  type SessionState,
} from './sessionSlice';
import { isTokenExpired, refreshDelayMs } from './tokens';
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

function selectSession(store: AppStore): SessionState {
  return (store.getState() as unknown as { session: SessionState }).session;
}

function isSettled(session: SessionState) {
  return session.status !== 'initializing' && session.validation !== 'validating';
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
  const setTimer = options.setTimer ?? ((cb, ms) => setTimeout(cb, ms));
  const clearTimer =
    options.clearTimer ?? ((handle) => clearTimeout(handle as ReturnType<typeof setTimeout>));
  const storage = options.storage ?? safeLocalStorage();
  const syncUrl = options.tokenSyncUrl;

  let timer: unknown = null;
  let queue: Promise<unknown> = Promise.resolve();
  let validatedUid: string | null = null;
  let lastSyncedToken: string | null = null;
  let stopped = false;

  const dispatchSnackbar = (message: string) => store.dispatch(snackbarShown(message, 'error'));

  function scheduleRefresh(token: string) {
    if (timer !== null) clearTimer(timer);
    timer = null;
    const expiry = tokenExpiryMs(token);
    if (expiry === null || stopped) return;
    timer = setTimer(
      () => {
        timer = null;
        refresher.refresh().catch(handleProviderError);
      },
      refreshDelayMs(expiry, now()),
    );
  }

  function handleProviderError(error: unknown) {
    if (isSessionEndingError(error)) {
      if (selectSession(store).status === 'signedIn') dispatchSnackbar(SESSION_ENDED_MESSAGE);
      void signOut();
      return;
    }
    console.warn('Identity provider error', error);
  }

  /** What a call gets when the provider could not give a token. */
  function tokenError(error: unknown): ApiError {
    handleProviderError(error);
    return isSessionEndingError(error)
      ? { status: 401, message: SESSION_ENDED_MESSAGE, code: 'session_ended' }
      : { status: 0, message: TOKEN_UNAVAILABLE_MESSAGE, code: 'token_unavailable' };
  }

  /** One forced refresh at a time, shared by every caller (near expiry, timer, 401). */
  const refresher = createSharedRefresh(() => provider.getIdToken(true), isSessionEndingError);

  /** The token for a call and its refresh generation; throws an `ApiError` on failure. */
  async function bearer(): Promise<Bearer> {
    await provider.ready();
    const generation = refresher.generation();
    if (!provider.currentUser()) return { token: null, generation };
    let token: string | null;
    try {
      token = await provider.getIdToken(false);
    } catch (error) {
      throw tokenError(error);
    }
    if (!token || !isTokenExpired(tokenExpiryMs(token), now())) return { token, generation };
    try {
      const fresh = await refresher.refresh();
      return { token: fresh, generation: refresher.generation() };
    } catch (error) {
      throw tokenError(error);
    }
  }

  async function getToken(): Promise<string | null> {
    return (await bearer()).token;
  }

  function syncToken(method: 'POST' | 'DELETE', token: string | null) {
    if (!syncUrl || !token) return;
    fetch(syncUrl, { method, headers: { Authorization: `Bearer ${token}` } }).catch(
      (error: unknown) => console.warn('Token sync failed', error),
    );
  }

  async function signOut() {
    if (timer !== null) clearTimer(timer);
    timer = null;
    syncToken('DELETE', lastSyncedToken);
    lastSyncedToken = null;
    validatedUid = null;
    try {
      await provider.signOut();
    } finally {
      store.dispatch(sessionSignedOut());
      store.dispatch(api.util.resetApiState());
    }
  }

  async function markInconsistent() {
    store.dispatch(validationRejected());
    store.dispatch(api.util.resetApiState());
    try {
      storage?.removeItem(EMAIL_FOR_SIGN_IN_KEY);
    } catch {
      // Nothing to clear.
    }
    dispatchSnackbar(INCONSISTENT_SESSION_MESSAGE);
    await signOut();
  }

  async function activate(): Promise<SessionOutcome> {
    try {
      await store
        .dispatch(authApi.endpoints.activate.initiate(undefined, { track: false }))
        .unwrap();
      store.dispatch(validationSucceeded());
      return 'signedIn';
    } catch (error) {
      if (isApiError(error) && error.status === 404) {
        await markInconsistent();
        return 'inconsistent';
      }
      console.error('Activation failed', error);
      store.dispatch(validationErrored());
      return selectSession(store).status === 'signedIn' ? 'signedIn' : 'signedOut';
    }
  }

  async function process(user: IdentityUser | null): Promise<SessionOutcome> {
    if (stopped) return 'signedOut';
    if (!user) {
      if (timer !== null) clearTimer(timer);
      timer = null;
      if (lastSyncedToken) syncToken('DELETE', lastSyncedToken);
      lastSyncedToken = null;
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
    scheduleRefresh(token);
    if (token !== lastSyncedToken) {
      lastSyncedToken = token;
      syncToken('POST', token);
    }
    if (validate) return activate();
    return 'signedIn';
  }

  let lastOutcome: SessionOutcome | null = null;
  let lastProcessed: IdentityUser | null = null;
  const enqueue = (user: IdentityUser | null) => {
    const next = queue.then(async () => {
      const outcome = await process(user);
      // The sign-out that follows an inconsistent session keeps that outcome for `sync()`.
      if (!(user === null && lastOutcome === 'inconsistent')) lastOutcome = outcome;
      lastProcessed = user;
      return outcome;
    });
    queue = next.catch(() => undefined);
    return next;
  };

  const unsubscribe = provider.onIdTokenChanged((user) => {
    void enqueue(user);
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
    sync: async () => {
      await provider.ready();
      const next = queue.then(() => {
        const user = provider.currentUser();
        if (!user) return lastOutcome === 'inconsistent' ? 'inconsistent' : 'signedOut';
        if (lastProcessed?.uid === user.uid && lastOutcome) return lastOutcome;
        return process(user).then((outcome) => {
          lastOutcome = outcome;
          lastProcessed = user;
          return outcome;
        });
      });
      queue = next.catch(() => undefined);
      return next;
    },
    settled: () =>
      new Promise((resolve) => {
        const check = () => {
          const session = selectSession(store);
          if (!isSettled(session)) return false;
          resolve(session);
          return true;
        };
        if (check()) return;
        const unsubscribeStore = store.subscribe(() => {
          if (check()) unsubscribeStore();
        });
      }),
    signOut,
    stop() {
      stopped = true;
      unsubscribe();
      unsubscribeInconsistency();
      if (timer !== null) clearTimer(timer);
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
