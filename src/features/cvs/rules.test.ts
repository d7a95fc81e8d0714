import { describe, expect, it, vi } from 'vitest';
import { CV_FILE_MESSAGES, CV_MAX_BYTES, cvDescriptionError, cvFileError } from './files';
import { NO_TOKEN_MESSAGE, withToken } from './token';
import { UPLOAD_ERROR_MESSAGE, uploadOutcome } from './upload';

const file = (name: string, type: string, size = 1000) => ({ name, type, size });

describe('cvFileError', () => {
  it('accepts PDF, DOC and DOCX by extension and type', () => {
    expect(cvFileError(file('cv.pdf', 'application/pdf'))).toBeNull();
    expect(cvFileError(file('cv.doc', 'application/msword'))).toBeNull();
    expect(
      cvFileError(
        file('cv.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'),
      ),
    ).toBeNull();
    expect(cvFileError(file('cv.docx', ''))).toBeNull();
  });
  it('refuses other types, mismatched extensions, empty and too large files', () => {
    expect(cvFileError(file('programa.exe', 'application/x-msdownload'))).toBe(
      CV_FILE_MESSAGES.type,
    );
    expect(cvFileError(file('foto.pdf', 'image/png'))).toBe(CV_FILE_MESSAGES.type);
    expect(cvFileError(file('cv.txt', 'application/pdf'))).toBe(CV_FILE_MESSAGES.type);
    expect(cvFileError(file('cv.pdf', 'application/pdf', 0))).toBe('El archivo está vacío.');
    expect(cvFileError(file('cv.pdf', 'application/pdf', CV_MAX_BYTES + 1))).toBe(
      'El archivo supera el tamaño máximo de 5 MB.',
    );
    expect(cvFileError(file('cv.pdf', 'application/pdf', CV_MAX_BYTES))).toBeNull();
    expect(cvFileError(null)).toBe(CV_FILE_MESSAGES.missing);
  });
  it('limits the description to 200 characters', () => {
    expect(cvDescriptionError('a'.repeat(200))).toBeNull();
    expect(cvDescriptionError('a'.repeat(201))).toBe(CV_FILE_MESSAGES.description);
  });
});

describe('the CV token rule', () => {
  it("without a token nothing is sent and the error is the spec's", async () => {
    const send = vi.fn();
    expect(await withToken(async () => null, send)).toEqual({
      error: { status: 401, message: NO_TOKEN_MESSAGE },
    });
    expect(await withToken(() => Promise.reject(new Error('x')), send)).toEqual({
      error: { status: 401, message: 'No authentication token available' },
    });
    expect(send).not.toHaveBeenCalled();
  });
  it('with a token the call goes with it', async () => {
    const send = vi.fn(async (token: string) => ({ data: token }));
    expect(await withToken(async () => 'a.b.c', send)).toEqual({ data: 'a.b.c' });
  });
});

describe('uploadOutcome (the 201 rule)', () => {
  const cv = {
    id: 'cv1',
    fileName: 'cv.pdf',
    size: 10,
    description: '',
    createdAt: 'x',
    date: 'x',
  };
  it('only a 201 with the CV is a success', () => {
    expect(uploadOutcome({ status: 201, body: { data: cv } })).toEqual({ data: cv });
    expect(uploadOutcome({ status: 200, body: { data: cv } })).toEqual({
      error: { status: 200, message: UPLOAD_ERROR_MESSAGE },
    });
    expect(uploadOutcome({ status: 500, body: { message: 'Error interno' } })).toEqual({
      error: { status: 500, message: 'Error al subir el archivo' },
    });
    expect(uploadOutcome({ status: 0, body: null })).toEqual({
      error: { status: 0, message: 'Error al subir el archivo' },
    });
  });
  it('413, 415 and 422 are shown as the server sends them', () => {
    expect(
      uploadOutcome({
        status: 413,
        body: {
          message: 'El archivo supera el tamaño máximo de 5 MB',
          details: { file: 'Tamaño máximo: 5 MB' },
        },
      }),
    ).toEqual({
      error: {
        status: 413,
        message: 'El archivo supera el tamaño máximo de 5 MB',
        details: { file: 'Tamaño máximo: 5 MB' },
      },
    });
    expect(uploadOutcome({ status: 415, body: { message: 'Tipo no permitido' } })).toMatchObject({
      error: { status: 415, message: 'Tipo no permitido' },
    });
  });
});
