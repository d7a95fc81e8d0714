import { Mutex } from 'async-mutex';
import type { AuthBridge } from '@/app/api';

/** The auth-inconsistency event is raised at most once per this interval (product spec §9). */
export const AUTH_INCONSISTENCY_THROTTLE_MS = 2000;

type Listener = () => void;

/** A throttled event: `emit()` reaches the listeners at most once per `intervalMs`. */
export function createThrottledEvent(intervalMs: number, now: () => number = Date.now) {
  const listeners = new Set<Listener>();
  let last = Number.NEGATIVE_INFINITY;
  return {
    emit(): boolean {
      const time = now();
      if (time - last < intervalMs) return false;
      last = time;
      listeners.forEach((listener) => listener());
      return true;
    },
    subscribe(listener: Listener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    reset() {
      last = Number.NEGATIVE_INFINITY;
    },
  };
}

/** Raised when a 401 cannot be cured: no user, or the refresh failed. */
export const authInconsistency = createThrottledEvent(AUTH_INCONSISTENCY_THROTTLE_MS);

export interface ReauthDeps {
  /** A valid token for the next call (null when signed out). */
  getToken(): Promise<string | null>;
  /** Whether a user is signed in with the identity provider. */
  hasUser(): boolean;
  /** Force a new token from the provider; null or a throw means it failed. */
  refreshToken(): Promise<string | null>;
  /** The 401 cannot be cured: raise the inconsistency event and sign out. */
  onFailure(): void;
}

/**
 * The base query's auth bridge: the bearer token, and the 401 logic. The first 401 of a
 * token takes the lock and refreshes; the other calls that failed with the same token
 * wait for that one refresh and are retried with its result (one refresh for N
 * concurrent 401s, N retries). Calls wait while a refresh runs, so they do not go out
 * with a token that is being replaced.
 */
export function createReauthBridge(deps: ReauthDeps): Required<AuthBridge> {
  const mutex = new Mutex();
  /** Outcome of the refresh made for each failed token (the last few). */
  const outcomes = new Map<string, boolean>();

  const remember = (token: string, ok: boolean) => {
    outcomes.set(token, ok);
    if (outcomes.size > 16) outcomes.delete(outcomes.keys().next().value as string);
  };

  return {
    async getToken() {
      await mutex.waitForUnlock();
      return deps.getToken();
    },
    handleUnauthorized(sentToken) {
      return mutex.runExclusive(async () => {
        if (sentToken !== null && outcomes.has(sentToken)) return outcomes.get(sentToken)!;
        let ok = false;
        if (deps.hasUser()) {
          try {
            ok = !!(await deps.refreshToken());
          } catch {
            ok = false;
          }
        }
        if (sentToken !== null) remember(sentToken, ok);
        if (!ok) deps.onFailure();
        return ok;
      });
    },
  };
}
