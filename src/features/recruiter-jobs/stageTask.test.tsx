import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { db, ensureDatabase } from '@/mocks/db';
import { call, pdfFile, tokenFor } from '@/mocks/handlers/test-utils';
import { withNodeMultipart } from '@/test/nodeMultipart';
import { server } from '@/test/msw';
import { renderWithApp, setTestToken } from '@/test/render';
import { StageDesignerPage } from './components/StageDesignerPage';
import { staffOfferLoader } from './loaders';

withNodeMultipart();

const routes: RouteObject[] = [
  {
    path: '/app/recruiter/jobs/:jobId/stages',
    loader: staffOfferLoader,
    element: <StageDesignerPage />,
  },
];

let token: string;
beforeAll(async () => {
  await ensureDatabase();
  token = await tokenFor('valentina');
});
beforeEach(() => setTestToken(token));
afterEach(() => setTestToken(null));

/** A new draft offer's stage designer with one stage named "Caso práctico" made technical. */
async function designTechnicalStage(user: ReturnType<typeof userEvent.setup>) {
  const created = await call('POST', '/job-offers', {
    token,
    json: {
      title: 'Desarrollador Backend',
      description: 'Construirás servicios de pedidos para nuestro comercio electrónico.',
      category: 'Tecnología',
      city: 'Lima',
      country: 'Perú',
      modality: 'remoto',
      seniority: 'senior',
    },
  });
  const id: string = created.body.data.id;
  renderWithApp(null, { routes, path: `/app/recruiter/jobs/${id}/stages` });
  await screen.findByRole('heading', { name: 'Etapas de selección' });
  await user.click(screen.getByRole('button', { name: 'Agregar etapa' }));
  const card = screen.getByTestId('stage-card');
  await user.type(within(card).getByRole('textbox', { name: 'Nombre' }), 'Caso práctico');
  await user.click(within(card).getByRole('combobox', { name: 'Tipo' }));
  await user.click(await screen.findByRole('option', { name: 'Prueba técnica' }));
  return { id, card };
}

describe('stage designer: the task of a technical stage (issue 30.1)', () => {
  it('asks for an "Enunciado", refuses a file that is not a PDF, and saves the text with its PDF', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const { id, card } = await designTechnicalStage(user);
    const statement = within(card).getByRole('textbox', { name: 'Enunciado' });
    expect(statement).toBeRequired();

    await user.click(screen.getByRole('button', { name: 'Guardar etapas' }));
    expect(
      await within(card).findByText('Escribe el enunciado de la prueba técnica'),
    ).toBeInTheDocument();

    const input = within(card).getByLabelText('Archivo del enunciado de la etapa 1');
    await user.upload(input, new File(['MZ'], 'caso.exe', { type: 'application/x-msdownload' }));
    expect(await within(card).findByText('Formato no permitido. Adjunta un PDF.')).toBeVisible();
    await user.upload(input, pdfFile('caso.pdf', 2048));
    expect(await within(card).findByText(/^caso\.pdf \(2 KB\)$/)).toBeVisible();

    await user.type(
      statement,
      'Diseña un servicio de pedidos.{Enter}{Enter}Explica cómo lo probarías.',
    );
    await user.click(screen.getByRole('button', { name: 'Guardar etapas' }));
    await waitFor(() => expect(db.jobOffers.get(id)!.stages).toHaveLength(1));
    const stage = db.jobOffers.get(id)!.stages[0]!;
    expect(stage.statement).toBe('Diseña un servicio de pedidos.\n\nExplica cómo lo probarías.');
    const file = db.files.get(stage.statementFileId!);
    expect(file).toMatchObject({ kind: 'statement', name: 'caso.pdf', size: 2048 });
  });
});

describe('stage designer: a refused PDF is said at its file', () => {
  it('shows the server’s refusal of the upload beside the file, not only above the form', async () => {
    server.use(
      http.post('*/api/v1/job-offers/:id/stage-files', () =>
        HttpResponse.json(
          { message: 'El archivo supera el tamaño máximo de 5 MB.' },
          { status: 413 },
        ),
      ),
    );
    const user = userEvent.setup();
    const { id, card } = await designTechnicalStage(user);
    await user.type(
      within(card).getByRole('textbox', { name: 'Enunciado' }),
      'Diseña un servicio de pagos.',
    );
    const input = within(card).getByLabelText('Archivo del enunciado de la etapa 1');
    await user.upload(input, pdfFile('caso.pdf', 2048));
    await user.click(screen.getByRole('button', { name: 'Guardar etapas' }));

    // The message is the file's: tied to it and to its button, listed in the summary.
    const message = await within(card).findByText('El archivo supera el tamaño máximo de 5 MB.');
    expect(input).toHaveAccessibleDescription('El archivo supera el tamaño máximo de 5 MB.');
    expect(within(card).getByRole('button', { name: 'Cambiar PDF' })).toHaveAccessibleDescription(
      message.textContent!,
    );
    const summary = await screen.findByTestId('error-summary');
    const link = within(summary).getByRole('link', { name: /^Etapa 1 · Archivo del enunciado: / });
    await user.click(link);
    expect(within(card).getByRole('button', { name: 'Cambiar PDF' })).toHaveFocus();
    expect(db.jobOffers.get(id)!.stages).toHaveLength(0);

    // Another file clears it.
    await user.upload(input, pdfFile('caso-corto.pdf', 1024));
    expect(within(card).queryByText('El archivo supera el tamaño máximo de 5 MB.')).toBeNull();
  });
});
