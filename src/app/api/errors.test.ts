import { describe, expect, it } from 'vitest';
import {
  DEFAULT_ERROR_MESSAGE,
  INVALID_RESPONSE_CODE,
  extractErrorMessage,
  invalidResponseError,
  isInvalidResponse,
  isApiError,
  isTransientError,
  toApiError,
} from './errors';

describe('extractErrorMessage', () => {
  it('takes the message field first', () => {
    expect(extractErrorMessage({ message: 'Oferta no encontrada', error: 'NOT_FOUND' })).toBe(
      'Oferta no encontrada',
    );
  });

  it('takes the error field when there is no message', () => {
    expect(extractErrorMessage({ error: 'Ya postulaste a esta oferta' })).toBe(
      'Ya postulaste a esta oferta',
    );
    expect(extractErrorMessage({ message: '', error: 'Conflicto' })).toBe('Conflicto');
  });

  it('takes the raw response text when the answer is not JSON', () => {
    expect(extractErrorMessage('Bad Gateway')).toBe('Bad Gateway');
  });

  it('takes a problem-details detail or title, then the JSON text as sent', () => {
    expect(extractErrorMessage({ detail: 'Cupo agotado', title: 'Conflicto' })).toBe(
      'Cupo agotado',
    );
    expect(extractErrorMessage({ title: 'Conflicto' })).toBe('Conflicto');
    expect(extractErrorMessage({ reason: 'x' }, 'Sin conexión')).toBe('{"reason":"x"}');
  });

  it('uses the HTTP status text of an empty answer before the generic text', () => {
    expect(extractErrorMessage(null, { statusText: 'Bad Gateway', generic: 'Sin conexión' })).toBe(
      'Bad Gateway',
    );
    expect(extractErrorMessage(null, { statusText: '', generic: 'Sin conexión' })).toBe(
      'Sin conexión',
    );
  });

  it('falls back to the generic text, then to "Request failed"', () => {
    expect(extractErrorMessage({}, 'Sin conexión')).toBe('Sin conexión');
    expect(extractErrorMessage(null)).toBe(DEFAULT_ERROR_MESSAGE);
    expect(extractErrorMessage('   ')).toBe('Request failed');
    expect(extractErrorMessage([])).toBe('Request failed');
    // A body with text of its own keeps it, whatever its shape.
    expect(extractErrorMessage({ message: 42 })).toBe('{"message":42}');
    expect(extractErrorMessage(['a', 'b'])).toBe('["a","b"]');
  });
});

describe('toApiError', () => {
  it('carries the status, the message and the field details', () => {
    expect(
      toApiError(422, {
        message: 'Datos inválidos',
        details: { email: 'El correo no es válido', age: 3 },
      }),
    ).toEqual({
      status: 422,
      message: 'Datos inválidos',
      details: { email: 'El correo no es válido' },
    });
  });

  it('keeps the current resource of a 409 version_conflict, and only of a 409', () => {
    const current = { id: 'o1', title: 'Título de la otra pestaña', version: 4 };
    expect(
      toApiError(409, {
        message: 'Esta oferta cambió mientras la editabas',
        error: 'version_conflict',
        data: current,
      }),
    ).toEqual({
      status: 409,
      message: 'Esta oferta cambió mientras la editabas',
      code: 'version_conflict',
      data: current,
    });
    expect(toApiError(500, { message: 'x', data: current })).not.toHaveProperty('data');
  });

  it("keeps the server's error code, not a message in the error field", () => {
    expect(
      toApiError(409, {
        message: 'Ya existe una empresa con este nombre',
        error: 'company_name_taken',
      }),
    ).toEqual({
      status: 409,
      message: 'Ya existe una empresa con este nombre',
      code: 'company_name_taken',
    });
    expect(toApiError(409, { error: 'Ya postulaste a esta oferta' })).toEqual({
      status: 409,
      message: 'Ya postulaste a esta oferta',
    });
  });

  it('leaves details out when there are none', () => {
    expect(toApiError(500, 'boom')).toEqual({ status: 500, message: 'boom' });
  });
});

describe('isApiError and isTransientError', () => {
  it('recognises an ApiError', () => {
    expect(isApiError({ status: 404, message: 'x' })).toBe(true);
    expect(isApiError(new Error('x'))).toBe(false);
    expect(isApiError(null)).toBe(false);
  });

  it('treats transport errors and 5xx as transient, never a 4xx', () => {
    expect(isTransientError({ status: 0, message: '' })).toBe(true);
    expect(isTransientError({ status: 500, message: '' })).toBe(true);
    expect(isTransientError({ status: 503, message: '' })).toBe(true);
    for (const status of [400, 401, 403, 404, 409, 413, 415, 422, 429]) {
      expect(isTransientError({ status, message: '' })).toBe(false);
    }
  });
});

describe('invalidResponseError', () => {
  it('is an ApiError with the invalid_response code and a Spanish message, never transient', () => {
    const error = invalidResponseError(200);
    expect(error).toEqual({
      status: 200,
      code: INVALID_RESPONSE_CODE,
      message: 'El servidor respondió algo inesperado. Vuelve a intentarlo.',
    });
    expect(isApiError(error)).toBe(true);
    expect(isInvalidResponse(error)).toBe(true);
    expect(isTransientError(error)).toBe(false);
    expect(isInvalidResponse({ status: 500, message: 'x' })).toBe(false);
  });
});
