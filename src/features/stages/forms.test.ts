import { describe, expect, it } from 'vitest';
import {
  documentFileError,
  QUESTIONNAIRE_TEXTS,
  TECHNICAL_TEXTS,
  technicalError,
  unanswered,
} from './forms';

describe('technicalError (10 to 10,000 characters, trimmed, as the server counts)', () => {
  it.each([
    ['', TECHNICAL_TEXTS.tooShort],
    ['         a', TECHNICAL_TEXTS.tooShort],
    ['123456789', TECHNICAL_TEXTS.tooShort],
    ['1234567890', null],
    [`  ${'x'.repeat(10_000)}  `, null],
    ['x'.repeat(10_001), TECHNICAL_TEXTS.tooLong],
  ])('%#', (text, expected) => expect(technicalError(text)).toBe(expected));

  it('says the limit with Spanish thousands', () => {
    expect(TECHNICAL_TEXTS.tooLong).toContain('10.000');
  });
});

describe('unanswered and its messages', () => {
  const questions = ['a', 'b', 'c'].map((id) => ({ id, text: id, options: [] }));
  it('names the questions without an answer, 1-based', () => {
    expect(unanswered(questions, {})).toEqual([1, 2, 3]);
    expect(unanswered(questions, { a: 'x', c: 'y' })).toEqual([2]);
    expect(unanswered(questions, { a: 'x', b: 'y', c: 'z' })).toEqual([]);
  });
  it('says one or many in Spanish', () => {
    expect(QUESTIONNAIRE_TEXTS.missingOne(2)).toBe('Falta responder la pregunta 2.');
    expect(QUESTIONNAIRE_TEXTS.missingMany([1, 3, 4])).toBe(
      'Faltan por responder las preguntas 1, 3 y 4.',
    );
  });
});

describe('documentFileError', () => {
  const file = (name: string, type: string, size = 100) => ({ name, type, size });
  it.each([
    [file('titulo.pdf', 'application/pdf'), null],
    [file('titulo.docx', ''), null],
    [file('foto.jpg', 'image/jpeg'), null],
    [file('foto.gif', 'image/gif'), null],
    [null, 'Elige el archivo que quieres enviar.'],
    [file('programa.exe', 'application/x-msdownload'), /Formato no permitido/],
    [file('vacio.pdf', 'application/pdf', 0), 'El archivo está vacío.'],
    [file('grande.pdf', 'application/pdf', 6 * 1024 * 1024), /5 MB/],
  ])('%#', (chosen, expected) => {
    const error = documentFileError(chosen);
    if (expected instanceof RegExp) expect(error).toMatch(expected);
    else expect(error).toBe(expected);
  });
});
