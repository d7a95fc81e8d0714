import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { http } from 'msw';
import { apiBaseUrl } from '@/app/api';
import { db, ensureDatabase } from '@/mocks/db';
import { call, tokenFor } from '@/mocks/handlers/test-utils';
import { holdBack, recordRequests, server } from '@/test/msw';
import { renderWithApp, setTestToken } from '@/test/render';
import { AttemptReviewPage, ALREADY_DECIDED } from './AttemptReviewPage';
import { SELECT_ALL_LABEL } from './constants';
import type { ReviewAttempt } from './model';
import { EMPTY_QUEUE, ReviewQueuePage } from './ReviewQueuePage';
import { candidateFullName, queueCountText } from './rules';

/** First screens load their code and the queue: slower than a plain render. */

const QUEUE = '/app/recruiter/candidates';
const routes: RouteObject[] = [
  { path: QUEUE, element: <ReviewQueuePage /> },
  { path: `${QUEUE}/attempts/:attemptId`, element: <AttemptReviewPage /> },
];

let token: string;

beforeAll(async () => {
  await ensureDatabase();
  token = await tokenFor('valentina');
});
beforeEach(() => setTestToken(token));
afterEach(() => {
  setTestToken(null);
  vi.restoreAllMocks();
});

/** The queue as the server answers it (the same query the screen's first page makes). */
async function queue(search = ''): Promise<{ data: ReviewAttempt[]; total: number }> {
  const res = await call('GET', `/recruiters/stage-attempts/to-review${search}`, { token });
  expect(res.status).toBe(200);
  return res.body;
}

/** Decide an attempt behind the screen's back (another recruiter, another tab). */
async function decideElsewhere(id: string) {
  const res = await call('PATCH', `/recruiters/stage-attempts/${id}`, {
    token: await tokenFor('andres'),
    json: { status: 'passed', score: 90, feedback: null },
  });
  expect(res.status).toBe(200);
}

/** The queue requests the screen makes from now on. */
const queueRequests = () =>
  recordRequests((_, url) =>
    url.pathname.endsWith('/stage-attempts/to-review') ? url.pathname : undefined,
  );

describe('the queue narrowed to one offer', () => {
  it('from a link: the chip names the offer, the rows are its, and removing it keeps the rest', async () => {
    const all = await queue('?pageSize=100');
    const offer = all.data[0]!.jobOffer!;
    const type = all.data[0]!.stageType;
    const narrowed = await queue(`?jobOfferId=${offer.id}&stageType=${type}`);
    const user = userEvent.setup();
    const { router } = renderWithApp(null, {
      routes,
      path: `${QUEUE}?jobOfferId=${offer.id}&stageType=${type}`,
    });
    const status = await screen.findByRole('status');
    await waitFor(() => expect(status).toHaveTextContent(queueCountText(narrowed.total)));
    const chip = await screen.findByRole('button', {
      name: `Oferta: ${offer.title} (quitar filtro)`,
    });
    const rows = within(screen.getByRole('table', { name: 'Intentos por revisar' }))
      .getAllByRole('row')
      .slice(1);
    expect(rows.length).toBe(Math.min(10, narrowed.total));
    for (const row of rows) expect(row).toHaveTextContent(offer.title);
    // The filter bar's "Oferta" shows it too.
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Oferta' })).toHaveValue(offer.title),
    );

    await user.click(chip);
    expect(router.state.location.search).toBe(`?stageType=${type}`);
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: /^Oferta: / })).not.toBeInTheDocument(),
    );
    const byType = await queue(`?stageType=${type}`);
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(queueCountText(byType.total)),
    );
  });

  it('"Oferta" in the filter bar narrows the queue and combines with the other filters', async () => {
    const all = await queue('?pageSize=100');
    // An offer whose title no other offer of the company has (the list shows titles).
    const titles = db.jobOffers.all().map((o) => `${o.companyId} ${o.title}`);
    const offer = all.data
      .map((a) => a.jobOffer!)
      .find((o) => {
        const companyId = db.jobOffers.get(o.id)!.companyId;
        return titles.filter((t) => t === `${companyId} ${o.title}`).length === 1;
      })!;
    const user = userEvent.setup();
    const { router } = renderWithApp(null, { routes, path: `${QUEUE}?automatizable=false` });
    await screen.findByRole('table', { name: 'Intentos por revisar' });
    await user.click(screen.getByRole('combobox', { name: 'Oferta' }));
    await user.click(await screen.findByRole('option', { name: new RegExp(offer.title) }));
    expect(router.state.location.search).toBe(`?jobOfferId=${offer.id}&automatizable=false`);
    const narrowed = await queue(`?jobOfferId=${offer.id}&automatizable=false`);
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(queueCountText(narrowed.total)),
    );
    expect(
      screen.getByRole('button', { name: `Oferta: ${offer.title} (quitar filtro)` }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Limpiar filtros' }));
    expect(router.state.location.search).toBe('');
  });
});

describe('the queue announces politely', () => {
  it('one status, there from the start, says it is loading and then the count', async () => {
    const { total } = await queue();
    const release = holdBack(`${apiBaseUrl()}recruiters/stage-attempts/to-review`);
    renderWithApp(null, { routes, path: QUEUE });
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('Cargando intentos…');
    release();
    await waitFor(() => expect(status).toHaveTextContent(queueCountText(total)));
    expect(screen.getAllByRole('status')).toEqual([status]);
  });
});

describe('review queue and decision', () => {
  it('a decision invalidates the queue: the decided attempt leaves it and the count drops', async () => {
    const before = await queue();
    const user = userEvent.setup();
    const { router } = renderWithApp(null, { routes, path: QUEUE });
    const table = await screen.findByRole('table', { name: 'Intentos por revisar' });
    expect(
      screen.getByText(
        before.total === 1 ? '1 intento por revisar' : `${before.total} intentos por revisar`,
      ),
    ).toBeInTheDocument();

    const link = within(within(table).getAllByRole('row')[1]!).getAllByRole('link')[0]!;
    const decidedId = decodeURIComponent(
      /attempts\/([^/?]+)/.exec(link.getAttribute('href') ?? '')![1]!,
    );
    await user.click(link);
    await screen.findByRole('heading', { name: 'Decisión' });
    const requests = queueRequests();
    await user.type(
      screen.getByRole('textbox', { name: 'Comentarios para el candidato' }),
      'Muy buen trabajo.',
    );
    await user.click(screen.getByRole('button', { name: 'Aprobar' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Desea continuar con la acción?' });
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText('Intento aprobado')).toBeInTheDocument();
    // The queue the review page holds (for "Siguiente") is asked again at once.
    await waitFor(() => expect(requests.length).toBeGreaterThan(0));

    await act(() => router.navigate(QUEUE));
    const after = before.total - 1;
    expect(
      await screen.findByText(
        after === 1 ? '1 intento por revisar' : `${after} intentos por revisar`,
      ),
    ).toBeInTheDocument();
    const rows = within(screen.getByRole('table', { name: 'Intentos por revisar' })).getAllByRole(
      'row',
    );
    expect(rows.some((row) => row.innerHTML.includes(decidedId))).toBe(false);
  });

  it('a click anywhere on a row opens its review, with the view kept', async () => {
    const user = userEvent.setup();
    const { router } = renderWithApp(null, { routes, path: `${QUEUE}?stageType=technical` });
    const table = await screen.findByRole('table', { name: 'Intentos por revisar' });
    const row = within(table).getAllByRole('row')[1]!;
    const href = within(row).getAllByRole('link')[0]!.getAttribute('href');
    expect(href).toMatch(/\/attempts\/[^?]+\?stageType=technical$/);
    await user.click(within(row).getAllByRole('cell')[2]!);
    await screen.findByRole('heading', { name: 'Decisión' });
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(href);
  });

  it('the attempt links to "Historial del candidato", seen from its offer', async () => {
    const { data } = await queue('?page=1&pageSize=10');
    const attempt = data[0]!;
    renderWithApp(null, { routes, path: `${QUEUE}/attempts/${attempt.id}` });
    expect(
      await screen.findByRole('link', { name: 'Ver historial del candidato' }),
    ).toHaveAttribute(
      'href',
      `/app/recruiter/jobs/${attempt.jobOffer!.id}/candidates/${attempt.candidate!.id}`,
    );
  });

  it('409: an attempt decided meanwhile says "Este intento ya fue evaluado" and shows the result', async () => {
    const { data } = await queue('?page=1&pageSize=10');
    const attempt = data[0]!;
    const user = userEvent.setup();
    renderWithApp(null, { routes, path: `${QUEUE}/attempts/${attempt.id}` });
    const approve = await screen.findByRole('button', { name: 'Aprobar' });
    await decideElsewhere(attempt.id);
    await user.click(approve);
    const dialog = await screen.findByRole('dialog', { name: '¿Desea continuar con la acción?' });
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText(ALREADY_DECIDED)).toBeInTheDocument();
    // Refreshed: the other recruiter's decision is shown and no decision can be sent.
    expect(await screen.findByText(/Resultado: aprobado · Puntaje 90/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Aprobar' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Rechazar' })).not.toBeInTheDocument();
  });

  it('a date filter that cannot be used says why, tied to its field', async () => {
    renderWithApp(null, {
      routes,
      path: `${QUEUE}?startDate=2026-11-20&endDate=2026-11-10`,
    });
    const from = await screen.findByRole('group', { name: 'Desde' });
    const to = screen.getByRole('group', { name: 'Hasta' });
    // Not a red border alone: the reason is the field's description, read with it.
    await waitFor(() =>
      expect(from).toHaveAccessibleDescription('Debe ser igual o anterior a «Hasta»'),
    );
    expect(from).toHaveAttribute('aria-invalid', 'true');
    expect(to).toHaveAccessibleDescription('Debe ser igual o posterior a «Desde»');
  });

  it("bulk rejection: one required reason (and words of one's own), one request, the server summary", async () => {
    const search = '?automatizable=false';
    const { data } = await queue(`${search}&page=1&pageSize=10`);
    const chosen = data.slice(0, 2);
    const sent: Request[] = [];
    const listen = ({ request }: { request: Request }) => {
      if (request.method === 'POST') sent.push(request.clone());
    };
    server.events.on('request:start', listen);
    const user = userEvent.setup();
    renderWithApp(null, { routes, path: `${QUEUE}${search}` });
    await screen.findByRole('table', { name: 'Intentos por revisar' });
    const boxes = screen.getAllByRole('checkbox', { name: /^Seleccionar el intento de / });
    await user.click(boxes[0]!);
    await user.click(boxes[1]!);
    const selection = screen.getByRole('region', { name: 'Acciones sobre la selección' });
    await user.click(within(selection).getByRole('button', { name: 'Rechazar seleccionados' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rechazar 2 intentos' });

    // No reason: nothing is sent, the reasons say why.
    await user.click(within(dialog).getByRole('button', { name: 'Rechazar 2 intentos' }));
    expect(await within(dialog).findByText('Elige un motivo')).toBeInTheDocument();
    // "Otro motivo" needs words of one's own.
    await user.click(within(dialog).getByRole('radio', { name: 'Otro motivo' }));
    await user.click(within(dialog).getByRole('button', { name: 'Rechazar 2 intentos' }));
    expect(
      await within(dialog).findByText('Explica el motivo a los candidatos'),
    ).toBeInTheDocument();
    expect(sent).toHaveLength(0);

    await user.click(within(dialog).getByRole('radio', { name: 'El puesto ya fue cubierto' }));
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Comentario para los candidatos' }),
      'Gracias por postular.',
    );
    // What the candidates will read, before it is sent.
    expect(within(dialog).getByText('Los candidatos leerán')).toBeVisible();
    expect(
      within(dialog).getByText('Motivo: El puesto ya fue cubierto. Gracias por postular.'),
    ).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Rechazar 2 intentos' }));

    const summary = await screen.findByRole('dialog', { name: 'Resultado del rechazo' });
    expect(within(summary).getByText('2 rechazados, 0 omitidos')).toBeInTheDocument();
    expect(sent).toHaveLength(1);
    expect(new URL(sent[0]!.url).pathname).toMatch(/\/recruiters\/stage-attempts\/bulk-reject$/);
    expect(await sent[0]!.json()).toEqual({
      attemptIds: chosen.map((a) => a.id),
      reason: 'position_filled',
      comment: 'Gracias por postular.',
    });
    for (const attempt of chosen) {
      const res = await call('GET', `/recruiters/stage-attempts/${attempt.id}`, { token });
      expect(res.body.data).toMatchObject({
        status: 'failed',
        feedback: 'Motivo: El puesto ya fue cubierto.\nGracias por postular.',
      });
    }
  });

  it('a bulk rejection the server refuses keeps the dialog, the reason and the words', async () => {
    server.use(
      http.post(`${apiBaseUrl()}recruiters/stage-attempts/bulk-reject`, () =>
        Response.json({ message: 'Error interno del servidor' }, { status: 500 }),
      ),
    );
    const user = userEvent.setup();
    renderWithApp(null, { routes, path: QUEUE });
    await screen.findByRole('table', { name: 'Intentos por revisar' });
    await user.click(screen.getAllByRole('checkbox', { name: /^Seleccionar el intento de / })[0]!);
    await user.click(screen.getByRole('button', { name: 'Rechazar seleccionados' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rechazar 1 intento' });
    await user.click(within(dialog).getByRole('radio', { name: 'La entrega está incompleta' }));
    const comment = within(dialog).getByRole('textbox', { name: 'Comentario para los candidatos' });
    await user.type(comment, 'Falta el anexo.');
    await user.click(within(dialog).getByRole('button', { name: 'Rechazar 1 intento' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Error interno del servidor',
    );
    expect(within(dialog).getByRole('radio', { name: 'La entrega está incompleta' })).toBeChecked();
    expect(comment).toHaveValue('Falta el anexo.');
  });

  it('bulk confirmation shows the server summary with each skipped attempt and its reason', async () => {
    const search = '?automatizable=true';
    const { data, total } = await queue(`${search}&page=1&pageSize=10`);
    expect(data.length).toBeGreaterThan(1);
    const user = userEvent.setup();
    renderWithApp(null, { routes, path: `${QUEUE}${search}` });
    await screen.findByRole('table', { name: 'Intentos por revisar' });
    await user.click(screen.getByRole('checkbox', { name: SELECT_ALL_LABEL }));
    const selection = screen.getByRole('region', { name: 'Acciones sobre la selección' });
    expect(within(selection).getByText(`${data.length} seleccionados`)).toBeInTheDocument();

    // One of them is decided by someone else before the confirmation reaches the server.
    const decided = data[1]!;
    await decideElsewhere(decided.id);
    await user.click(within(selection).getByRole('button', { name: 'Confirmar propuestas' }));
    const confirm = await screen.findByRole('dialog', { name: '¿Desea continuar con la acción?' });
    await user.click(within(confirm).getByRole('button', { name: 'Confirmar' }));

    const summary = await screen.findByRole('dialog', { name: 'Resultado de la confirmación' });
    const confirmed = data.length - 1;
    expect(
      within(summary).getByText(
        `${confirmed === 1 ? '1 confirmado' : `${confirmed} confirmados`}, 1 omitido`,
      ),
    ).toBeInTheDocument();
    const skipped = within(summary).getByRole('list', { name: 'Intentos omitidos' });
    expect(
      within(skipped).getByText(`${candidateFullName(decided)} · ${decided.stageName}`),
    ).toBeInTheDocument();
    expect(within(skipped).getByText('Ya fue evaluado')).toBeInTheDocument();
    // jsdom lays nothing out: every element would look hidden to the focus return.
    vi.spyOn(HTMLElement.prototype, 'getClientRects').mockReturnValue([
      new DOMRect(0, 0, 24, 24),
    ] as unknown as DOMRectList);
    await user.click(within(summary).getByRole('button', { name: 'Cerrar' }));

    // The queue reflects the server: none of the page's attempts is left.
    const left = total - data.length;
    expect(
      await screen.findByText(
        left === 0
          ? 'No hay intentos por revisar'
          : left === 1
            ? '1 intento por revisar'
            : `${left} intentos por revisar`,
      ),
    ).toBeInTheDocument();
    // The selection bar that opened the dialogs is gone: the focus goes where it led, the
    // queue's first usable checkbox (or, with no row left, the empty queue's first control,
    // else its message), not to the body nor to the filters.
    /* eslint-disable testing-library/no-node-access -- the empty queue's own control */
    await waitFor(() =>
      expect(document.activeElement).toBe(
        left === 0
          ? (within(
              screen.getByText(EMPTY_QUEUE).closest<HTMLElement>('[data-empty-queue]')!,
            ).queryByRole('button', { name: 'Limpiar filtros' }) ??
              screen.getByText(EMPTY_QUEUE).closest('[data-empty-queue]'))
          : screen.getAllByRole('checkbox').find((box) => !(box as HTMLInputElement).disabled),
      ),
    );
    /* eslint-enable testing-library/no-node-access */
  });
});

describe('a technical attempt beside its task', () => {
  it('the reviewer reads the "Enunciado" and finds its PDF beside the answer', async () => {
    const { data } = await queue('?stageType=technical&page=1&pageSize=20');
    const attempt = data.find((row) => row.textAnswer)!;
    expect(attempt, 'a technical answer in review in the seed').toBeTruthy();
    const stage = (await call('GET', `/stages/${attempt.stageId}`, { token })).body.data;
    expect(stage.statement).toBeTruthy();
    // The stage as it is with a PDF attached to its task.
    const statementFile = {
      id: 'file-1',
      name: 'caso-practico.pdf',
      mimeType: 'application/pdf',
      size: 2048,
      downloadUrl: `/api/v1/stages/${stage.id}/statement-file`,
    };
    server.use(
      http.get(`${apiBaseUrl()}stages/:id`, () =>
        Response.json({ data: { ...stage, statementFile } }),
      ),
    );
    renderWithApp(null, { routes, path: `${QUEUE}/attempts/${attempt.id}` });

    const heading = await screen.findByRole('heading', { name: 'Enunciado' });
    /* eslint-disable testing-library/no-node-access -- the layout: task and answer in one row */
    const task = heading.parentElement!;
    const firstParagraph = (stage.statement as string).split(/\n\s*\n/)[0]!.trim();
    expect(await within(task).findByText(firstParagraph)).toBeVisible();
    expect(
      within(task).getByRole('button', { name: 'Descargar el enunciado (PDF)' }),
    ).toBeVisible();
    // Beside the answer: the task and the answer are the two cells of one row.
    const answer = screen.getByText(attempt.textAnswer!, { exact: false });
    const row = task.parentElement!;
    expect(row).toContainElement(answer);
    expect(row.children).toHaveLength(2);
    /* eslint-enable testing-library/no-node-access */
  });
});
