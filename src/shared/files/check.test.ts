import { describe, expect, it } from 'vitest';
import {
  acceptOf,
  checkFile,
  DOCUMENT_TYPES,
  FIVE_MB,
  fileProblem,
  formatFileSize,
  IMAGE_TYPES,
} from '.';

const rule = { types: { ...DOCUMENT_TYPES, ...IMAGE_TYPES }, maxBytes: FIVE_MB };
const file = (name: string, type: string, size = 1000) => ({ name, type, size });

describe('fileProblem', () => {
  it.each([
    ['a PDF', file('a.pdf', 'application/pdf'), null],
    ['a DOCX without a type', file('a.docx', ''), null],
    ['a JPEG as .jpeg', file('foto.JPEG', 'image/jpeg'), null],
    ['a PNG with parameters in its type', file('a.png', 'image/png; q=1'), null],
    ['nothing chosen', null, 'missing'],
    ['an executable', file('virus.exe', 'application/x-msdownload'), 'type'],
    ['a PDF named .exe', file('a.exe', 'application/pdf'), 'type'],
    ['an .exe renamed .pdf with its real type', file('a.pdf', 'application/x-msdownload'), 'type'],
    ['no extension', file('README', ''), 'type'],
    ['an empty file', file('a.pdf', 'application/pdf', 0), 'empty'],
    ['exactly 5 MB', file('a.pdf', 'application/pdf', FIVE_MB), null],
    ['one byte over 5 MB', file('a.pdf', 'application/pdf', FIVE_MB + 1), 'size'],
  ])('%s', (_name, chosen, expected) => {
    expect(fileProblem(chosen, rule)).toBe(expected);
  });
});

describe('acceptOf and formatFileSize', () => {
  it('lists types and extensions for the input', () => {
    expect(acceptOf({ types: IMAGE_TYPES, maxBytes: 1 })).toBe(
      'image/png,image/jpeg,image/webp,image/gif,.png,.jpg,.jpeg,.webp,.gif',
    );
  });

  it('says sizes in Spanish', () => {
    expect(formatFileSize(512)).toBe('512 B');
    expect(formatFileSize(2048)).toBe('2 KB');
    expect(formatFileSize(2.5 * 1024 * 1024)).toBe('2,5 MB');
  });
});

describe('checkFile reads the first bytes', () => {
  const pdf = '%PDF-1.4 contenido';
  it.each([
    ['a real PDF', new File([pdf], 'cv.pdf', { type: 'application/pdf' }), null],
    [
      'a real PNG',
      new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], 'a.png', {
        type: 'image/png',
      }),
      null,
    ],
    [
      'a program renamed .pdf',
      new File(['MZ\x90\x00'], 'cv.pdf', { type: 'application/pdf' }),
      'type',
    ],
    [
      'a web page renamed .png',
      new File(['<html><script>x</script>'], 'a.png', { type: 'image/png' }),
      'type',
    ],
    [
      'a PDF with a page inside its first bytes',
      new File([`${pdf}<script>alert(1)</script>`], 'cv.pdf', { type: 'application/pdf' }),
      'type',
    ],
    [
      'a PNG sent as .pdf',
      new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], 'cv.pdf', {
        type: '',
      }),
      'type',
    ],
  ])('%s', async (_name, file, expected) => {
    expect(await checkFile(file, rule)).toBe(expected);
  });

  it('still checks name, type and size first', async () => {
    expect(await checkFile(null, rule)).toBe('missing');
    expect(await checkFile(new File([], 'a.pdf', { type: 'application/pdf' }), rule)).toBe('empty');
  });
});
