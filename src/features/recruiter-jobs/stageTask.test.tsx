import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { IconButtonProps } from '@mui/material/IconButton';
import type { RadioGroupProps } from '@mui/material/RadioGroup';
import type { TextFieldProps } from '@mui/material/TextField';
import type { DateTimePickerProps } from '@mui/x-date-pickers/DateTimePicker';
import type { RouteObject } from 'react-router';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { db, ensureDatabase } from '@/mocks/db';
import { call, pdfFile, tokenFor } from '@/mocks/handlers/test-utils';
import { withNodeMultipart } from '@/test/nodeMultipart';
import { server } from '@/test/msw';
import { renderWithApp, setTestToken } from '@/test/render';
import { StageDesignerPage } from './components/StageDesignerPage';
import { staffOfferLoader } from './loaders';

withNodeMultipart();

/**
 * The names of the fields rendered: MUI's own text fields, radio groups and date pickers,
 * watched (each render noted), not replaced; and the icon buttons', by their labels.
 */
const rendered = await vi.hoisted(async () => (await import('@/test/renderLog')).renderLog());
vi.mock('@mui/material/TextField', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@mui/material/TextField')>();
  const nameOf = (props: TextFieldProps) => props.name ?? props.label;
  return { ...actual, default: rendered.watched(actual.default, nameOf) };
});
vi.mock('@mui/material/RadioGroup', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@mui/material/RadioGroup')>();
  const nameOf = (props: RadioGroupProps) => props.name;
  return { ...actual, default: rendered.watched(actual.default, nameOf) };
});
vi.mock('@mui/material/IconButton', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@mui/material/IconButton')>();
  const nameOf = (props: IconButtonProps) => props['aria-label'];
  return { ...actual, default: rendered.watched(actual.default, nameOf) };
});
vi.mock('@mui/x-date-pickers/DateTimePicker', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@mui/x-date-pickers/DateTimePicker')>();
  const nameOf = (props: DateTimePickerProps) =>
    (props.slotProps?.textField as { name?: string } | undefined)?.name;
  return { ...actual, DateTimePicker: rendered.watched(actual.DateTimePicker, nameOf) };
});

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

/** A new draft offer's stage designer, open, with no stage yet. */
async function openNewDraftDesigner() {
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
  return id;
}

/** A new draft offer's stage designer with one stage named "Caso práctico" made technical. */
async function designTechnicalStage(user: ReturnType<typeof userEvent.setup>) {
  const id = await openNewDraftDesigner();
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

/** The text fields rendered while `act` runs. */
async function fieldsDrawnWhile(act: () => Promise<void>): Promise<string[]> {
  rendered.names.length = 0;
  await act();
  return rendered.names;
}

describe('stage designer: work in proportion to the change (issue 33.2)', () => {
  it('adding, then failing to save, renders only the stages concerned', async () => {
    const user = userEvent.setup();
    await openNewDraftDesigner();
    const add = screen.getByRole('button', { name: 'Agregar etapa' });
    await user.click(add);
    const first = screen.getByTestId('stage-card');
    await user.type(within(first).getByRole('textbox', { name: 'Nombre' }), 'Entrevista final');
    await user.click(within(first).getByRole('combobox', { name: 'Tipo' }));
    await user.click(await screen.findByRole('option', { name: 'Entrevista' }));
    await within(first).findByRole('textbox', { name: 'Lugar' });

    // A new stage renders its own fields, none of the first stage's.
    const onAdd = await fieldsDrawnWhile(async () => {
      await user.click(add);
      expect(await screen.findAllByTestId('stage-card')).toHaveLength(2);
    });
    expect(onAdd).toContain('stages.1.name');
    expect(onAdd.filter((name) => name.startsWith('stages.0.'))).toEqual([]);
    // Nor the first stage's head, but for its move buttons ("Bajar" turns on).
    expect(onAdd).toContain('Reordenar la etapa 2');
    expect(onAdd.filter((name) => name.endsWith('la etapa 1'))).toEqual([
      'Subir la etapa 1',
      'Bajar la etapa 1',
    ]);

    // A failed save shows the new stage's errors; the first stage, valid, is not rendered.
    const onSave = await fieldsDrawnWhile(async () => {
      await user.click(screen.getByRole('button', { name: 'Guardar etapas' }));
      await screen.findByTestId('error-summary');
    });
    expect(onSave).toContain('stages.1.name');
    expect(onSave.filter((name) => name.startsWith('stages.0.'))).toEqual([]);
    const second = screen.getAllByTestId('stage-card')[1]!;
    expect(within(second).getByRole('textbox', { name: 'Nombre' })).toHaveAccessibleDescription(
      /.+/,
    );
  });
});

describe('stage designer: adding stages', () => {
  it('clicks faster than the list draws add no stage beyond the limit', async () => {
    const user = userEvent.setup();
    await openNewDraftDesigner();
    const add = screen.getByRole('button', { name: 'Agregar etapa' });
    for (let count = 1; count <= 9; count += 1) {
      await user.click(add);
      await waitFor(() => expect(screen.getAllByTestId('stage-card')).toHaveLength(count));
    }
    // Three clicks before React draws any of them (as while a new stage's transition renders).
    act(() => {
      add.click();
      add.click();
      add.click();
    });
    await waitFor(() => expect(screen.getAllByTestId('stage-card')).toHaveLength(10));
    expect(add).toBeDisabled();
    expect(screen.getByText('10 de 10 etapas')).toBeInTheDocument();
  });
});
