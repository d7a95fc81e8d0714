import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { apiBaseUrl } from '@/app/api';
import { db } from '@/mocks/db';
import { call, offerWith, pngFile, tokenFor } from '@/mocks/handlers/test-utils';
import { recordRequests, server } from '@/test/msw';
import { withNodeMultipart } from '@/test/nodeMultipart';
import { renderWithApp, setTestToken } from '@/test/render';
import { draftKey } from './drafts';
import { stageLoader, StagePage, StageRouteError, workflowLoader, WorkflowPage } from './pages';
import { stagePath } from './rules';

const routes = [
  {
    path: '/app/jobs/:jobId/workflow',
    loader: workflowLoader,
    Component: WorkflowPage,
    ErrorBoundary: StageRouteError,
    hydrateFallbackElement: <p>Cargando…</p>,
  },
  {
    path: '/app/jobs/:jobId/stages/:stageId',
    loader: stageLoader,
    Component: StagePage,
    ErrorBoundary: StageRouteError,
    hydrateFallbackElement: <p>Cargando…</p>,
  },
  { path: '*', element: <p>otra página</p> },
];

const quiz = {
  name: 'Cuestionario automático',
  type: 'questionnaire',
  autoDecide: true,
  passingScore: 50,
  questions: [
    { text: '¿Cuánto es 2 + 2?', options: [{ text: '3' }, { text: '4' }], correctOptionIndex: 1 },
    {
      text: '¿Capital de Chile?',
      options: [{ text: 'Santiago' }, { text: 'Lima' }],
      correctOptionIndex: 0,
    },
  ],
};
const technical = {
  name: 'Prueba técnica',
  type: 'technical',
  statement: 'Diseña un servicio que reciba pedidos.\n\nExplica cómo lo probarías.',
};
const bender = { name: 'Test de Bender', type: 'psychometric_bender' };
const interview = {
  name: 'Entrevista final',
  type: 'interview',
  scheduledAt: '2026-12-03T14:30:00.000Z',
  place: 'Oficina central, Santiago',
};
const document = {
  name: 'Certificado de título',
  type: 'document',
  description: 'Sube tu certificado.',
};

/** `offerWith` (Camila applied unless told not to), the page calling the API as Camila. */
async function offerForCamila(stages: object[], options: { apply?: boolean } = {}) {
  const made = await offerWith(stages, options);
  setTestToken(made.token);
  return made;
}

/** Every request the app made, as "METHOD path". */
const everyRequest = () =>
  recordRequests((request, url) => `${request.method} ${url.pathname.replace('/api/v1', '')}`);

withNodeMultipart();

beforeEach(() => localStorage.clear());
afterEach(() => {
  setTestToken(null);
});

describe('WorkflowPage', () => {
  it('shows every stage with its status, the current one with "Ir a la etapa"', async () => {
    const { offer, stageIds } = await offerForCamila([quiz, technical, bender]);
    renderWithApp(null, { path: `/app/jobs/${offer.id}/workflow`, routes });
    expect(await screen.findByRole('heading', { level: 1, name: offer.title })).toBeVisible();
    const steps = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(steps).toHaveLength(3);
    expect(within(steps[0]!).getByText('En curso')).toBeVisible();
    expect(within(steps[1]!).getByText('Pendiente')).toBeVisible();
    expect(steps[0]).toHaveAttribute('aria-current', 'step');
    expect(within(steps[0]!).getByRole('link', { name: 'Ir a la etapa' })).toHaveAttribute(
      'href',
      stagePath(offer.id, stageIds[0]!),
    );
    expect(screen.getAllByRole('link', { name: 'Ir a la etapa' })).toHaveLength(1);
  });

  it('with a stage in review: it is the current one, "Ir a la etapa" lands on it, the next is "Siguiente"', async () => {
    const { offer, stageIds, token, applicationId } = await offerForCamila([
      technical,
      quiz,
      bender,
    ]);
    const sent = await call(
      'POST',
      `/evaluations/applications/${applicationId}/stages/${stageIds[0]}/attempt`,
      { token, json: { textAnswer: 'Divido el problema en módulos pequeños.' } },
    );
    expect(sent.status).toBe(201);
    const user = userEvent.setup();
    const { router } = renderWithApp(null, { path: `/app/jobs/${offer.id}/workflow`, routes });
    expect(await screen.findByRole('heading', { level: 1, name: offer.title })).toBeVisible();
    const steps = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(steps[0]).toHaveAttribute('aria-current', 'step');
    expect(within(steps[0]!).getByText('En revisión')).toBeVisible();
    expect(within(steps[0]!).getByText('Etapa actual')).toBeVisible();
    expect(within(steps[0]!).getByText(/^Enviada el /)).toBeVisible();
    expect(steps[1]).not.toHaveAttribute('aria-current');
    expect(within(steps[1]!).getByText('Siguiente')).toBeVisible();
    expect(within(steps[1]!).queryByText('Etapa actual')).not.toBeInTheDocument();
    expect(within(steps[1]!).queryByRole('link', { name: 'Ir a la etapa' })).toBeNull();
    expect(screen.getAllByRole('link', { name: 'Ir a la etapa' })).toHaveLength(1);
    await user.click(within(steps[0]!).getByRole('link', { name: 'Ir a la etapa' }));
    expect(await screen.findByRole('heading', { level: 1, name: technical.name })).toBeVisible();
    expect(router.state.location.pathname).toBe(stagePath(offer.id, stageIds[0]!));
  });

  it('shows the stages as a preview with "Postular" without an application', async () => {
    const { offer } = await offerForCamila([quiz, technical], { apply: false });
    renderWithApp(null, { path: `/app/jobs/${offer.id}/workflow`, routes });
    expect(await screen.findByText(/Todavía no postulaste/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Postular' })).toHaveAttribute(
      'href',
      `/app/candidates/job-offers/${offer.id}/apply`,
    );
    expect(screen.queryByRole('link', { name: 'Ir a la etapa' })).not.toBeInTheDocument();
  });

  it('an unknown offer gives "Sin datos"', async () => {
    setTestToken(await tokenFor('mateo'));
    renderWithApp(null, { path: '/app/jobs/no-existe/workflow', routes });
    expect(await screen.findByRole('heading', { name: 'Sin datos' })).toBeVisible();
  });
});

describe('StagePage', () => {
  it('redirects a stage that is not current to the current one, replacing the history entry', async () => {
    const { offer, stageIds } = await offerForCamila([quiz, technical]);
    const { router } = renderWithApp(null, { path: stagePath(offer.id, stageIds[1]!), routes });
    expect(await screen.findByRole('heading', { level: 1, name: quiz.name })).toBeVisible();
    expect(router.state.location.pathname).toBe(stagePath(offer.id, stageIds[0]!));
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('an unknown stage id gives "Sin datos", not a redirect', async () => {
    const { offer } = await offerForCamila([quiz]);
    const { router } = renderWithApp(null, { path: stagePath(offer.id, 'no-existe'), routes });
    expect(await screen.findByRole('heading', { name: 'Sin datos' })).toBeVisible();
    expect(router.state.location.pathname).toBe(stagePath(offer.id, 'no-existe'));
  });

  it('an auto-decided questionnaire names a missing answer, then shows the result and the next stage', async () => {
    const { offer, stageIds } = await offerForCamila([quiz, technical]);
    const user = userEvent.setup();
    renderWithApp(null, { path: stagePath(offer.id, stageIds[0]!), routes });
    const first = await screen.findByRole('radiogroup', { name: '1. ¿Cuánto es 2 + 2?' });
    await user.click(within(first).getByRole('radio', { name: '4' }));
    await user.click(screen.getByRole('button', { name: 'Enviar respuestas' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Falta responder la pregunta 2.');
    const second = screen.getByRole('radiogroup', { name: '2. ¿Capital de Chile?' });
    await user.click(within(second).getByRole('radio', { name: 'Santiago' }));
    await user.click(screen.getByRole('button', { name: 'Enviar respuestas' }));
    expect(await screen.findByRole('heading', { name: 'Aprobaste esta etapa' })).toBeVisible();
    expect(screen.getByText(/Puntaje:/)).toHaveTextContent('Puntaje: 100 de 100');
    expect(
      screen.getByRole('link', { name: `Ir a la siguiente etapa: ${technical.name}` }),
    ).toHaveAttribute('href', stagePath(offer.id, stageIds[1]!));
    expect(Object.keys(localStorage).filter((k) => k.includes(stageIds[0]!))).toEqual([]);
  });

  it('keeps a technical answer as a draft, refuses a short one, and sends it to review', async () => {
    const { offer, stageIds, applicationId } = await offerForCamila([technical, quiz]);
    const key = draftKey(applicationId!, stageIds[0]!);
    localStorage.setItem(key, JSON.stringify('Mi borrador'));
    const user = userEvent.setup();
    const requests = everyRequest();
    renderWithApp(null, { path: stagePath(offer.id, stageIds[0]!), routes });
    const field = await screen.findByRole('textbox', { name: 'Tu respuesta' });
    expect(field).toHaveValue('Mi borrador');
    // The task is above the answer box, paragraph by paragraph (issue 30.1).
    const task = screen.getByRole('region', { name: 'Enunciado' });
    expect(within(task).getByText('Diseña un servicio que reciba pedidos.')).toBeVisible();
    expect(within(task).getByText('Explica cómo lo probarías.')).toBeVisible();
    expect(task.compareDocumentPosition(field) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await user.clear(field);
    await user.type(field, 'Corto');
    await user.click(screen.getByRole('button', { name: 'Enviar respuesta' }));
    expect(await screen.findByText('Escribe al menos 10 caracteres.')).toBeVisible();
    expect(field).toHaveFocus();
    expect(requests.filter((r) => r.startsWith('POST'))).toEqual([]);
    await user.type(field, ': divido el problema en módulos <script>alert(1)</script>');
    await waitFor(() => expect(JSON.parse(localStorage.getItem(key)!)).toMatch(/^Corto: divido/));
    await user.click(screen.getByRole('button', { name: 'Enviar respuesta' }));
    expect(
      await screen.findByRole('heading', { name: 'Tu respuesta está en revisión' }),
    ).toBeVisible();
    expect(localStorage.getItem(key)).toBeNull();
    const attempt = db.attempts.where('applicationId', applicationId!)[0]!;
    expect(attempt.textAnswer).toContain('<script>alert(1)</script>');
  });

  it('a 409 shows the server message and keeps what was typed', async () => {
    const { offer, stageIds } = await offerForCamila([technical]);
    server.use(
      http.post(
        `${apiBaseUrl()}evaluations/applications/:id/stages/:stageId/attempt`,
        () =>
          HttpResponse.json(
            { message: 'Ya enviaste esta etapa; está en revisión', error: 'stage_not_open' },
            { status: 409 },
          ),
        { once: true },
      ),
    );
    const user = userEvent.setup();
    renderWithApp(null, { path: stagePath(offer.id, stageIds[0]!), routes });
    const field = await screen.findByRole('textbox', { name: 'Tu respuesta' });
    await user.type(field, 'Una respuesta suficientemente larga');
    await user.click(screen.getByRole('button', { name: 'Enviar respuesta' }));
    expect(await screen.findByText('Ya enviaste esta etapa; está en revisión')).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Tu respuesta' })).toHaveValue(
      'Una respuesta suficientemente larga',
    );
  });

  it('a document stage refuses a wrong file before sending anything', async () => {
    const { offer, stageIds } = await offerForCamila([document]);
    const user = userEvent.setup({ applyAccept: false });
    const requests = everyRequest();
    renderWithApp(null, { path: stagePath(offer.id, stageIds[0]!), routes });
    const input = await screen.findByLabelText('Archivo del documento');
    await user.upload(
      input,
      new File(['MZ'], 'programa.exe', { type: 'application/x-msdownload' }),
    );
    expect(await screen.findByText(/Formato no permitido/)).toBeVisible();
    await user.upload(input, new File([], 'vacio.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('El archivo está vacío.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Enviar documento' }));
    expect(requests.filter((r) => r.startsWith('POST'))).toEqual([]);
    await user.upload(
      input,
      new File(['%PDF-1.4 título'], 'titulo.pdf', { type: 'application/pdf' }),
    );
    await user.click(screen.getByRole('button', { name: 'Enviar documento' }));
    expect(
      await screen.findByRole('heading', { name: 'Tu respuesta está en revisión' }),
    ).toBeVisible();
  });

  it('a Bender upload that fails is retried on the same attempt, never a second one', async () => {
    const { offer, stageIds, applicationId } = await offerForCamila([bender]);
    server.use(
      http.post(
        `${apiBaseUrl()}psychometric-tests/bender/upload`,
        () => HttpResponse.json({ message: 'Falla' }, { status: 500 }),
        { once: true },
      ),
    );
    const user = userEvent.setup();
    const requests = everyRequest();
    renderWithApp(null, { path: stagePath(offer.id, stageIds[0]!), routes });
    await user.click(await screen.findByRole('button', { name: 'Enviar dibujo' }));
    expect(
      await screen.findByText(/Dibuja las figuras en el lienzo o sube una foto/),
    ).toBeVisible();
    await user.upload(screen.getByLabelText(/foto del dibujo/i), pngFile('hoja.png', 2048));
    await user.click(screen.getByRole('button', { name: 'Enviar dibujo' }));
    expect(await screen.findByText(/no pudimos subir el dibujo/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Enviar dibujo' }));
    expect(
      await screen.findByRole('heading', { name: 'Tu respuesta está en revisión' }),
    ).toBeVisible();
    const posts = requests.filter((r) => r.startsWith('POST'));
    expect(posts.filter((r) => r.endsWith('/attempt'))).toHaveLength(1);
    expect(posts.filter((r) => r.endsWith('/bender/upload'))).toHaveLength(2);
    const attempts = db.attempts.where('applicationId', applicationId!);
    expect(attempts).toHaveLength(1);
    expect(attempts[0]!.fileId).toBeTruthy();
  });

  it('an interview says when and where, offers the .ics, and confirms with a comment', async () => {
    const { offer, stageIds, applicationId } = await offerForCamila([interview]);
    const user = userEvent.setup();
    renderWithApp(null, { path: stagePath(offer.id, stageIds[0]!), routes });
    const when = new Intl.DateTimeFormat('es', { dateStyle: 'full', timeStyle: 'short' }).format(
      new Date(interview.scheduledAt),
    );
    expect(await screen.findByText(when)).toBeVisible();
    expect(screen.getByText(interview.place)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Agregar al calendario' })).toBeVisible();
    await user.type(
      screen.getByRole('textbox', { name: 'Comentario (opcional)' }),
      'Llegaré 10 minutos antes.',
    );
    await user.click(screen.getByRole('button', { name: 'Confirmar asistencia' }));
    // Confirmed: the details stay, the confirmation is said as such (issue 30.3).
    expect(await screen.findByRole('heading', { name: 'Asistencia confirmada' })).toBeVisible();
    expect(screen.queryByText('Tu respuesta está en revisión')).not.toBeInTheDocument();
    expect(screen.getByText(when)).toBeVisible();
    expect(screen.getByText(interview.place)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Agregar al calendario' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Confirmar asistencia' })).toBeNull();
    const attempt = db.attempts.where('applicationId', applicationId!)[0]!;
    expect(attempt.textAnswer).toBe('Llegaré 10 minutos antes.');
  });

  it('the workflow keeps the interview details before and after confirming', async () => {
    const { offer, stageIds, applicationId, token } = await offerForCamila([interview, technical]);
    const when = new Intl.DateTimeFormat('es', { dateStyle: 'full', timeStyle: 'short' }).format(
      new Date(interview.scheduledAt),
    );
    const { unmount: leaveFirst } = renderWithApp(null, {
      path: `/app/jobs/${offer.id}/workflow`,
      routes,
    });
    let steps = within(await screen.findByRole('list')).getAllByRole('listitem');
    expect(within(steps[0]!).getByText(when)).toBeVisible();
    expect(within(steps[0]!).getByText(interview.place)).toBeVisible();
    leaveFirst();
    const sent = await call(
      'POST',
      `/evaluations/applications/${applicationId}/stages/${stageIds[0]}/attempt`,
      { token, json: { confirmed: true } },
    );
    expect(sent.status).toBe(201);
    renderWithApp(null, { path: `/app/jobs/${offer.id}/workflow`, routes });
    steps = within(await screen.findByRole('list')).getAllByRole('listitem');
    expect(within(steps[0]!).getByText(when)).toBeVisible();
    expect(within(steps[0]!).getByText(interview.place)).toBeVisible();
    expect(within(steps[0]!).getAllByText(/Asistencia confirmada/).length).toBeGreaterThan(0);
    expect(within(steps[0]!).queryByText('En revisión')).not.toBeInTheDocument();
    expect(within(steps[0]!).getByRole('link', { name: 'Ir a la etapa' })).toHaveAttribute(
      'href',
      stagePath(offer.id, stageIds[0]!),
    );
  });
});
