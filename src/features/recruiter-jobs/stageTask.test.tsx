import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { storeContext } from '@/app/routerContext';
import { db, ensureDatabase } from '@/mocks/db';
import { call, pdfFile, tokenFor } from '@/mocks/handlers/test-utils';
import { withNodeMultipart } from '@/test/nodeMultipart';
import { renderWithApp, setTestToken } from '@/test/render';
import { StageDesignerPage } from './components/StageDesignerPage';
import { loadStaffOffer } from './loaders';

vi.setConfig({ testTimeout: 60_000 });
withNodeMultipart();

const routes: RouteObject[] = [
  {
    path: '/app/recruiter/jobs/:jobId/stages',
    loader: ({ params, context }) =>
      loadStaffOffer(context.get(storeContext).dispatch, params.jobId!),
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

describe('stage designer: the task of a technical stage (issue 30.1)', () => {
  it('asks for an "Enunciado", refuses a file that is not a PDF, and saves the text with its PDF', async () => {
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
    const user = userEvent.setup({ applyAccept: false });
    renderWithApp(null, { routes, path: `/app/recruiter/jobs/${id}/stages` });
    await screen.findByRole('heading', { name: 'Etapas de selección' });
    await user.click(screen.getByRole('button', { name: 'Agregar etapa' }));
    const card = screen.getByTestId('stage-card');
    await user.type(within(card).getByRole('textbox', { name: 'Nombre' }), 'Caso práctico');
    await user.click(within(card).getByRole('combobox', { name: 'Tipo' }));
    await user.click(await screen.findByRole('option', { name: 'Prueba técnica' }));
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
