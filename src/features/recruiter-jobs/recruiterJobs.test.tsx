import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { RouteObject } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiBaseUrl } from '@/app/api';
import { RouteErrorBoundary } from '@/app/RouteErrorBoundary';
import { ANDES_DIGITAL_ID, db, ensureDatabase } from '@/mocks/db';
import { call, otherCompanyStaff, tokenFor } from '@/mocks/handlers/test-utils';
import { server } from '@/test/msw';
import { renderWithApp, setTestToken } from '@/test/render';
import { JobListPage } from './components/JobListPage';
import { JobOfferPage } from './components/JobOfferPage';
import { NewJobPage } from './components/NewJobPage';
import { StageDesignerPage } from './components/StageDesignerPage';
import { staffOfferLoader } from './loaders';

const API = apiBaseUrl();
/** First screens load their lazy code and the loader: slower than a plain render. */

const routes: RouteObject[] = [
  {
    path: '/app/recruiter/jobs',
    errorElement: <RouteErrorBoundary />,
    children: [
      { index: true, element: <JobListPage /> },
      { path: 'new', element: <NewJobPage /> },
      {
        path: ':jobId',
        loader: staffOfferLoader,
        element: <JobOfferPage />,
      },
      {
        path: ':jobId/stages',
        loader: staffOfferLoader,
        element: <StageDesignerPage />,
      },
    ],
  },
];

const draftBody = {
  title: 'Analista de Datos Junior',
  description: 'Buscamos una persona curiosa para analizar datos de producto y ventas.',
  category: 'Datos',
  city: 'Lima',
  country: 'Perú',
  modality: 'híbrido',
  seniority: 'junior',
  requiredSkills: ['SQL'],
  salary: null,
};

let valentinaToken: string;

beforeAll(async () => {
  await ensureDatabase();
  valentinaToken = await tokenFor('valentina');
});
beforeEach(() => setTestToken(valentinaToken));
afterEach(() => setTestToken(null));

/** The next stage saves are refused with a 422 whose `details` are these (field key → message). */
function refuseStagesSave(details: Record<string, string>) {
  server.use(
    http.put(`${API}job-offers/:id/stages`, () =>
      HttpResponse.json(
        { message: 'Hay datos inválidos', error: 'validation_error', details },
        { status: 422 },
      ),
    ),
  );
}

async function createDraft(): Promise<string> {
  const res = await call('POST', '/job-offers', { token: valentinaToken, json: draftBody });
  expect(res.status).toBe(201);
  return res.body.data.id as string;
}

describe('offer list', () => {
  it('lists the company offers with status chips, filters and sorting kept in the URL', async () => {
    const user = userEvent.setup();
    const { router } = renderWithApp(null, { routes, path: '/app/recruiter/jobs/?status=draft' });
    const table = await screen.findByRole('table', { name: 'Ofertas' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(within(row).getByText('Borrador')).toBeInTheDocument();
    expect(within(rows[0]!).getByRole('button', { name: /^Publicar:/ })).toBeInTheDocument();
    await user.click(within(table).getByRole('button', { name: 'Título' }));
    await waitFor(() =>
      expect(router.state.location.search).toBe('?status=draft&sortBy=title&sortOrder=asc'),
    );
    await user.type(screen.getByRole('textbox', { name: 'Buscar' }), 'zzzz inexistente{Enter}');
    expect(
      await screen.findByText('No hay ofertas que coincidan con los filtros'),
    ).toBeInTheDocument();
  });

  it('says "Todavía no hay ofertas" with "Nueva oferta" when the company has none', async () => {
    server.use(
      http.get(`${API}job-offers/`, () =>
        HttpResponse.json({
          data: { jobOffers: [] },
          page: 1,
          pageSize: 10,
          total: 0,
          totalPages: 0,
        }),
      ),
    );
    renderWithApp(null, { routes, path: '/app/recruiter/jobs/' });
    expect(await screen.findByText('Todavía no hay ofertas')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Nueva oferta' })).toHaveLength(2);
  });
});

describe('new offer', () => {
  it('checks the fields, puts the server 422 details on their fields and keeps what was typed', async () => {
    const user = userEvent.setup();
    const { router } = renderWithApp(null, { routes, path: '/app/recruiter/jobs/new' });
    await user.click(await screen.findByRole('button', { name: 'Guardar borrador' }));
    expect(await screen.findAllByText('Este campo es obligatorio')).not.toHaveLength(0);
    expect(screen.getByText('Elige una categoría')).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Título' }), 'Diseñadora UX');
    await user.type(
      screen.getByRole('textbox', { name: 'Descripción' }),
      'Diseñar flujos simples para miles de personas cada día.',
    );
    await user.click(screen.getByRole('combobox', { name: /Categoría/ }));
    await user.click(await screen.findByRole('option', { name: 'Diseño' }));
    await user.click(screen.getByRole('combobox', { name: /Modalidad/ }));
    await user.click(await screen.findByRole('option', { name: 'Remoto' }));
    await user.click(screen.getByRole('combobox', { name: /Nivel/ }));
    await user.click(await screen.findByRole('option', { name: 'Senior' }));
    await user.type(screen.getByRole('textbox', { name: 'Ciudad' }), 'Bogotá');
    await user.type(screen.getByRole('textbox', { name: 'País' }), 'Colombia');
    const skills = screen.getByRole('combobox', { name: 'Habilidades requeridas' });
    await user.type(skills, 'Figma{Enter}figma{Enter}Research{Enter}');
    await user.type(screen.getByRole('textbox', { name: 'Salario mínimo' }), '500');
    await user.type(screen.getByRole('textbox', { name: 'Salario máximo' }), '100');
    await user.click(screen.getByRole('button', { name: 'Guardar borrador' }));
    expect(
      await screen.findByText('El máximo debe ser mayor o igual al mínimo'),
    ).toBeInTheDocument();
    await user.clear(screen.getByRole('textbox', { name: 'Salario máximo' }));
    await user.type(screen.getByRole('textbox', { name: 'Salario máximo' }), '900');

    let sent: Record<string, unknown> | null = null;
    server.use(
      http.post(`${API}job-offers`, async ({ request }) => {
        sent = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json(
          {
            message: 'Hay datos inválidos',
            error: 'validation_error',
            details: {
              title: 'Ya existe una oferta con ese título',
              'salary.max': 'Monto no válido',
            },
          },
          { status: 422 },
        );
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Guardar borrador' }));
    expect(await screen.findByText('Ya existe una oferta con ese título')).toBeInTheDocument();
    expect(screen.getByText('Monto no válido')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Hay datos inválidos');
    expect(sent).toMatchObject({
      title: 'Diseñadora UX',
      requiredSkills: ['Figma', 'Research'],
      salary: { min: 500, max: 900, currency: 'CLP' },
      status: 'draft',
    });
    expect(screen.getByRole('textbox', { name: 'Título' })).toHaveValue('Diseñadora UX');
    expect(screen.getByRole('textbox', { name: 'Ciudad' })).toHaveValue('Bogotá');

    // With the real server the draft is created and its stage designer opens.
    server.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'Guardar borrador' }));
    await waitFor(() => expect(router.state.location.pathname).toMatch(/\/stages$/));
    expect(await screen.findByRole('heading', { name: 'Etapas de selección' })).toBeInTheDocument();
    expect(screen.getByText('Esta oferta todavía no tiene etapas.')).toBeInTheDocument();
  });

  it('a failed submit focuses a summary of the errors whose links focus their fields', async () => {
    const user = userEvent.setup();
    renderWithApp(null, { routes, path: '/app/recruiter/jobs/new' });
    await user.type(await screen.findByRole('textbox', { name: 'Título' }), 'Diseñadora UX');
    await user.click(screen.getByRole('button', { name: 'Guardar borrador' }));
    const summary = await screen.findByRole('region', { name: /campos por corregir/ });
    await waitFor(() => expect(summary).toHaveFocus());
    const links = within(summary).getAllByRole('link');
    // In the form's order, each with its field's label and message.
    expect(links.map((link) => link.textContent)).toEqual([
      expect.stringMatching(/^Descripción: /),
      'Categoría: Elige una categoría',
      expect.stringMatching(/^Modalidad: /),
      expect.stringMatching(/^Nivel: /),
      expect.stringMatching(/^Ciudad: /),
      expect.stringMatching(/^País: /),
    ]);
    expect(summary).toHaveAccessibleName(`Hay ${links.length} campos por corregir`);
    await user.click(within(summary).getByRole('link', { name: /^Categoría/ }));
    expect(screen.getByRole('combobox', { name: /Categoría/ })).toHaveFocus();
    await user.click(within(summary).getByRole('link', { name: /^Ciudad/ }));
    const city = screen.getByRole('textbox', { name: 'Ciudad' });
    expect(city).toHaveFocus();
    expect(city).toHaveAccessibleDescription(links[4]!.textContent!.replace('Ciudad: ', ''));
    // What was typed stays; fixing a field takes it out of the summary.
    expect(screen.getByRole('textbox', { name: 'Título' })).toHaveValue('Diseñadora UX');
    await user.type(city, 'Bogotá');
    await waitFor(() =>
      expect(within(summary).queryByRole('link', { name: /^Ciudad/ })).not.toBeInTheDocument(),
    );
  });

  it('asks before leaving with unsaved changes', async () => {
    const user = userEvent.setup();
    const { router } = renderWithApp(null, { routes, path: '/app/recruiter/jobs/new' });
    await user.type(await screen.findByRole('textbox', { name: 'Título' }), 'Algo');
    await user.click(screen.getByRole('link', { name: 'Ofertas de empleo' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Salir sin guardar?' });
    await user.click(within(dialog).getByRole('button', { name: 'Seguir editando' }));
    expect(router.state.location.pathname).toBe('/app/recruiter/jobs/new');
    expect(await screen.findByRole('textbox', { name: 'Título' })).toHaveValue('Algo');
    await user.click(screen.getByRole('link', { name: 'Ofertas de empleo' }));
    await user.click(
      within(await screen.findByRole('dialog', {})).getByRole('button', {
        name: 'Salir sin guardar',
      }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/recruiter/jobs/'));
  });
});

describe('offer page', () => {
  it('publishing without stages shows the server message by the stages', async () => {
    const id = await createDraft();
    const user = userEvent.setup();
    renderWithApp(null, { routes, path: `/app/recruiter/jobs/${id}/` });
    expect(
      await screen.findByRole('heading', { level: 1, name: draftBody.title }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Publicar' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Desea continuar con la acción?' });
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    const stages = await screen.findByRole('region', { name: 'Etapas de selección' });
    expect(
      await within(stages).findByText('Agrega al menos una etapa antes de publicar la oferta'),
    ).toBeInTheDocument();
    expect(screen.getByText('Borrador')).toBeInTheDocument();
  });

  it('"Revisar intentos" leads to Tareas narrowed to this offer', async () => {
    const id = await createDraft();
    renderWithApp(null, { routes, path: `/app/recruiter/jobs/${id}/` });
    const actions = await screen.findByRole('group', { name: 'Acciones de la oferta' });
    expect(within(actions).getByRole('link', { name: 'Revisar intentos' })).toHaveAttribute(
      'href',
      `/app/recruiter/candidates?jobOfferId=${id}`,
    );
  });

  it('an unknown id gives "Sin datos", another company\'s offer "Acceso denegado"', async () => {
    renderWithApp(null, { routes, path: '/app/recruiter/jobs/no-existe/' });
    expect(await screen.findByRole('heading', { name: 'Sin datos' })).toBeInTheDocument();
  });

  it("another company's offer is denied", async () => {
    const other = db.jobOffers.all().find((o) => o.companyId !== ANDES_DIGITAL_ID)!;
    expect(otherCompanyStaff()).toBeTruthy();
    renderWithApp(null, { routes, path: `/app/recruiter/jobs/${other.id}/` });
    expect(await screen.findByRole('heading', { name: 'Acceso denegado' })).toBeInTheDocument();
  });
});

describe('stage designer', () => {
  async function openDesigner(id: string) {
    const user = userEvent.setup();
    const view = renderWithApp(null, { routes, path: `/app/recruiter/jobs/${id}/stages` });
    await screen.findByRole('heading', { name: 'Etapas de selección' });
    return { user, ...view };
  }

  async function addQuestionnaire(user: ReturnType<typeof userEvent.setup>) {
    await user.click(screen.getByRole('button', { name: 'Agregar etapa' }));
    const card = screen.getAllByTestId('stage-card').at(-1)!;
    await user.type(within(card).getByRole('textbox', { name: 'Nombre' }), 'Cuestionario inicial');
    await user.type(within(card).getByRole('textbox', { name: 'Pregunta 1' }), '¿2 + 2?');
    await user.type(within(card).getByRole('textbox', { name: 'Opción 1' }), '3');
    await user.type(within(card).getByRole('textbox', { name: 'Opción 2' }), '4');
    return card;
  }

  it('mirrors the server rules and maps a server detail key onto its field', async () => {
    const id = await createDraft();
    const { user } = await openDesigner(id);
    const card = await addQuestionnaire(user);
    await user.click(screen.getByRole('button', { name: 'Guardar etapas' }));
    expect(await within(card).findByText('Indica cuál es la opción correcta')).toBeInTheDocument();
    await user.click(within(card).getByRole('radio', { name: 'Marcar la opción 2 como correcta' }));
    refuseStagesSave({ 'stages.0.questions.0.options.1.text': 'Opción repetida' });
    await user.click(screen.getByRole('button', { name: 'Guardar etapas' }));
    expect(await within(card).findByText('Opción repetida')).toBeInTheDocument();
    expect(within(card).getByRole('textbox', { name: 'Opción 2' })).toHaveValue('4');
  });

  it("a failed save focuses a summary of the stages' errors whose links lead to the fields", async () => {
    const id = await createDraft();
    const { user } = await openDesigner(id);
    await addQuestionnaire(user);
    await user.clear(screen.getByRole('textbox', { name: 'Nombre' }));
    await user.click(screen.getByRole('button', { name: 'Guardar etapas' }));
    const summary = await screen.findByTestId('error-summary');
    await waitFor(() => expect(summary).toHaveFocus());
    expect(summary).toHaveTextContent('Hay 2 campos por corregir');
    const links = within(summary).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      expect.stringMatching(/^Etapa 1 · Nombre: /),
      'Etapa 1 · Pregunta 1 · Opción correcta: Indica cuál es la opción correcta',
    ]);
    await user.click(links[0]!);
    expect(screen.getByRole('textbox', { name: 'Nombre' })).toHaveFocus();
    await user.click(links[1]!);
    expect(screen.getAllByRole('radio', { name: /como correcta$/ })[0]).toHaveFocus();
  });

  it("an interview's date error is tied to the date picker and read as its description", async () => {
    const id = await createDraft();
    const put = await call('PUT', `/job-offers/${id}/stages`, {
      token: valentinaToken,
      json: { stages: [{ name: 'Entrevista con el equipo', type: 'interview', place: 'Lima' }] },
    });
    expect(put.status).toBe(200);
    const { user } = await openDesigner(id);
    refuseStagesSave({ 'stages.0.scheduledAt': 'La fecha debe ser futura' });
    await user.click(screen.getByRole('button', { name: 'Guardar etapas' }));
    const card = screen.getByTestId('stage-card');
    expect(await within(card).findByText('La fecha debe ser futura')).toBeInTheDocument();
    // MUI X's field is a group of spin buttons: the group and each section carry the message.
    const picker = within(card).getByRole('group', { name: 'Fecha y hora' });
    expect(picker).toHaveAccessibleDescription('La fecha debe ser futura');
    expect(picker).toHaveAttribute('aria-invalid', 'true');
  });

  it('a 409 stage_in_use shows its message and keeps the edits', async () => {
    const id = await createDraft();
    const { user } = await openDesigner(id);
    await addQuestionnaire(user);
    await user.click(screen.getByRole('radio', { name: 'Marcar la opción 2 como correcta' }));
    const message =
      'La etapa «Prueba técnica» tiene postulaciones en curso: no se puede eliminar ni cambiar de tipo';
    server.use(
      http.put(`${API}job-offers/:id/stages`, () =>
        HttpResponse.json({ message, error: 'stage_in_use' }, { status: 409 }),
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Guardar etapas' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('textbox', { name: 'Nombre' })).toHaveValue('Cuestionario inicial');
  });

  it('reorders with the buttons and saves the order', async () => {
    const id = await createDraft();
    const { user } = await openDesigner(id);
    await addQuestionnaire(user);
    await user.click(screen.getByRole('radio', { name: 'Marcar la opción 2 como correcta' }));
    await user.click(screen.getByRole('button', { name: 'Agregar etapa' }));
    const second = screen.getAllByTestId('stage-card')[1]!;
    await user.type(within(second).getByRole('textbox', { name: 'Nombre' }), 'Entrevista final');
    await user.click(within(second).getByRole('combobox', { name: /Tipo/ }));
    await user.click(await screen.findByRole('option', { name: 'Entrevista' }));
    await user.type(within(second).getByRole('textbox', { name: 'Lugar' }), 'Oficina central');
    await user.click(screen.getByRole('button', { name: 'Subir la etapa 2' }));
    const cards = screen.getAllByTestId('stage-card');
    expect(within(cards[0]!).getByRole('heading')).toHaveTextContent('Etapa 1: Entrevista final');
    await user.click(screen.getByRole('button', { name: 'Guardar etapas' }));
    expect(await screen.findByText('Etapas guardadas', {})).toBeInTheDocument();
    const saved = db.jobOffers.get(id)!;
    expect(saved.stages.map((s) => [s.name, s.type])).toEqual([
      ['Entrevista final', 'interview'],
      ['Cuestionario inicial', 'questionnaire'],
    ]);
    expect(saved.stages[0]!.place).toBe('Oficina central');
    expect(saved.stages[1]!.questions[0]!.correctOptionId).toBe(
      saved.stages[1]!.questions[0]!.options[1]!.id,
    );
  });
});
