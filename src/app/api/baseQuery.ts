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
import { API_BASE_URL } from '../config';
import { authBridgeOf } from './authBridge';
import {
  NETWORK_ERROR_MESSAGE,
  isApiError,
  isTransientError,
  toApiError,
  type ApiError,
} from './errors';

export function apiBaseUrl(): string {
  const origin = globalThis.location?.origin ?? 'http://localhost';
  const base = API_BASE_URL;
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
    const bridge = authBridgeOf(api.extra);
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
