import { describe, expect, it } from 'vitest';
import { AVATAR_MAX_BYTES, AVATAR_SIZE_ERROR, AVATAR_TYPE_ERROR, avatarFileError } from './avatar';
import { profileBody, profileSchema } from './profileForm';

const file = (name: string, type: string, size: number) => ({ name, type, size });

describe('avatar files', () => {
  it('accepts PNG, JPG, WEBP and GIF up to 2 MB (the formats of the API contract)', () => {
    expect(avatarFileError(file('yo.gif', 'image/gif', 1000))).toBeNull();
    expect(avatarFileError(file('yo.png', 'image/png', 1000))).toBeNull();
    expect(avatarFileError(file('yo.JPG', 'image/jpeg', AVATAR_MAX_BYTES))).toBeNull();
    expect(avatarFileError(file('yo.webp', 'image/webp', 10))).toBeNull();
  });

  it('refuses other types, disguised files and big files with Spanish messages', () => {
    expect(avatarFileError(file('cv.pdf', 'application/pdf', 10))).toBe(AVATAR_TYPE_ERROR);
    expect(avatarFileError(file('dibujo.svg', 'image/svg+xml', 10))).toBe(AVATAR_TYPE_ERROR);
    expect(avatarFileError(file('truco.png.exe', 'image/png', 10))).toBe(AVATAR_TYPE_ERROR);
    expect(avatarFileError(file('yo.bmp', 'image/bmp', 10))).toBe(AVATAR_TYPE_ERROR);
    expect(avatarFileError(file('yo.png', 'image/png', AVATAR_MAX_BYTES + 1))).toBe(
      AVATAR_SIZE_ERROR,
    );
    expect(avatarFileError(file('yo.png', 'image/png', 0))).toBe('El archivo está vacío.');
  });
});

describe('profile form', () => {
  const valid = {
    name: 'Ana',
    lastName: 'Pérez',
    headline: '',
    phone: '',
    city: '',
    country: '',
    linkedinUrl: '',
    about: '',
    skills: ['React'],
  };

  it('validates in Spanish', () => {
    const result = profileSchema.safeParse({
      ...valid,
      name: ' ',
      phone: 'abc',
      linkedinUrl: 'linkedin',
    });
    expect(result.success).toBe(false);
    const messages = result.error!.issues.map((issue) => issue.message);
    expect(messages).toContain('Ingresa tu nombre');
    expect(messages).toContain('Ingresa un teléfono válido (números, espacios, +, - y paréntesis)');
    expect(messages).toContain('Ingresa una URL válida (https://...)');
  });

  it('sends empty texts as null', () => {
    expect(profileBody({ ...valid, city: '  ', skills: [' Node ', ''] })).toMatchObject({
      name: 'Ana',
      city: null,
      phone: null,
      skills: ['Node'],
    });
  });
});
