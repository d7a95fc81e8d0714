import type { BaseQueryFn, FetchArgs, FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { fetchBaseQuery, retry } from '@reduxjs/toolkit/query/react';
import { NETWORK_ERROR_MESSAGE, isTransientError, toApiError, type ApiError } from './errors';

/**
 * The seam where the identity layer plugs in: how to get the bearer token, and what to
 * do when the API answers 401. Until something is plugged in, calls go without a token
 * and a 401 is returned as it is.
 */
export interface AuthBridge {
  /** The current identity token, or null when nobody is signed in. */
  getToken(): Promise<string | null>;
  /**
   * Called when a call sent with `sentToken` was answered 401; resolves true when the call
   * should be sent again (a fresh token was obtained), false when it must fail as it is.
   */
  handleUnauthorized?(sentToken: string | null): Promise<boolean>;
}

const anonymous: AuthBridge = { getToken: async () => null };
let bridge: AuthBridge = anonymous;

export function setAuthBridge(next: AuthBridge | null): void {
  bridge = next ?? anonymous;
}

/** The bridge in use: for the few calls made outside the base query (uploads with progress). */
export function currentAuthBridge(): AuthBridge {
  return bridge;
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

export function normaliseError(error: FetchBaseQueryError): ApiError {
  if (typeof error.status === 'number') return toApiError(error.status, error.data);
  switch (error.status) {
    case 'PARSING_ERROR':
      return toApiError(error.originalStatus, error.data);
    case 'TIMEOUT_ERROR':
      return toApiError(0, null, 'El servidor tardó demasiado en responder.');
    case 'FETCH_ERROR':
      return toApiError(0, null, NETWORK_ERROR_MESSAGE);
    default:
      return toApiError(0, null, error.error);
  }
}

export type AppBaseQuery = BaseQueryFn<string | FetchArgs, unknown, ApiError>;

/** One request: bearer token, answer parsed, failure normalised; a 401 goes to the bridge once. */
export function createRequestQuery(baseUrl: () => string = apiBaseUrl): AppBaseQuery {
  const request = async (
    args: string | FetchArgs,
    api: Parameters<AppBaseQuery>[1],
    extraOptions: object,
  ) => {
    const token = await bridge.getToken();
    const result = await fetchBaseQuery({
      baseUrl: baseUrl(),
      responseHandler: readBody,
      prepareHeaders: (headers) => {
        if (token && !headers.has('Authorization')) headers.set('Authorization', `Bearer ${token}`);
        return headers;
      },
    })(args, api, extraOptions);
    return { result, token };
  };

  return async (args, api, extraOptions) => {
    const first = await request(args, api, extraOptions ?? {});
    let result = first.result;
    if (result.error?.status === 401 && bridge.handleUnauthorized) {
      if (await bridge.handleUnauthorized(first.token)) {
        ({ result } = await request(args, api, extraOptions ?? {}));
      }
    }
    if (result.error) return { error: normaliseError(result.error), meta: result.meta };
    return { data: result.data, meta: result.meta };
  };
}

export const MAX_RETRIES = 3;

export interface RetryOptions {
  maxRetries?: number;
  /** Waits before attempt `attempt` (1-based); defaults to RTK Query's exponential backoff. */
  backoff?: (attempt: number, maxRetries: number) => Promise<void>;
}

/**
 * Queries that fail with a transport error or a 5xx are sent again, up to three times
 * with exponential backoff. A 4xx is final. Mutations are never repeated: a 5xx may
 * come after the server already acted, and doing it twice is worse than failing once.
 */
export function withRetry(base: AppBaseQuery, options: RetryOptions = {}): AppBaseQuery {
  const maxRetries = options.maxRetries ?? MAX_RETRIES;
  return retry(base, {
    backoff: options.backoff,
    retryCondition: (error, _args, { attempt, baseQueryApi }) =>
      baseQueryApi.type === 'query' && attempt <= maxRetries && isTransientError(error as ApiError),
  }) as AppBaseQuery;
}

export const baseQuery = withRetry(createRequestQuery());
