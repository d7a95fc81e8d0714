import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import {
  intersectionMockInstance,
  mockIsIntersecting,
} from 'react-intersection-observer/test-utils';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { apiBaseUrl } from '@/app/api';
import { call, tokenFor } from '@/mocks/handlers/test-utils';
import { server } from '@/test/msw';
import { renderWithApp, setTestToken } from '@/test/render';
import { DashboardPage } from './DashboardPage';
import { CHART_DRAW_MARGIN } from './components/ChartFigure';
import { formatCount, formatHours, formatPercent } from './format';
import type { JobOfferMetrics } from './model';

const METRICS = `${apiBaseUrl()}job-offers/metrics`;
const PATH = '/app/recruiter/dashboard';

let token = '';
beforeEach(async () => {
  token = await tokenFor('andres');
  setTestToken(token);
});
afterEach(() => setTestToken(null));

function renderDashboard(path = PATH) {
  return renderWithApp(null, {
    path,
    routes: [{ path: PATH, element: <DashboardPage /> }],
  });
}

const figure = (name: string) => screen.getByRole('region', { name });
/** The large value of a figure card (its first paragraph). */
const valueOf = (name: string) => figure(name).querySelector('p')?.textContent;

async function metricsFor(jobOfferId?: string): Promise<JobOfferMetrics> {
  const query = jobOfferId ? `?jobOfferId=${jobOfferId}` : '';
  const answer = await call('GET', `/job-offers/metrics${query}`, { token });
  return answer.body.data as JobOfferMetrics;
}

const emptyMetrics = (): JobOfferMetrics => ({
  offers: { total: 0, draft: 0, published: 0, closed: 0 },
  applications: { total: 0, inProgress: 0, hired: 0, rejected: 0, last30Days: 0 },
  stageStatuses: { in_progress: 0, pending: 0, reviewing: 0, passed: 0, failed: 0 },
  pendingReviews: { total: 0, automatizable: 0, oldestSubmittedAt: null },
  attempts: { passed: 0, failed: 0, passRate: null },
  averageReviewHours: null,
  applicationsByCategory: [],
  applicationsByDay: [],
  topOffers: [],
});

describe('DashboardPage', () => {
  it('shows the company figures the API answers, and charts with a text alternative', async () => {
    const expected = await metricsFor();
    renderDashboard();
    await waitFor(() =>
      expect(valueOf('Ofertas publicadas')).toBe(formatCount(expected.offers.published)),
    );
    expect(valueOf('Postulaciones (últimos 30 días)')).toBe(
      formatCount(expected.applications.last30Days),
    );
    expect(valueOf('Revisiones pendientes')).toBe(formatCount(expected.pendingReviews.total));
    expect(valueOf('Tasa de aprobación')).toBe(formatPercent(expected.attempts.passRate));
    expect(valueOf('Tiempo medio de revisión')).toBe(formatHours(expected.averageReviewHours));

    // The category chart is readable as a table with the same numbers.
    const table = screen.getByRole('table', { name: 'Postulaciones por categoría' });
    const first = expected.applicationsByCategory[0]!;
    const row = within(table).getByRole('row', { name: new RegExp(first.category) });
    expect(within(row).getByRole('cell')).toHaveTextContent(formatCount(first.count));
    expect(
      screen.getByRole('table', { name: 'Postulaciones por día (últimos 30 días)' }),
    ).toBeInTheDocument();
    // Top offers link to their pages.
    const top = expected.topOffers[0]!;
    expect(screen.getByRole('link', { name: top.title })).toHaveAttribute(
      'href',
      `/app/recruiter/jobs/${top.id}`,
    );
  });

  // The test utilities stand in for the browser's IntersectionObserver in every test of this
  // file: a figure is near the viewport only when a test says so.
  it('draws a chart only once its figure comes near the viewport; its table is there before', async () => {
    const expected = await metricsFor();
    renderDashboard();
    const name = 'Postulaciones por categoría';
    const chart = screen.getByRole('figure', { name });
    await waitFor(() =>
      expect(valueOf('Ofertas publicadas')).toBe(formatCount(expected.offers.published)),
    );
    const first = expected.applicationsByCategory[0]!;
    expect(
      within(screen.getByRole('table', { name })).getByRole('row', {
        name: new RegExp(first.category),
      }),
    ).toBeInTheDocument();
    expect(intersectionMockInstance(chart).rootMargin).toBe(CHART_DRAW_MARGIN);
    expect(chart.querySelector('svg')).toBeNull();
    // Nothing shows as loading meanwhile: the numbers have arrived.
    expect(chart.querySelector('.MuiSkeleton-root')).toBeNull();

    mockIsIntersecting(chart, true);
    await waitFor(() => expect(chart.querySelector('svg')).not.toBeNull(), { timeout: 10_000 });
    // The other figures are still waiting.
    expect(
      screen.getByRole('figure', { name: 'Etapas por estado' }).querySelector('svg'),
    ).toBeNull();
  }, 20_000);

  it('reloads the metrics for one offer and keeps it in the URL', async () => {
    const company = await metricsFor();
    const offer = company.topOffers[0]!;
    const expected = await metricsFor(offer.id);
    const user = userEvent.setup();
    const { router } = renderDashboard();
    const select = await screen.findByRole('combobox', { name: 'Oferta' });
    await waitFor(() =>
      expect(valueOf('Ofertas publicadas')).toBe(formatCount(company.offers.published)),
    );
    await user.click(select);
    await user.click(await screen.findByRole('option', { name: new RegExp(offer.title) }));
    expect(router.state.location.search).toBe(`?jobOfferId=${offer.id}`);
    await waitFor(() =>
      expect(valueOf('Postulaciones (últimos 30 días)')).toBe(
        formatCount(expected.applications.last30Days),
      ),
    );
    expect(valueOf('Ofertas publicadas')).toBe(formatCount(expected.offers.published));
    expect(screen.getByText(`Métricas de la oferta «${offer.title}».`)).toBeInTheDocument();
  });

  it('asks for the offer list only when the selector is used, or an offer is selected', async () => {
    const asked: string[] = [];
    const listen = ({ request }: { request: Request }) => {
      if (new URL(request.url).pathname.endsWith('/job-offers/')) asked.push(request.url);
    };
    server.events.on('request:start', listen);
    try {
      const company = await metricsFor();
      const offer = company.topOffers[0]!;
      const user = userEvent.setup();
      const { unmount } = renderDashboard();
      await waitFor(() =>
        expect(valueOf('Ofertas publicadas')).toBe(formatCount(company.offers.published)),
      );
      expect(asked).toEqual([]);
      await user.click(screen.getByRole('combobox', { name: 'Oferta' }));
      expect(
        await screen.findByRole('option', { name: new RegExp(offer.title) }),
      ).toBeInTheDocument();
      expect(asked).toHaveLength(1);
      unmount();
      // A link to one offer's figures: its title comes from the list, asked for at once.
      renderDashboard(`${PATH}?jobOfferId=${offer.id}`);
      expect(
        await screen.findByText(`Métricas de la oferta «${offer.title}».`),
      ).toBeInTheDocument();
      expect(asked).toHaveLength(2);
    } finally {
      server.events.removeListener('request:start', listen);
    }
  });

  it('shows missing figures as a dash, never NaN or null', async () => {
    server.use(http.get(METRICS, () => HttpResponse.json({ data: emptyMetrics() })));
    renderDashboard();
    await waitFor(() => expect(valueOf('Tasa de aprobación')).toBe('—'));
    expect(valueOf('Tiempo medio de revisión')).toBe('—');
    expect(valueOf('Revisiones pendientes')).toBe('0');
    expect(figure('Revisiones pendientes')).toHaveTextContent('Nada por revisar');
    expect(document.body).not.toHaveTextContent(/NaN|null|undefined/);
  });

  it('offers "Reintentar" when the metrics fail', async () => {
    let fail = true;
    server.use(
      http.get(METRICS, () =>
        fail
          ? HttpResponse.json({ message: 'Error interno del servidor' }, { status: 500 })
          : HttpResponse.json({ data: emptyMetrics() }),
      ),
    );
    const user = userEvent.setup();
    renderDashboard();
    const retry = await screen.findByRole('button', { name: 'Reintentar' });
    fail = false;
    await user.click(retry);
    const rate = await screen.findByRole('region', { name: 'Tasa de aprobación' });
    // Its skeleton first (the figures are asked for again), then the answer.
    await waitFor(() => expect(rate).toHaveTextContent('—'));
  }, 20_000);
});
