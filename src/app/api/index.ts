import { createApi } from '@reduxjs/toolkit/query/react';
import { apiArrived } from './arrival';
import { baseQuery } from './baseQuery';
import { invalidResponseError } from './errors';

/** Every cached resource of the product; features tag their endpoints with these. */
export const TAG_TYPES = [
  'JobOffer',
  'SavedJobOffer',
  'JobAlert',
  'Application',
  'Attempt',
  'Stage',
  'Cv',
  'Notification',
  'Company',
  'User',
  'Metrics',
  'Applicant',
  'Session',
] as const;

/** Data is kept 30 minutes after its last subscriber leaves. */
export const KEEP_UNUSED_DATA_SECONDS = 30 * 60;

/**
 * The single RTK Query API of the app. It has no endpoints of its own: each feature
 * injects its endpoints (`api.injectEndpoints`) in its own `api.ts`.
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: TAG_TYPES,
  keepUnusedDataFor: KEEP_UNUSED_DATA_SECONDS,
  refetchOnFocus: true,
  refetchOnReconnect: true,
  refetchOnMountOrArgChange: false,
  endpoints: () => ({}),
  // Every endpoint declares the schema of its answer (a test walks them all); an answer
  // that does not match it is an `ApiError`, never data. Not retried: the screen offers
  // "Reintentar" (a 5xx, which the base query retries, never reaches a schema).
  catchSchemaFailure: (failure) =>
    invalidResponseError(
      (failure._bqMeta as { response?: { status?: number } } | undefined)?.response?.status ?? 0,
    ),
});

// This module is loaded with the first screen or session that calls the API: every store
// takes in the API's state and middleware now.
apiArrived(api);

export type { ApiError } from './errors';
export {
  isApiError,
  isInvalidResponse,
  invalidResponseError,
  extractErrorMessage,
  toApiError,
  DEFAULT_ERROR_MESSAGE,
  INVALID_RESPONSE_CODE,
  INVALID_RESPONSE_MESSAGE,
} from './errors';
export { apiBaseUrl } from './baseQuery';
export {
  authBridgeInstalled,
  authBridgeOf,
  authBridgeRequested,
  createApiExtra,
  type ApiExtra,
  type AuthBridge,
  type Bearer,
} from './authBridge';
