import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { apiBaseUrl } from '@/app/api';
import { tokenFor } from '@/mocks/handlers/test-utils';
import { answerWith, holdBack, recordRequests, server } from '@/test/msw';
import { withNodeMultipart } from '@/test/nodeMultipart';
import { renderWithApp, setTestToken } from '@/test/render';
import { MyCvsPanel } from './components/MyCvsPanel';
import { UPLOAD_ERROR_MESSAGE } from './upload';

const UPLOAD = `${apiBaseUrl()}cv/upload/`;
const CV = `${apiBaseUrl()}cv/:id`;

/** A small real PDF (the mock checks the first bytes). */
function pdf(name = 'cv-nuevo.pdf') {
  return new File(['%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'], name, {
    type: 'application/pdf',
  });
}

async function renderCvs(persona: 'camila' | 'mateo') {
  setTestToken(await tokenFor(persona));
  renderWithApp(<MyCvsPanel />, { path: '/app/my-cvs?tab=cvs' });
  const form = screen.getByRole('form', { name: 'Subir CV' });
  return {
    form,
    input: within(form).getByLabelText('Archivo del CV'),
    submit: within(form).getByRole('button', { name: 'Subir CV' }),
    list: () => screen.getByRole('region', { name: /Tus CVs/ }),
  };
}

// The upload is the app's own XHR, answered by the mock API through MSW's XHR interception;
// the files and forms are Node's, as a browser's would arrive (jsdom's reach MSW empty).
withNodeMultipart();

afterEach(() => setTestToken(null));

describe('Mis CVs', () => {
  it('a 201 adds the uploaded CV to the list', async () => {
    const user = userEvent.setup();
    const { input, submit, list } = await renderCvs('mateo');
    expect(await screen.findByText('Todavía no subiste ningún CV')).toBeVisible();
    await user.upload(input, pdf());
    await user.type(screen.getByRole('textbox', { name: 'Descripción (opcional)' }), 'General');
    await user.click(submit);
    const row = await within(list()).findByRole('listitem', { name: 'cv-nuevo.pdf' });
    expect(within(row).getByText('General')).toBeVisible();
    expect(await screen.findByText('CV subido: cv-nuevo.pdf')).toBeVisible();
    expect(screen.queryByText('Todavía no subiste ningún CV')).not.toBeInTheDocument();
  });

  it('a 200 is not a success: "Error al subir el archivo", nothing added', async () => {
    server.use(
      http.post(UPLOAD, () =>
        HttpResponse.json({ data: { id: 'x', fileName: 'cv-nuevo.pdf' } }, { status: 200 }),
      ),
    );
    const user = userEvent.setup();
    const { input, submit, list } = await renderCvs('mateo');
    expect(await screen.findByText('Todavía no subiste ningún CV')).toBeVisible();
    await user.upload(input, pdf());
    await user.click(submit);
    expect(await screen.findByText(UPLOAD_ERROR_MESSAGE)).toBeVisible();
    expect(within(list()).queryByRole('listitem')).not.toBeInTheDocument();
    // The chosen file stays, to try again.
    expect(screen.getByTestId('cv-chosen-file')).toHaveTextContent('cv-nuevo.pdf');
  });

  it('a 413 shows the server message', async () => {
    answerWith('post', UPLOAD, 413, {
      message: 'El archivo supera el tamaño máximo de 5 MB',
      error: 'payload_too_large',
      details: { file: 'Tamaño máximo: 5 MB' },
    });
    const user = userEvent.setup();
    const { input, submit } = await renderCvs('mateo');
    await user.upload(input, pdf());
    await user.click(submit);
    expect(await screen.findByText('El archivo supera el tamaño máximo de 5 MB')).toBeVisible();
    expect(screen.getByText('Tamaño máximo: 5 MB')).toBeVisible();
  });

  it('a wrong file is refused before sending', async () => {
    const posts = recordRequests((request) => (request.method === 'POST' ? request : undefined));
    const user = userEvent.setup({ applyAccept: false });
    const { input, submit } = await renderCvs('mateo');
    const refuses = async (file: File, message: string) => {
      await user.upload(input, file);
      expect(await screen.findByText(message)).toBeVisible();
    };
    const wrongType = 'Formato no permitido. Sube tu CV en PDF, DOC o DOCX.';
    await refuses(
      new File(['MZ'], 'programa.exe', { type: 'application/x-msdownload' }),
      wrongType,
    );
    await refuses(new File([], 'vacio.pdf', { type: 'application/pdf' }), 'El archivo está vacío.');
    // A program renamed .pdf: its first bytes give it away before anything is sent.
    await refuses(
      new File(['MZ\x90\x00programa'], 'cv.pdf', { type: 'application/pdf' }),
      wrongType,
    );
    await user.click(submit);
    expect(screen.getByText('Elige un archivo para subir.')).toBeVisible();
    expect(posts).toEqual([]);
  });

  it('delete removes the row at once and puts it back when the server fails', async () => {
    const release = holdBack(CV, 'delete', () =>
      HttpResponse.json(
        { message: 'Error interno del servidor', error: 'internal_error' },
        { status: 500 },
      ),
    );
    const user = userEvent.setup();
    const { list } = await renderCvs('camila');
    const rows = await within(list()).findAllByRole('listitem');
    const name = rows[0]!.getAttribute('aria-label')!;
    const count = rows.length;

    await user.click(within(list()).getByRole('button', { name: `Eliminar ${name}` }));
    const dialog = await screen.findByRole('dialog', { name: '¿Desea continuar con la acción?' });
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar' }));

    // Gone at once, while the server has not answered.
    await waitFor(() =>
      expect(within(list()).queryByRole('listitem', { name })).not.toBeInTheDocument(),
    );
    expect(within(list()).getAllByRole('listitem')).toHaveLength(count - 1);

    release();
    expect(await within(list()).findByRole('listitem', { name })).toBeVisible();
    expect(within(list()).getAllByRole('listitem')).toHaveLength(count);
    expect(
      await screen.findByText('No se pudo eliminar el CV: Error interno del servidor'),
    ).toBeVisible();
  });
});
