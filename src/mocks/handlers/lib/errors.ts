import { HttpResponse } from 'msw';

/** Body of every error answer: `{ message, error?, details? }` (Spanish messages). */
export interface ErrorBody {
  message: string;
  error?: string;
  /** Validation errors: field path (dot-joined) → Spanish message. */
  details?: Record<string, string>;
  /** A 409 `version_conflict`: the resource as it is now, so the client can show it. */
  data?: unknown;
}

/** Thrown by handlers and helpers; the route wrapper turns it into the answer. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly details?: Record<string, string>;
  readonly data?: unknown;
  constructor(
    status: number,
    message: string,
    code: string,
    details?: Record<string, string>,
    data?: unknown,
  ) {
    super(message);
    this.status = status;
    this.code = code;
    this.details = details;
    this.data = data;
  }

  toResponse(): Response {
    const body: ErrorBody = { message: this.message, error: this.code };
    if (this.details) body.details = this.details;
    if (this.data !== undefined) body.data = this.data;
    return HttpResponse.json(body, { status: this.status });
  }
}

export const badRequest = (message: string, details?: Record<string, string>) =>
  new ApiError(400, message, 'bad_request', details);
export const unauthorized = (message = 'Token inválido o expirado', code = 'invalid_token') =>
  new ApiError(401, message, code);
export const forbidden = (message = 'No tienes permiso para realizar esta acción') =>
  new ApiError(403, message, 'forbidden');
export const notFound = (message = 'Recurso no encontrado', code = 'not_found') =>
  new ApiError(404, message, code);
export const conflict = (message: string, code = 'conflict', details?: Record<string, string>) =>
  new ApiError(409, message, code, details);
export const payloadTooLarge = (message: string, details?: Record<string, string>) =>
  new ApiError(413, message, 'payload_too_large', details);
export const unsupportedMediaType = (message: string, details?: Record<string, string>) =>
  new ApiError(415, message, 'unsupported_media_type', details);
export const unprocessable = (details: Record<string, string>, message = 'Hay datos inválidos') =>
  new ApiError(422, message, 'validation_error', details);
export const internalError = (message = 'Error interno del servidor') =>
  new ApiError(500, message, 'internal_error');
