/**
 * Every failed API call is normalised to an `ApiError`: the HTTP status (0 when the
 * request never got an answer), a message taken, in order, from the answer's `message`
 * field, its `error` field, a problem-details `detail` or `title`, the text of the answer
 * as sent (JSON or not), the HTTP status text, or a generic text; and the server's
 * machine-readable `error` code, so that screens decide by code, not by message text.
 */
export interface ApiError {
  status: number;
  message: string;
  /** The server's error code (`error` field of the answer, e.g. `company_name_taken`). */
  code?: string;
  /** Per-field validation messages (400/422), when the server sends them. */
  details?: Record<string, string>;
  /**
   * A 409 `version_conflict`: the resource as it is now (docs/api.md "Concurrent edits"),
   * for the form to show it without losing what was typed.
   */
  data?: unknown;
}

export const DEFAULT_ERROR_MESSAGE = 'Request failed';
export const NETWORK_ERROR_MESSAGE =
  'No se pudo conectar con el servidor. Revisa tu conexión e inténtalo de nuevo.';

/** The code of an answer that is not JSON, or not the shape the endpoint's schema expects. */
export const INVALID_RESPONSE_CODE = 'invalid_response';
export const INVALID_RESPONSE_MESSAGE =
  'El servidor respondió algo inesperado. Vuelve a intentarlo.';

/**
 * An answer the app cannot use (e.g. a proxy or CDN that answers `index.html` for
 * `/api/v1/*`, or a field missing): `status` is the HTTP status it came with (0 unknown).
 */
export function invalidResponseError(status = 0): ApiError {
  return { status, message: INVALID_RESPONSE_MESSAGE, code: INVALID_RESPONSE_CODE };
}

export function isInvalidResponse(error: unknown): boolean {
  return isApiError(error) && error.code === INVALID_RESPONSE_CODE;
}

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

/** What a machine-readable code looks like (an `error` field with spaces is a message). */
const CODE_PATTERN = /^[A-Za-z][\w.-]*$/;

/** The text of a JSON answer that has none of the known message fields. */
function jsonText(body: unknown): string | undefined {
  if (body === null || body === undefined || typeof body === 'string') return undefined;
  try {
    const text = JSON.stringify(body);
    return text === '{}' || text === '[]' ? undefined : text;
  } catch {
    return undefined;
  }
}

export interface ErrorTextOptions {
  /** The HTTP status text of the answer (used when the body says nothing). */
  statusText?: string;
  /** The last fallback before the default (e.g. the text of a transport error). */
  generic?: string;
}

/**
 * The message of a failed answer. `body` is what the server sent: parsed JSON, or the
 * raw text when it was not JSON.
 */
export function extractErrorMessage(
  body: unknown,
  fallback: string | ErrorTextOptions = {},
): string {
  const { statusText, generic } = typeof fallback === 'string' ? { generic: fallback } : fallback;
  if (body && typeof body === 'object' && !Array.isArray(body)) {
    const record = body as Record<string, unknown>;
    const fromFields =
      nonEmptyString(record.message) ??
      nonEmptyString(record.error) ??
      nonEmptyString(record.detail) ??
      nonEmptyString(record.title);
    if (fromFields) return fromFields;
  }
  return (
    nonEmptyString(body) ??
    jsonText(body) ??
    nonEmptyString(statusText) ??
    nonEmptyString(generic) ??
    DEFAULT_ERROR_MESSAGE
  );
}

export function toApiError(
  status: number,
  body: unknown,
  fallback: string | ErrorTextOptions = {},
): ApiError {
  const error: ApiError = { status, message: extractErrorMessage(body, fallback) };
  if (body && typeof body === 'object' && !Array.isArray(body)) {
    const record = body as { error?: unknown; details?: unknown; data?: unknown };
    const code = nonEmptyString(record.error);
    if (code && CODE_PATTERN.test(code)) error.code = code;
    const details = stringRecord(record.details);
    if (details) error.details = details;
    if (status === 409 && record.data && typeof record.data === 'object') error.data = record.data;
  }
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
