/**
 * Every failed API call is normalised to an `ApiError`: the HTTP status (0 when the
 * request never got an answer) and a message taken, in order, from the answer's
 * `message` field, its `error` field, the raw response text, or a generic text.
 */
export interface ApiError {
  status: number;
  message: string;
  /** Per-field validation messages (400/422), when the server sends them. */
  details?: Record<string, string>;
}

export const DEFAULT_ERROR_MESSAGE = 'Request failed';
export const NETWORK_ERROR_MESSAGE =
  'No se pudo conectar con el servidor. Revisa tu conexión e inténtalo de nuevo.';

function nonEmptyString(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

function stringRecord(value: unknown): Record<string, string> | undefined {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return undefined;
  const entries = Object.entries(value).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string',
  );
  return entries.length ? Object.fromEntries(entries) : undefined;
}

/**
 * The message of a failed answer. `body` is what the server sent: parsed JSON, or the
 * raw text when it was not JSON. `generic` is the fallback (e.g. a transport error).
 */
export function extractErrorMessage(body: unknown, generic?: string): string {
  if (body && typeof body === 'object' && !Array.isArray(body)) {
    const record = body as Record<string, unknown>;
    const fromFields = nonEmptyString(record.message) ?? nonEmptyString(record.error);
    if (fromFields) return fromFields;
  }
  return nonEmptyString(body) ?? nonEmptyString(generic) ?? DEFAULT_ERROR_MESSAGE;
}

export function toApiError(status: number, body: unknown, generic?: string): ApiError {
  const error: ApiError = { status, message: extractErrorMessage(body, generic) };
  const details =
    body && typeof body === 'object'
      ? stringRecord((body as { details?: unknown }).details)
      : undefined;
  if (details) error.details = details;
  return error;
}

export function isApiError(value: unknown): value is ApiError {
  return (
    !!value &&
    typeof value === 'object' &&
    typeof (value as ApiError).status === 'number' &&
    typeof (value as ApiError).message === 'string'
  );
}

/** A 5xx or a transport failure may go away by itself; a 4xx never does. */
export function isTransientError(error: ApiError): boolean {
  return error.status === 0 || error.status >= 500;
}
