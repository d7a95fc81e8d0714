import { describe, expect, it } from 'vitest';
import { IMAGE_ACCEPT, IMAGE_FILE_MESSAGES, IMAGE_MAX_BYTES, imageFileError } from './images';

const file = (name: string, type: string, size = 1024) => ({ name, type, size });

describe('imageFileError', () => {
  it.each([
    ['a PNG', file('dibujo.png', 'image/png')],
    ['a JPG', file('dibujo.jpg', 'image/jpeg')],
    ['a JPEG', file('Dibujo.JPEG', 'image/jpeg')],
    ['a WEBP', file('dibujo.webp', 'image/webp')],
    ['a GIF', file('dibujo.gif', 'image/gif')],
    ['a type with parameters', file('dibujo.png', 'image/png; charset=binary')],
    ['no type (judged by the extension)', file('dibujo.png', '')],
    ['a generic type', file('dibujo.jpg', 'application/octet-stream')],
    ['exactly 5 MB', file('dibujo.png', 'image/png', IMAGE_MAX_BYTES)],
  ])('accepts %s', (_, candidate) => {
    expect(imageFileError(candidate)).toBeNull();
  });

  it.each([
    ['a PDF', file('dibujo.pdf', 'application/pdf')],
    ['an executable', file('dibujo.exe', 'application/x-msdownload')],
    ['an SVG', file('dibujo.svg', 'image/svg+xml')],
    ['no extension', file('dibujo', 'image/png')],
    ['an extension that lies', file('dibujo.png', 'application/pdf')],
    ['a type that lies', file('dibujo.exe', 'image/png')],
    ['types that disagree', file('dibujo.png', 'image/jpeg')],
    ['a generic type with a wrong extension', file('dibujo.txt', '')],
  ])('refuses %s by its type', (_, candidate) => {
    expect(imageFileError(candidate)).toBe(IMAGE_FILE_MESSAGES.type);
  });

  it('refuses an empty file, a file over 5 MB and no file', () => {
    expect(imageFileError(file('dibujo.png', 'image/png', 0))).toBe(IMAGE_FILE_MESSAGES.empty);
    expect(imageFileError(file('dibujo.png', 'image/png', IMAGE_MAX_BYTES + 1))).toBe(
      IMAGE_FILE_MESSAGES.size,
    );
    expect(imageFileError(null)).toBe(IMAGE_FILE_MESSAGES.missing);
  });

  it('the accept list names every type and extension', () => {
    expect(IMAGE_ACCEPT.split(',')).toEqual([
      'image/png',
      'image/jpeg',
      'image/webp',
      'image/gif',
      '.png',
      '.jpg',
      '.jpeg',
      '.webp',
      '.gif',
    ]);
  });
});
