import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { apiBaseUrl } from '@/app/api';
import { tokenFor } from '@/mocks/handlers/test-utils';
import { answerWith, holdBack, recordRequests, server } from '@/test/msw';
import { renderWithApp, setTestToken } from '@/test/render';
import { FavoritesPage } from './FavoritesPage';
import { FeedPage } from './FeedPage';
import { JobSearchPage } from './JobSearchPage';
import { TOGGLE_FAILED_MESSAGE } from './components/useFavoriteToggle';

const OFFERS = `${apiBaseUrl()}candidates/job-offers`;
const SAVED = `${apiBaseUrl()}candidates/saved-job-offers`;
const DETAILS = `${apiBaseUrl()}user/details`;

async function signedInAs(persona: 'camila' | 'mateo') {
  const token = await tokenFor(persona);
  setTestToken(token);
}

/** Every query string the offer list was asked with. */
const recordOfferQueries = () =>
  recordRequests((request, url) =>
    request.method === 'GET' && url.pathname.endsWith('/candidates/job-offers')
      ? url.searchParams
      : undefined,
  );

const cards = () => screen.queryAllByTestId('job-offer-card');

afterEach(() => setTestToken(null));

describe('FeedPage', () => {
  it('one polite status, there from the start, says it is loading and then the count', async () => {
    await signedInAs('camila');
    const release = holdBack(OFFERS);
    renderWithApp(<FeedPage />, { path: '/app/feed' });
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Cargando ofertas…');
    // Once the profile is in, skeletons hold the offers' place.
    expect((await screen.findAllByTestId('job-offer-skeleton')).length).toBeGreaterThan(0);
    release();
    await waitFor(() => expect(status).toHaveTextContent(/^Mostrando 12 de \d+ ofertas$/));
    expect(screen.getByRole('status')).toBe(status);
  });

  it('asks for the offers beside the profile, not after it, and shows them once both are in', async () => {
    await signedInAs('camila');
    const queries = recordOfferQueries();
    const release = holdBack(DETAILS);
    const { store } = renderWithApp(<FeedPage />, { path: '/app/feed' });
    await waitFor(() => expect(queries.map((query) => query.get('sortBy'))).toEqual(['match']));
    // The profile is still on its way: no offers yet, whatever has arrived, and no skeletons
    // (a card for a profile without skills would push them down when it comes).
    expect(screen.getByRole('status')).toHaveTextContent('Cargando ofertas…');
    expect(cards()).toHaveLength(0);
    expect(screen.queryAllByTestId('job-offer-skeleton')).toHaveLength(0);
    // The list says it is busy meanwhile, even once the offers have arrived.
    await waitFor(() =>
      expect(
        Object.values(store.getState().api.queries).some(
          (query) => query?.endpointName === 'getFeed' && query.status === 'fulfilled',
        ),
      ).toBe(true),
    );
    // eslint-disable-next-line testing-library/no-node-access -- the list marked busy has no role of its own
    expect(document.querySelector('[aria-busy="true"]')).not.toBeNull();
    release();
    await waitFor(() => expect(cards()).toHaveLength(12));
    expect(queries).toHaveLength(1);
  });

  it('lists offers best match first, 12 at a time, and "Ver más ofertas" appends the next 12', async () => {
    await signedInAs('camila');
    const queries = recordOfferQueries();
    const user = userEvent.setup();
    renderWithApp(<FeedPage />, { path: '/app/feed' });
    expect(screen.getByRole('heading', { level: 1, name: 'Recomendadas para ti' })).toBeVisible();
    await waitFor(() => expect(cards()).toHaveLength(12));
    expect(queries[0]?.get('sortBy')).toBe('match');
    const percents = screen
      .getAllByText(/^Coincidencia \d+ %$/)
      .map((node) => Number(node.textContent!.match(/\d+/)![0]));
    expect(percents).toEqual([...percents].sort((a, b) => b - a));
    expect(screen.queryByText('Agrega tus habilidades')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ver más ofertas' }));
    await waitFor(() => expect(cards()).toHaveLength(24));
    expect(queries.at(-1)?.get('page')).toBe('2');
  });

  it('invites a candidate without skills to add them, and orders by date', async () => {
    await signedInAs('mateo');
    const queries = recordOfferQueries();
    renderWithApp(<FeedPage />, { path: '/app/feed' });
    const card = await screen.findByRole('heading', { name: 'Agrega tus habilidades' });
    expect(card).toBeVisible();
    // Below the status line (which never moves), above the offers.
    expect(
      screen.getByRole('status').compareDocumentPosition(card) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'Agregar habilidades en Configuración' }),
    ).toHaveAttribute('href', '/app/settings');
    await waitFor(() => expect(cards().length).toBeGreaterThan(0));
    // The match order is asked for beside the profile; once the profile shows no skills, the
    // date order is, and only its offers are shown.
    expect(queries.map((query) => query.get('sortBy'))).toEqual(['match', 'date']);
    expect(screen.queryByText(/^Coincidencia/)).not.toBeInTheDocument();
  });

  it('a failed load says so in Spanish and "Reintentar" loads again', async () => {
    await signedInAs('camila');
    server.use(
      http.get(OFFERS, () => HttpResponse.json({ message: 'No' }, { status: 400 }), { once: true }),
    );
    const user = userEvent.setup();
    renderWithApp(<FeedPage />, { path: '/app/feed' });
    expect(await screen.findByText(/No pudimos cargar las ofertas/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    await waitFor(() => expect(cards()).toHaveLength(12));
  });

  it('the search box leads to the job search with the text', async () => {
    await signedInAs('camila');
    const user = userEvent.setup();
    const { router } = renderWithApp(<FeedPage />, { path: '/app/feed' });
    await user.type(screen.getByRole('searchbox', { name: 'Buscar ofertas' }), 'Diseño UX{Enter}');
    expect(router.state.location.pathname).toBe('/app/jobs/');
    expect(router.state.location.search).toBe('?search=Dise%C3%B1o+UX');
  });
});

describe('JobSearchPage', () => {
  it('reads the view from the URL and writes the filters to it', async () => {
    await signedInAs('camila');
    const queries = recordOfferQueries();
    const user = userEvent.setup();
    const { router } = renderWithApp(<JobSearchPage />, {
      path: '/app/jobs/?page=2&pageSize=nope&modality=teletrabajo',
    });
    await waitFor(() => expect(cards()).toHaveLength(12));
    expect(screen.getByRole('status')).toHaveTextContent(/^\d+ ofertas$/);
    expect(queries[0]?.get('page')).toBe('2');
    expect(queries[0]?.get('pageSize')).toBe('12');
    expect(queries[0]?.has('modality')).toBe(false);
    expect(screen.getByRole('button', { name: 'Página actual, 2' })).toHaveAttribute(
      'aria-current',
    );

    await user.click(screen.getByRole('combobox', { name: 'Categoría' }));
    await user.click(await screen.findByRole('option', { name: 'Tecnología' }));
    expect(router.state.location.search).toBe('?category=Tecnolog%C3%ADa');
    await waitFor(() => expect(queries.at(-1)?.get('category')).toBe('Tecnología'));
    expect(screen.getByRole('combobox', { name: 'Categoría' })).toHaveTextContent('Tecnología');

    await user.click(screen.getByRole('combobox', { name: 'Modalidad' }));
    await user.click(await screen.findByRole('option', { name: 'Remoto' }));
    expect(router.state.location.search).toBe('?category=Tecnolog%C3%ADa&modality=remoto');
  });

  it('an empty result offers "Limpiar filtros"; Enter searches at once, text kept as typed', async () => {
    await signedInAs('camila');
    const user = userEvent.setup();
    const { router } = renderWithApp(<JobSearchPage />, { path: '/app/jobs/' });
    const box = screen.getByRole('searchbox', { name: 'Buscar' });
    await user.click(box);
    await user.paste('XyZ inexistente');
    await user.keyboard('{Enter}');
    expect(router.state.location.search).toBe('?search=XyZ+inexistente');
    expect(await screen.findByText('No encontramos ofertas con esos filtros')).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('0 ofertas');
    await user.click(screen.getByRole('button', { name: 'Limpiar filtros' }));
    expect(router.state.location.search).toBe('');
    await waitFor(() => expect(box).toHaveValue(''));
    await waitFor(() => expect(cards()).toHaveLength(12));
  });

  it('saving is shown at once and undone when the server fails', async () => {
    await signedInAs('camila');
    answerWith('patch', SAVED, 500, { message: 'Error' });
    const user = userEvent.setup();
    const { store } = renderWithApp(<JobSearchPage />, { path: '/app/jobs/' });
    await waitFor(() => expect(cards()).toHaveLength(12));
    const card = cards().find(
      (node) => within(node).queryByRole('button', { name: 'Guardar en favoritos' }) !== null,
    )!;
    const toggle = within(card).getByRole('button', { name: 'Guardar en favoritos' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await user.click(toggle);
    await waitFor(() =>
      expect(within(card).getByRole('button', { name: 'Guardar en favoritos' })).toHaveAttribute(
        'aria-pressed',
        'false',
      ),
    );
    expect(store.getState().snackbar.queue.map((s) => s.message)).toContain(TOGGLE_FAILED_MESSAGE);
  });

  it('saving changes the button before the server answers, with no new style', async () => {
    await signedInAs('camila');
    const release = holdBack(SAVED, 'patch', () =>
      HttpResponse.json({ data: { jobId: 'x', saved: true } }),
    );
    const user = userEvent.setup();
    renderWithApp(<JobSearchPage />, { path: '/app/jobs/' });
    await waitFor(() => expect(cards()).toHaveLength(12));
    const card = cards().find(
      (node) => within(node).queryByRole('button', { name: 'Guardar en favoritos' }) !== null,
    )!;
    const heart = within(card).getByRole('button', { name: 'Guardar en favoritos' });
    const classes = heart.className;
    await user.click(heart);
    // Waits for the optimistic update (a render away), while the server has not answered yet.
    const saved = await within(card).findByRole('button', { name: 'Quitar de favoritos' });
    expect(saved).toHaveAttribute('aria-pressed', 'true');
    // The saved look hangs on `aria-pressed`, not on a class of its own: a new class is a new
    // CSS rule, which the browser's styles must take in inside the click's frame.
    expect(saved.className).toBe(classes);
    release();
  });

  it('renders offer text as text, never as HTML', async () => {
    await signedInAs('camila');
    const evil = '<img src=x onerror=alert(1)>';
    server.use(
      http.get(OFFERS, () =>
        HttpResponse.json({
          data: [
            {
              id: 'evil',
              title: `${evil} Ingeniero/a`,
              description: evil,
              category: 'Tecnología',
              city: 'Lima',
              country: 'Perú',
              modality: 'remoto',
              seniority: 'junior',
              requiredSkills: [evil],
              salary: null,
              status: 'closed',
              company: evil,
              stages: [],
              createdAt: new Date().toISOString(),
              applicationId: null,
              saved: false,
              match: { percent: 0, matched: [], missing: [evil] },
            },
          ],
          page: 1,
          pageSize: 12,
          total: 1,
          totalPages: 1,
        }),
      ),
    );
    renderWithApp(<JobSearchPage />, { path: '/app/jobs/' });
    const link = await screen.findByRole('link', { name: `${evil} Ingeniero/a` });
    expect(link).toHaveAttribute('href', '/app/candidates/job-offers/evil/apply');
    const card = cards()[0]!;
    // eslint-disable-next-line testing-library/no-node-access -- no <img> at all, decorative (alt="") ones included
    expect(card.querySelector('img')).toBeNull();
    // The company (a plain string, wrapped) and the missing skill, as text.
    expect(within(card).getAllByText(evil)).toHaveLength(2);
    expect(within(card).getByText('Cerrada')).toBeVisible();
    expect(within(card).getByText('Publicada hoy')).toBeVisible();
  });
});

describe('FavoritesPage', () => {
  it('lists the saved offers; un-saving removes the card at once, "Deshacer" brings it back', async () => {
    await signedInAs('camila');
    const user = userEvent.setup();
    renderWithApp(<FavoritesPage />, { path: '/app/favorites' });
    await waitFor(() => expect(cards().length).toBeGreaterThan(0));
    const before = cards().length;
    const title = within(cards()[0]!).getAllByRole('link')[0]!.textContent!;
    const release = holdBack(SAVED, 'patch');
    await user.click(within(cards()[0]!).getByRole('button', { name: 'Quitar de favoritos' }));
    // At once: while the server has not answered yet (the store tells the page on its next
    // frame, RTK's auto-batching, hence a wait).
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: title })).not.toBeInTheDocument(),
    );
    release();
    expect(await screen.findByText(`Quitaste «${title}» de favoritos`)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Deshacer' }));
    expect(await screen.findByRole('link', { name: title })).toBeVisible();
    await waitFor(() => expect(cards()).toHaveLength(before));
  });

  it('says "Todavía no guardaste ofertas" with a way to the search', async () => {
    await signedInAs('mateo');
    renderWithApp(<FavoritesPage />, { path: '/app/favorites' });
    expect(await screen.findByText('Todavía no guardaste ofertas')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Buscar ofertas' })).toHaveAttribute(
      'href',
      '/app/jobs/',
    );
  });
});
