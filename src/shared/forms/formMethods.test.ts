import { describe, expect, it } from 'vitest';
import { errorSignature } from './formMethods';

describe('errorSignature', () => {
  it('names every message with its path, and nothing else', () => {
    const input = { focus: () => undefined } as unknown;
    const errors = {
      name: { type: 'too_small', message: 'Escribe un nombre', ref: input },
      questions: [undefined, { options: { root: { type: 'custom', message: 'Dos opciones' } } }],
    };
    expect(errorSignature(errors)).toBe(
      '.name=Escribe un nombre;.questions.1.options.root=Dos opciones;',
    );
  });

  it('changes with a message, so that a part of a form kept in memory renders again', () => {
    const errors: Record<string, { message: string }> = { name: { message: 'Requerido' } };
    const before = errorSignature(errors);
    errors.name!.message = 'Máximo 80 caracteres';
    expect(errorSignature(errors)).not.toBe(before);
    delete errors.name;
    expect(errorSignature(errors)).toBe('');
    expect(errorSignature(undefined)).toBe('');
  });
});
