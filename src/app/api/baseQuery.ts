import type {
  BaseQueryFn,
  RetryOptions as RtkRetryOptions,
  FetchArgs,
  FetchBaseQueryError,
  FetchBaseQueryMeta,
} from '@reduxjs/toolkit/query';

type RetryConditionFunction = NonNullable<
  Extract<RtkRetryOptions, { retryCondition?: unknown; maxRetries?: undefined }>['retryCondition']
>;
import { fetchBaseQuery, retry } from '@reduxjs/toolkit/query/react';
import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import {
  NETWORK_ERROR_MESSAGE,
  isApiError,
  isTransientError,
  toApiError,
  type ApiError,
} from './errors';

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
const bridgeOf = authBridgeOf;

/**
 * The auth bridge of the store this is dispatched to: for the few calls made outside the
 * base query (an upload with progress, a file download).
 */
export function authBridgeRequested(): ThunkAction<AuthBridge, unknown, ApiExtra, UnknownAction> {
  return (_dispatch, _getState, extra) => authBridgeOf(extra);
}

export function apiBaseUrl(): string {
  const origin = globalThis.location?.origin ?? 'http://localhost';
  const base = import.meta.env.VITE_API_BASE_URL || '/api/v1';
  return new URL(base.endsWith('/') ? base : `${base}/`, origin).toString();
}

/** Read the answer as text, then as JSON when it is JSON: the raw text is a message source. */
async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export function normaliseError(error: FetchBaseQueryError, meta?: FetchBaseQueryMeta): ApiError {
  const statusText = meta?.response?.statusText;
  if (typeof error.status === 'number') return toApiError(error.status, error.data, { statusText });
  switch (error.status) {
    case 'PARSING_ERROR':
      return toApiError(error.originalStatus, error.data, { statusText });
    case 'TIMEOUT_ERROR':
      return toApiError(0, null, 'El servidor tardó demasiado en responder.');
    case 'FETCH_ERROR':
      return toApiError(0, null, NETWORK_ERROR_MESSAGE);
    default:
      return toApiError(0, null, error.error);
  }
}

/** An exception on the way (e.g. the identity provider could not give a token). */
function thrownToApiError(thrown: unknown): ApiError {
  if (isApiError(thrown)) return thrown;
  return { status: 0, message: NETWORK_ERROR_MESSAGE };
}

export type AppBaseQuery = BaseQueryFn<
  string | FetchArgs,
  unknown,
  ApiError,
  object,
  FetchBaseQueryMeta
>;

/**
 * One request: bearer token, answer parsed, failure normalised; a 401 goes to the bridge
 * once. It never throws: every failure is returned as an `ApiError`.
 */
export function createRequestQuery(baseUrl: () => string = apiBaseUrl): AppBaseQuery {
  const send = (
    args: string | FetchArgs,
    api: Parameters<AppBaseQuery>[1],
    extraOptions: object,
    token: string | null,
  ) =>
    fetchBaseQuery({
      baseUrl: baseUrl(),
      responseHandler: readBody,
      prepareHeaders: (headers) => {
        if (token && !headers.has('Authorization')) headers.set('Authorization', `Bearer ${token}`);
        return headers;
      },
    })(args, api, extraOptions);

  return async (args, api, extraOptions = {}) => {
    const bridge = bridgeOf(api.extra);
    try {
      let bearer = await bridge.getToken();
      let result = await send(args, api, extraOptions, bearer.token);
      if (result.error?.status === 401 && bridge.handleUnauthorized) {
        if (await bridge.handleUnauthorized(bearer)) {
          bearer = await bridge.getToken();
          result = await send(args, api, extraOptions, bearer.token);
        }
      }
      if (result.error)
        return { error: normaliseError(result.error, result.meta), meta: result.meta };
      return { data: result.data, meta: result.meta };
    } catch (thrown) {
      return { error: thrownToApiError(thrown) };
    }
  };
}

/** A query that fails for a transient reason is sent again this many times. */
export const MAX_RETRIES = 3;

export interface RetryOptions {
  maxRetries?: number;
  /** Waits before attempt `attempt` (1-based); RTK Query's exponential backoff when left out. */
  backoff?: (attempt: number, maxRetries: number) => Promise<void>;
}

/**
 * Queries that fail with a transport error or a 5xx are sent again, up to three times
 * with exponential backoff. A 4xx is final. Mutations are never repeated: a 5xx may
 * come after the server already acted, and doing it twice is worse than failing once.
 */
export function withRetry(base: AppBaseQuery, options: RetryOptions = {}): AppBaseQuery {
  const maxRetries = options.maxRetries ?? MAX_RETRIES;
  const condition: RetryConditionFunction = (error, _args, { attempt, baseQueryApi }) =>
    baseQueryApi.type === 'query' && attempt <= maxRetries && isTransientError(error as ApiError);
  // `maxRetries` also bounds what RTK Query does with a thrown error (its default is 5);
  // its types allow it only without `retryCondition`, its code honours both.
  const retryOptions = {
    maxRetries,
    retryCondition: condition,
    // Only when given: an explicit `undefined` would replace RTK Query's default backoff.
    ...(options.backoff ? { backoff: options.backoff } : {}),
  } as unknown as Parameters<typeof retry>[1];
  return retry(base, retryOptions) as AppBaseQuery;
}

/** The base query of the app's API. */
export const baseQuery = withRetry(createRequestQuery());
