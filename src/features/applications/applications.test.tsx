import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { apiBaseUrl } from '@/app/api';
import { call, tokenFor } from '@/mocks/handlers/test-utils';
import { answerWith, holdBack } from '@/test/msw';
import { renderWithApp, setTestToken } from '@/test/render';
import { ApplicationsPanel } from './components/ApplicationsPanel';
import { applyLoader } from './loader';
import { ApplyPage, OfferRouteError } from './pages';

const APPLY = `${apiBaseUrl()}job-offers/:id/apply`;
const SAVED = `${apiBaseUrl()}candidates/saved-job-offers`;

interface OfferRow {
  id: string;
  title: string;
  applicationId: string | null;
  status: string;
}

/** Signs Camila in and finds a published offer she has not applied to. */
async function camilaAndAnOpenOffer(): Promise<OfferRow> {
  const token = await tokenFor('camila');
  setTestToken(token);
  const { body } = await call<{ data: OfferRow[] }>('GET', '/candidates/job-offers?pageSize=30', {
    token,
  });
  const offer = body.data.find((o) => !o.applicationId && o.status === 'published');
  if (!offer) throw new Error('the seed has no open offer for Camila');
  return offer;
}

/** The apply route as the app has it (with its loader), and the workflow it leads to. */
function renderApply(offerId: string) {
  return renderWithApp(null, {
    path: `/app/candidates/job-offers/${offerId}/apply`,
    routes: [
      {
        path: '/app/candidates/job-offers/:jobOfferId/apply',
        loader: applyLoader,
        element: <ApplyPage />,
        hydrateFallbackElement: <p>Cargando</p>,
      },
      { path: '/app/jobs/:jobId/workflow', element: <p>Pantalla del proceso</p> },
    ],
  });
}

/** Camila on the apply screen of an open offer, once its form is shown. */
async function openApplyForm() {
  const offer = await camilaAndAnOpenOffer();
  const user = userEvent.setup();
  const { router } = renderApply(offer.id);
  expect(await screen.findByRole('heading', { level: 1, name: offer.title })).toBeVisible();
  const region = screen.getByRole('region', { name: 'Postular a esta oferta' });
  const cvGroup = await within(region).findByRole('radiogroup', { name: 'CV' });
  const apply = () => user.click(within(region).getByRole('button', { name: 'Postular' }));
  return { offer, user, router, region, cvGroup, apply };
}

afterEach(() => setTestToken(null));

describe('applying to an offer', () => {
  it('a 201 says "Postulación enviada" and goes to the workflow', async () => {
    const { offer, router, cvGroup, apply } = await openApplyForm();
    // The newest CV is chosen.
    expect(within(cvGroup).getAllByRole('radio')[0]).toBeChecked();
    await apply();
    expect(await screen.findByText('Pantalla del proceso')).toBeVisible();
    expect(router.state.location.pathname).toBe(`/app/jobs/${offer.id}/workflow`);
    expect(await screen.findByText('Postulación enviada')).toBeVisible();
  });

  it('a 409 already_applied replaces the form by "Ya postulaste a esta oferta"', async () => {
    const { offer, router, region, apply } = await openApplyForm();
    answerWith('post', APPLY, 409, {
      message: 'Ya postulaste a esta oferta',
      error: 'already_applied',
    });
    await apply();

    expect(await within(region).findByText('Ya postulaste a esta oferta')).toBeVisible();
    expect(within(region).getByRole('link', { name: 'Ver mi proceso' })).toHaveAttribute(
      'href',
      `/app/jobs/${offer.id}/workflow`,
    );
    expect(within(region).queryByRole('button', { name: 'Postular' })).not.toBeInTheDocument();
    expect(within(region).queryByRole('radiogroup', { name: 'CV' })).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/app/candidates/job-offers/${offer.id}/apply`);
  });

  it('a 409 offer_closed says the offer no longer takes applications', async () => {
    const { region, apply } = await openApplyForm();
    answerWith('post', APPLY, 409, {
      message: 'Esta oferta ya no recibe postulaciones',
      error: 'offer_closed',
    });
    await apply();
    expect(await within(region).findByText('Esta oferta ya no recibe postulaciones')).toBeVisible();
    expect(within(region).queryByRole('button', { name: 'Postular' })).not.toBeInTheDocument();
  });

  it('a 422 on cvId shows its message by the CV field and keeps the letter and the CV', async () => {
    const { user, region, cvGroup, apply } = await openApplyForm();
    answerWith('post', APPLY, 422, {
      message: 'Hay datos inválidos',
      error: 'validation_error',
      details: { cvId: 'Selecciona uno de tus CVs' },
    });
    const radios = within(cvGroup).getAllByRole('radio');
    const second = radios[1] ?? radios[0]!;
    await user.click(second);
    const letter = within(region).getByRole('textbox', { name: 'Carta de presentación' });
    await user.type(letter, 'Me interesa esta oferta.');
    await apply();

    await waitFor(() => expect(cvGroup).toHaveAccessibleDescription('Selecciona uno de tus CVs'));
    expect(letter).toHaveValue('Me interesa esta oferta.');
    expect(second).toBeChecked();
    expect(within(region).getByRole('button', { name: 'Postular' })).toBeEnabled();
  });

  it("the favourites toggle is the jobs feature's: at once, undone when the server fails", async () => {
    const { user } = await openApplyForm();
    const save = screen.getByRole('button', { name: 'Guardar en favoritos' });
    expect(save).toHaveAttribute('aria-pressed', 'false');
    await user.click(save);
    const saved = await screen.findByRole('button', { name: 'Quitar de favoritos' });
    expect(saved).toHaveAttribute('aria-pressed', 'true');

    answerWith('patch', SAVED, 500, { message: 'Error interno del servidor' });
    await user.click(saved);
    expect(
      await screen.findByText('No se pudo actualizar tus favoritos. Inténtalo de nuevo.'),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Quitar de favoritos' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('an unknown offer id gives "Sin datos"', async () => {
    await camilaAndAnOpenOffer();
    renderWithApp(null, {
      path: '/app/candidates/job-offers/no-existe/apply',
      routes: [
        {
          path: '/app/candidates/job-offers/:jobOfferId/apply',
          loader: applyLoader,
          element: <ApplyPage />,
          hydrateFallbackElement: <p>Cargando</p>,
          errorElement: <OfferRouteError />,
        },
      ],
    });
    expect(await screen.findByRole('heading', { name: 'Sin datos' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Volver' })).toHaveAttribute('href', '/app/jobs/');
  });
});

describe('"Postulaciones" announces politely', () => {
  it('one status, there from the start, says it is loading and then how many there are', async () => {
    setTestToken(await tokenFor('camila'));
    const { body } = await call<{ total: number }>('GET', '/candidates/applications?pageSize=10', {
      token: await tokenFor('camila'),
    });
    const release = holdBack(`${apiBaseUrl()}candidates/applications`);
    renderWithApp(<ApplicationsPanel page={1} onPage={() => {}} />, { path: '/app/my-cvs' });
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('Cargando postulaciones…');
    release();
    await waitFor(() =>
      expect(status).toHaveTextContent(
        body.total === 1 ? '1 postulación' : `${body.total} postulaciones`,
      ),
    );
    expect(screen.getByRole('status')).toBe(status);
  });
});

describe('"Postulaciones" and an interview (issue 30.3)', () => {
  it('shows the interview date and place before and after confirming, then "Asistencia confirmada"', async () => {
    const scheduledAt = '2026-12-03T14:30:00.000Z';
    const place = 'Oficina central, Santiago';
    const created = await call<{ data: { id: string; stages: { id: string }[] } }>(
      'POST',
      '/job-offers',
      {
        token: await tokenFor('valentina'),
        json: {
          title: 'Analista de Entrevistas',
          description: 'Una oferta con una entrevista como primera etapa.',
          category: 'Datos',
          city: 'Lima',
          country: 'Perú',
          modality: 'híbrido',
          seniority: 'semi-senior',
          status: 'published',
          stages: [
            { name: 'Entrevista con el equipo', type: 'interview', scheduledAt, place },
            { name: 'Prueba técnica', type: 'technical', statement: 'Resuelve el caso.' },
          ],
        },
      },
    );
    const offer = created.body.data;
    const token = await tokenFor('camila');
    setTestToken(token);
    const cvs = await call<{ data: { id: string }[] }>('GET', '/cv/', { token });
    const applied = await call<{ data: { id: string } }>('POST', `/job-offers/${offer.id}/apply`, {
      token,
      json: { cvId: cvs.body.data[0]!.id },
    });
    expect(applied.status).toBe(201);
    const when = new Intl.DateTimeFormat('es', { dateStyle: 'full', timeStyle: 'short' }).format(
      new Date(scheduledAt),
    );

    const { unmount: leaveBefore } = renderWithApp(
      <ApplicationsPanel page={1} onPage={() => {}} />,
      {
        path: '/app/my-cvs',
      },
    );
    let row = await screen.findByRole('listitem', { name: 'Analista de Entrevistas' });
    expect(within(row).getByText(when)).toBeVisible();
    expect(within(row).getByText(place)).toBeVisible();
    expect(within(row).queryByText('Asistencia confirmada')).not.toBeInTheDocument();
    leaveBefore();

    const sent = await call(
      'POST',
      `/evaluations/applications/${applied.body.data.id}/stages/${offer.stages[0]!.id}/attempt`,
      { token, json: { confirmed: true } },
    );
    expect(sent.status).toBe(201);
    renderWithApp(<ApplicationsPanel page={1} onPage={() => {}} />, { path: '/app/my-cvs' });
    row = await screen.findByRole('listitem', { name: 'Analista de Entrevistas' });
    expect(within(row).getByText(when)).toBeVisible();
    expect(within(row).getByText(place)).toBeVisible();
    expect(within(row).getAllByText(/Asistencia confirmada/).length).toBeGreaterThan(0);
    expect(within(row).getAllByText('Entrevista con el equipo')[0]).toBeVisible();
  });
});
