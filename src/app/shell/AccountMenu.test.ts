// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { COPY_TOKEN_MESSAGES, accountButtonName, copyToken } from './AccountMenu';

describe('copyToken', () => {
  it('copies the token: "Token copiado al portapapeles"', async () => {
    const writeText = vi.fn(async () => undefined);
    expect(await copyToken(async () => 'a.b.c', { writeText })).toEqual({
      message: 'Token copiado al portapapeles',
      ok: true,
    });
    expect(writeText).toHaveBeenCalledWith('a.b.c');
  });

  it('a refused clipboard: "No se pudo copiar el Token al portapapeles"', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const writeText = vi.fn(async () => {
      throw new DOMException('denied', 'NotAllowedError');
    });
    expect((await copyToken(async () => 'a.b.c', { writeText })).message).toBe(
      COPY_TOKEN_MESSAGES.clipboardFailed,
    );
    expect((await copyToken(async () => 'a.b.c', undefined)).message).toBe(
      'No se pudo copiar el Token al portapapeles',
    );
  });

  it('no token: "Error al copiar Token"', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const writeText = vi.fn();
    expect((await copyToken(async () => null, { writeText })).message).toBe(
      'Error al copiar Token',
    );
    expect(
      (await copyToken(async () => Promise.reject(new Error('x')), { writeText })).message,
    ).toBe(COPY_TOKEN_MESSAGES.failed);
    expect(writeText).not.toHaveBeenCalled();
  });
});

describe('accountButtonName', () => {
  it('holds the initials the avatar shows (WCAG 2.5.3 Label in Name)', () => {
    expect(accountButtonName('Camila Rojas', 'CR')).toBe(
      'Cuenta de usuario: Camila Rojas, iniciales CR',
    );
  });

  it('no name known yet: no initials either', () => {
    expect(accountButtonName('', '')).toBe('Cuenta de usuario');
  });
});
