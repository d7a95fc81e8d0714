// @vitest-environment node
import { ANDES_DIGITAL_ID, db, ensureDatabase, PERSONA_USER_IDS } from '../db';
import {
  call,
  expiredToken,
  fileWith,
  MAGIC,
  otherCompanyStaff,
  pdfFile,
  tokenFor,
} from './test-utils';

const upload = (token: string, file: File | null, description?: string) => {
  const form = new FormData();
  if (file) form.append('file', file);
  if (description !== undefined) form.append('description', description);
  return call('POST', '/cv/upload/', { token, form });
};

beforeAll(() => ensureDatabase());

describe('CVs', () => {
  it("lists the candidate's own CVs, newest first", async () => {
    const res = await call('GET', '/cv/', { token: await tokenFor('camila') });
    expect(res.status).toBe(200);
    expect(res.body.data.map((c: { fileName: string }) => c.fileName)).toEqual([
      'CV_Camila_Rojas_EN.pdf',
      'CV_Camila_Rojas_2026.pdf',
    ]);
    expect(res.body.data[0]).toMatchObject({
      description: 'Versión en inglés',
      mimeType: 'application/pdf',
      date: expect.any(String),
    });
  });

  it('uploads a PDF (201) and downloads the same bytes again', async () => {
    const token = await tokenFor('mateo');
    const bytes = new TextEncoder().encode('%PDF-1.4 contenido de prueba ñ');
    const res = await upload(
      token,
      new File([bytes], 'Mi CV.pdf', { type: 'application/pdf' }),
      'CV general',
    );
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      fileName: 'Mi CV.pdf',
      description: 'CV general',
      size: bytes.length,
    });
    const download = await call('GET', `/cv/${res.body.data.id}/download`, { token, raw: true });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(download.headers.get('content-disposition')).toContain("filename*=UTF-8''Mi%20CV.pdf");
    expect(new Uint8Array(download.body as ArrayBuffer)).toEqual(bytes);
    expect(res.body.data.downloadUrl).toBe(`/api/v1/cv/${res.body.data.id}/download`);
  });

  it('accepts DOC and DOCX, also by extension when the type is generic', async () => {
    const token = await tokenFor('mateo');
    expect(
      (
        await upload(
          token,
          fileWith(
            MAGIC.docx,
            'cv.docx',
            100,
            'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
          ),
        )
      ).status,
    ).toBe(201);
    expect((await upload(token, fileWith(MAGIC.doc, 'cv.doc', 100, ''))).status).toBe(201);
  });

  it('refuses wrong types (415), files over 5 MB (413), long descriptions and missing files (422)', async () => {
    const token = await tokenFor('mateo');
    const wrong = await upload(token, pdfFile('foto.png', 100, 'image/png'));
    expect(wrong.status).toBe(415);
    expect(wrong.body).toMatchObject({
      message: 'Tipo de archivo no permitido. Formatos aceptados: PDF, DOC o DOCX',
      details: { file: 'Formatos aceptados: PDF, DOC o DOCX' },
    });
    const big = await upload(token, pdfFile('cv.pdf', 5 * 1024 * 1024 + 1));
    expect(big.status).toBe(413);
    expect(big.body.message).toBe('El archivo supera el tamaño máximo de 5 MB');
    expect((await upload(token, pdfFile('cv.pdf', 5 * 1024 * 1024))).status).toBe(201);
    const long = await upload(token, pdfFile(), 'x'.repeat(201));
    expect(long.status).toBe(422);
    expect(long.body.details).toEqual({ description: 'Debe tener como máximo 200 caracteres' });
    const none = await upload(token, null, 'sin archivo');
    expect(none.status).toBe(422);
    expect(none.body.details).toEqual({ file: 'Debes adjuntar un archivo' });
  });

  it('answers 401 without or with an expired token, 403 for recruiters', async () => {
    expect((await upload('', pdfFile())).status).toBe(401);
    expect((await upload(await expiredToken('mateo'), pdfFile())).status).toBe(401);
    expect((await upload(await tokenFor('valentina'), pdfFile())).status).toBe(403);
    expect((await call('GET', '/cv/', { token: await tokenFor('valentina') })).status).toBe(403);
  });

  it("a candidate cannot download or delete another candidate's CV", async () => {
    const camilaCv = db.cvs.where('candidateId', PERSONA_USER_IDS.camila)[0]!;
    const mateo = await tokenFor('mateo');
    expect((await call('GET', `/cv/${camilaCv.id}/download`, { token: mateo })).status).toBe(403);
    const del = await call('DELETE', `/cv/${camilaCv.id}`, { token: mateo });
    expect(del.status).toBe(403);
    expect(db.cvs.get(camilaCv.id)).toBeDefined();
  });

  it('staff download CVs sent to their company only', async () => {
    const other = otherCompanyStaff();
    // An Andes Digital application whose CV never went to the other company.
    const sentTo = (cvId: string) =>
      db.applications
        .all()
        .filter((a) => a.cvId === cvId)
        .map((a) => a.companyId);
    const app = db.applications
      .all()
      .find(
        (a) =>
          a.companyId === ANDES_DIGITAL_ID && a.cvId && !sentTo(a.cvId).includes(other.companyId!),
      )!;
    expect(
      (await call('GET', `/cv/${app.cvId}/download`, { token: await tokenFor('valentina') }))
        .status,
    ).toBe(200);
    expect(
      (
        await call('GET', `/cv/${app.cvId}/download`, {
          token: await tokenFor(other),
        })
      ).status,
    ).toBe(403);
  });

  it('a deleted CV sent with an application disappears for the candidate but stays with the company', async () => {
    const app = db.applications
      .all()
      .find(
        (a) =>
          a.companyId === ANDES_DIGITAL_ID && a.cvId && a.candidateId !== PERSONA_USER_IDS.camila,
      )!;
    const owner = await tokenFor(app.candidateId);
    expect((await call('DELETE', `/cv/${app.cvId}`, { token: owner })).status).toBe(204);
    expect(
      (await call('GET', '/cv/', { token: owner })).body.data.some(
        (c: { id: string }) => c.id === app.cvId,
      ),
    ).toBe(false);
    expect((await call('GET', `/cv/${app.cvId}/download`, { token: owner })).status).toBe(404);
    expect((await call('DELETE', `/cv/${app.cvId}`, { token: owner })).status).toBe(404);
    expect(
      (await call('GET', `/cv/${app.cvId}/download`, { token: await tokenFor('valentina') }))
        .status,
    ).toBe(200);
  });

  it('deletes an own CV (204), then 404', async () => {
    const token = await tokenFor('mateo');
    const created = await upload(token, pdfFile(), 'temporal');
    const id = created.body.data.id;
    expect((await call('DELETE', `/cv/${id}`, { token })).status).toBe(204);
    expect((await call('DELETE', `/cv/${id}`, { token })).status).toBe(404);
    expect(
      (await call('GET', '/cv/', { token })).body.data.some((c: { id: string }) => c.id === id),
    ).toBe(false);
  });

  it('limits a candidate to 10 CVs (409)', async () => {
    const token = await tokenFor('mateo');
    while (db.cvs.where('candidateId', PERSONA_USER_IDS.mateo).length < 10)
      await upload(token, pdfFile());
    const res = await upload(token, pdfFile());
    expect(res.status).toBe(409);
    expect(res.body.error).toBe('cv_limit');
  });
});
