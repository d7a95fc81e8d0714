import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';

// The seam between the API and the identity layer, in a module of its own: the store and the
// session's start (in the entry) use it without loading RTK Query, which comes with the `api`.

/** The token a call goes out with, and the refresh generation it belongs to. */
export interface Bearer {
  /** The identity token, or null when nobody is signed in. */
  token: string | null;
  /**
   * How many token refreshes the session had made when this token was handed out: a 401
   * for a call of an older generation is cured by the refresh that already happened.
   */
  generation?: number;
}

/**
 * The seam where the identity layer plugs in: how to get the bearer token, and what to
 * do when the API answers 401. One per store (see `ApiExtra`). Until something is
 * plugged in, calls go without a token and a 401 is returned as it is.
 */
export interface AuthBridge {
  /**
   * The bearer token for the next call. May throw when no token can be had right now:
   * an `ApiError` is used as the call's error, anything else becomes a transient
   * `ApiError` (status 0, so a query is retried); the call is never sent without a token
   * because of it.
   */
  getToken(): Promise<Bearer>;
  /**
   * Called when a call sent with `sent` was answered 401; resolves true when the call
   * should be sent again (a fresh token is there), false when it must fail as it is.
   */
  handleUnauthorized?(sent: Bearer): Promise<boolean>;
}

const anonymous: AuthBridge = { getToken: async () => ({ token: null }) };

/** Where a store keeps its auth bridge. */
export interface AuthSlot {
  bridge: AuthBridge;
}

/**
 * The store's thunk `extraArgument`, which RTK Query hands to the base query as
 * `api.extra`: each store (the app's, each test's) has its own auth bridge, and nothing
 * is shared between stores.
 */
export interface ApiExtra {
  auth: AuthSlot;
}

export function createApiExtra(): ApiExtra {
  return { auth: { bridge: anonymous } };
}

/** Plug an auth bridge into the store it is dispatched to (null: back to anonymous). */
export function authBridgeInstalled(
  bridge: AuthBridge | null,
): ThunkAction<void, unknown, ApiExtra, UnknownAction> {
  return (_dispatch, _getState, extra) => {
    extra.auth.bridge = bridge ?? anonymous;
  };
}

/** The auth bridge of a store, from its thunk extra argument (`api.extra` in a `queryFn`). */
export function authBridgeOf(extra: unknown): AuthBridge {
  return (extra as Partial<ApiExtra> | undefined)?.auth?.bridge ?? anonymous;
}

/**
 * The auth bridge of the store this is dispatched to: for the few calls made outside the
 * base query (an upload with progress, a file download).
 */
export function authBridgeRequested(): ThunkAction<AuthBridge, unknown, ApiExtra, UnknownAction> {
  return (_dispatch, _getState, extra) => authBridgeOf(extra);
}
