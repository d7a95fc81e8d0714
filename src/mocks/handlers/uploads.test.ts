// @vitest-environment node
/** Uploads are checked by content (magic bytes), names are cleaned, files served safely. */
import { db, ensureDatabase, PERSONA_USER_IDS } from '../db';
import { contentMatches, safeFileName } from './lib/multipart';
import { call, fileWith, MAGIC, pdfFile, pngFile, tokenFor } from './test-utils';

const HTML = new TextEncoder().encode('<!doctype html><script>alert(1)</script>');
const EXE = [0x4d, 0x5a, 0x90, 0x00]; // "MZ"

let mateo: string;
beforeAll(async () => {
  await ensureDatabase();
  mateo = await tokenFor('mateo');
});

const uploadCv = (file: File) => {
  const form = new FormData();
  form.append('file', file);
  return call('POST', '/cv/upload', { token: mateo, form });
};
const uploadAvatar = (file: File) => {
  const form = new FormData();
  form.append('avatar', file);
  return call('POST', `/user/${PERSONA_USER_IDS.mateo}/avatar`, { token: mateo, form });
};

describe('uploads checked by content', () => {
  it('refuses HTML or an EXE sent as a PDF CV (415)', async () => {
    const html = await uploadCv(new File([HTML], 'cv.pdf', { type: 'application/pdf' }));
    expect(html.status).toBe(415);
    expect(html.body.message).toContain('no corresponde a su tipo');
    const exe = await uploadCv(fileWith(EXE, 'cv.pdf', 2048, 'application/pdf'));
    expect(exe.status).toBe(415);
    // A DOCX that is in fact a PDF: the content must match the declared type.
    const mislabeled = await uploadCv(
      fileWith(
        MAGIC.pdf,
        'cv.docx',
        100,
        'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      ),
    );
    expect(mislabeled.status).toBe(415);
    expect(db.cvs.where('candidateId', PERSONA_USER_IDS.mateo)).toHaveLength(0);
  });

  it('refuses HTML sent as a PNG avatar, and a PNG/HTML polyglot (415)', async () => {
    expect((await uploadAvatar(new File([HTML], 'a.png', { type: 'image/png' }))).status).toBe(415);
    const polyglot = new Uint8Array(600);
    polyglot.set(MAGIC.png);
    polyglot.set(new TextEncoder().encode('<html><script>alert(1)</script></html>'), 16);
    expect((await uploadAvatar(new File([polyglot], 'a.png', { type: 'image/png' }))).status).toBe(
      415,
    );
    expect(db.users.get(PERSONA_USER_IDS.mateo)!.avatarFileId).toBeNull();
  });

  it('serves user files with nosniff, the checked type, and avatars inline only', async () => {
    const avatar = await uploadAvatar(pngFile('foto.png', 256));
    expect(avatar.status).toBe(200);
    const image = await call('GET', `/user/${PERSONA_USER_IDS.mateo}/avatar`, { raw: true });
    expect(image.headers.get('x-content-type-options')).toBe('nosniff');
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(image.headers.get('content-disposition')).toMatch(/^inline/);
    const cv = await uploadCv(pdfFile('cv.pdf', 512));
    const download = await call('GET', `/cv/${cv.body.data.id}/download`, {
      token: mateo,
      raw: true,
    });
    expect(download.headers.get('x-content-type-options')).toBe('nosniff');
    expect(download.headers.get('content-disposition')).toMatch(/^attachment/);
    expect(new Uint8Array(download.body as ArrayBuffer).slice(0, 5)).toEqual(
      new Uint8Array(MAGIC.pdf.slice(0, 5)),
    );
  });

  it('keeps file names without paths or control characters, at most 255 characters', async () => {
    const res = await uploadCv(pdfFile('../../etc/\u0007cv\u0000.pdf', 256));
    expect(res.status).toBe(201);
    expect(res.body.data.fileName).toBe('cv.pdf');
    expect(safeFileName('C:\\Users\\ana\\mi cv.pdf')).toBe('mi cv.pdf');
    const long = safeFileName(`${'á'.repeat(400)}.pdf`);
    expect(Array.from(long)).toHaveLength(255);
    expect(long.endsWith('.pdf')).toBe(true);
    expect(safeFileName('\u0001/')).toBe('archivo');
  });

  it('knows the signatures of every accepted type', () => {
    expect(contentMatches(new Uint8Array(MAGIC.pdf), 'application/pdf')).toBe(true);
    expect(contentMatches(new Uint8Array(MAGIC.doc), 'application/msword')).toBe(true);
    expect(contentMatches(new Uint8Array(MAGIC.jpeg), 'image/jpeg')).toBe(true);
    const webp = new TextEncoder().encode('RIFF\u0000\u0000\u0000\u0000WEBPVP8 ');
    expect(contentMatches(webp, 'image/webp')).toBe(true);
    expect(contentMatches(new TextEncoder().encode('GIF89a...'), 'image/gif')).toBe(true);
    expect(contentMatches(new Uint8Array(MAGIC.png), 'image/jpeg')).toBe(false);
  });
});
