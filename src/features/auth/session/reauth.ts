import { Mutex } from 'async-mutex';
import type { AuthBridge, Bearer } from '@/app/api';

/** The auth-inconsistency event is raised at most once per this interval (product spec §9). */
export const AUTH_INCONSISTENCY_THROTTLE_MS = 2000;

type Listener = () => void;

/**
 * A throttled event: `emit()` reaches the listeners at most once per `intervalMs`. Each
 * session creates its own (nothing is shared between stores).
 */
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
  };
}

export interface SharedRefresh {
  /** How many refreshes have settled (a failed one that may succeed later does not count). */
  generation(): number;
  /** Whether the refresh that ended `generation` gave a token (undefined: not known). */
  outcome(generation: number): boolean | undefined;
  /** Force a new token; callers that ask while one is under way share it. */
  refresh(): Promise<string | null>;
}

/** How many refresh outcomes are remembered. */
const REMEMBERED_OUTCOMES = 16;

/**
 * One forced token refresh at a time, shared by everyone who asks meanwhile (N concurrent
 * callers near expiry → one `getIdToken(true)`). Each settled refresh starts a new
 * generation and its outcome is remembered by the generation it ended. A refresh that
 * throws an error for which `isFinal` is false (a network hiccup) does not end the
 * generation: the next caller tries again.
 */
export function createSharedRefresh(
  force: () => Promise<string | null>,
  isFinal: (error: unknown) => boolean,
): SharedRefresh {
  let generation = 0;
  let inFlight: Promise<string | null> | null = null;
  const outcomes = new Map<number, boolean>();

  const settle = (from: number, ok: boolean) => {
    outcomes.set(from, ok);
    if (outcomes.size > REMEMBERED_OUTCOMES) outcomes.delete(outcomes.keys().next().value!);
    generation = from + 1;
  };

  return {
    generation: () => generation,
    outcome: (at) => outcomes.get(at),
    refresh() {
      if (!inFlight) {
        const from = generation;
        inFlight = force()
          .then(
            (token) => {
              settle(from, !!token);
              return token;
            },
            (error: unknown) => {
              if (isFinal(error)) settle(from, false);
              throw error;
            },
          )
          .finally(() => {
            inFlight = null;
          });
      }
      return inFlight;
    },
  };
}

export interface ReauthDeps {
  /** The token for the next call with its generation; throws when none can be had now. */
  getToken(): Promise<Bearer>;
  /** Whether a user is signed in with the identity provider. */
  hasUser(): boolean;
  /** The session's shared refresh. */
  refresher: SharedRefresh;
  /** Whether a refresh error ends the session (as opposed to a transient failure). */
  isFinal(error: unknown): boolean;
  /** The 401 cannot be cured: raise the inconsistency event and sign out. */
  onFailure(): void;
}

/**
 * The base query's auth bridge: the bearer token, and the 401 logic. A 401 for a call
 * whose token belongs to an older generation is cured by the refresh that already
 * happened (its outcome is reused: one refresh for N concurrent 401s, N retries, whether
 * the calls went out with a token or without). Otherwise the first 401 takes the lock and
 * refreshes. Calls wait while a refresh runs, so they do not go out with a token that is
 * being replaced. A refresh that fails for a transient reason fails the call as transient
 * (thrown; the base query makes it a status-0 `ApiError`) rather than signing out.
 */
export function createReauthBridge(deps: ReauthDeps): Required<AuthBridge> {
  const mutex = new Mutex();
  const { refresher } = deps;

  return {
    async getToken() {
      await mutex.waitForUnlock();
      return deps.getToken();
    },
    handleUnauthorized(sent) {
      return mutex.runExclusive(async () => {
        const sentGeneration = sent.generation ?? refresher.generation();
        if (sentGeneration < refresher.generation()) {
          // Already refreshed since this call went out; a failure was already reported.
          return refresher.outcome(sentGeneration) ?? true;
        }
        if (!deps.hasUser()) {
          deps.onFailure();
          return false;
        }
        let ok: boolean;
        try {
          ok = !!(await refresher.refresh());
        } catch (error) {
          if (!deps.isFinal(error)) throw error;
          ok = false;
        }
        if (!ok) deps.onFailure();
        return ok;
      });
    },
  };
}
