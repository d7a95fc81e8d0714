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
import { formatCount, formatDuration, formatPercent } from '@/shared/domain';
import type { JobOfferMetrics } from './model';
import { addDays, browserTimeZone, localToday } from './period';

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
const valueOf = (name: string) => within(figure(name)).getAllByRole('paragraph')[0]?.textContent;

/** The metrics the API answers for the last `days` local days (the browser's), as the page asks. */
async function metricsFor(jobOfferId?: string, days = 30): Promise<JobOfferMetrics> {
  const today = localToday();
  const query = new URLSearchParams({
    from: addDays(today, 1 - days),
    to: today,
    tz: browserTimeZone(),
  });
  if (jobOfferId) query.set('jobOfferId', jobOfferId);
  const answer = await call('GET', `/job-offers/metrics?${query.toString()}`, { token });
  return answer.body.data as JobOfferMetrics;
}

const emptyMetrics = (): JobOfferMetrics => ({
  period: { from: '2026-10-29', to: '2026-11-27', tz: 'UTC', days: 30 },
  offers: { total: 0, draft: 0, published: 0, closed: 0 },
  applications: { total: 0, inProgress: 0, hired: 0, rejected: 0 },
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
      formatCount(expected.applications.total),
    );
    expect(valueOf('Revisiones pendientes')).toBe(formatCount(expected.pendingReviews.total));
    expect(valueOf('Tasa de aprobación')).toBe(formatPercent(expected.attempts.passRate));
    expect(valueOf('Tiempo medio de revisión')).toBe(formatDuration(expected.averageReviewHours));

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
    // eslint-disable-next-line testing-library/no-node-access -- whether the chart's SVG is drawn yet
    expect(chart.querySelector('svg')).toBeNull();
    // Nothing shows as loading meanwhile: the numbers have arrived.
    // eslint-disable-next-line testing-library/no-node-access -- MUI's skeleton has no role
    expect(chart.querySelector('.MuiSkeleton-root')).toBeNull();

    mockIsIntersecting(chart, true);
    // eslint-disable-next-line testing-library/no-node-access -- whether the chart's SVG is drawn yet
    await waitFor(() => expect(chart.querySelector('svg')).not.toBeNull());
    // The other figures are still waiting.
    const stagesChart = screen.getByRole('figure', { name: 'Etapas por estado' });
    // eslint-disable-next-line testing-library/no-node-access -- whether the chart's SVG is drawn yet
    expect(stagesChart.querySelector('svg')).toBeNull();
  });

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
        formatCount(expected.applications.total),
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

  it('"Periodo": every figure follows it, in the URL, counted in the browser\'s local days', async () => {
    const asked: URL[] = [];
    const listen = ({ request }: { request: Request }) => {
      const url = new URL(request.url);
      if (url.pathname.endsWith('/job-offers/metrics')) asked.push(url);
    };
    server.events.on('request:start', listen);
    try {
      const month = await metricsFor();
      const week = await metricsFor(undefined, 7);
      const user = userEvent.setup();
      const { router } = renderDashboard();
      await waitFor(() =>
        expect(valueOf('Postulaciones (últimos 30 días)')).toBe(
          formatCount(month.applications.total),
        ),
      );
      const today = localToday();
      expect(asked.at(-1)!.searchParams.get('from')).toBe(addDays(today, -29));
      expect(asked.at(-1)!.searchParams.get('to')).toBe(today);
      expect(asked.at(-1)!.searchParams.get('tz')).toBe(browserTimeZone());

      await user.click(screen.getByRole('combobox', { name: 'Periodo' }));
      await user.click(screen.getByRole('option', { name: 'Últimos 7 días' }));
      expect(router.state.location.search).toBe('?period=7d');
      await waitFor(() =>
        expect(valueOf('Postulaciones (últimos 7 días)')).toBe(
          formatCount(week.applications.total),
        ),
      );
      expect(asked.at(-1)!.searchParams.get('from')).toBe(addDays(today, -6));
      expect(valueOf('Revisiones pendientes')).toBe(formatCount(week.pendingReviews.total));
      expect(valueOf('Tasa de aprobación')).toBe(formatPercent(week.attempts.passRate));
      // The day chart's table has the period's days, and they add up to the figure.
      const days = within(
        screen.getByRole('table', { name: 'Postulaciones por día (últimos 7 días)' }),
      ).getAllByRole('row');
      expect(days).toHaveLength(1 + 7);
      const total = days
        .slice(1)
        .reduce((n, row) => n + Number(within(row).getByRole('cell').textContent), 0);
      expect(formatCount(total)).toBe(valueOf('Postulaciones (últimos 7 días)'));
      // "Revisar en Tareas" opens the queue on the same days.
      expect(
        within(figure('Revisiones pendientes')).getByRole('link', { name: 'Revisar en Tareas' }),
      ).toHaveAttribute(
        'href',
        `/app/recruiter/candidates?startDate=${addDays(today, -6)}&endDate=${today}`,
      );

      // "Personalizado" starts from the days shown, then the dates are the URL's.
      await user.click(screen.getByRole('combobox', { name: 'Periodo' }));
      await user.click(screen.getByRole('option', { name: 'Personalizado' }));
      expect(router.state.location.search).toBe(`?from=${addDays(today, -6)}&to=${today}`);
      expect(await screen.findByRole('group', { name: 'Desde' })).toBeInTheDocument();
      expect(screen.getByRole('group', { name: 'Hasta' })).toBeInTheDocument();
    } finally {
      server.events.removeListener('request:start', listen);
    }
  });

  it('a custom range from a link: its days in the titles; one too long is explained, not asked', async () => {
    const answered = await call(
      'GET',
      `/job-offers/metrics?from=2026-01-05&to=2026-01-11&tz=${encodeURIComponent(browserTimeZone())}`,
      { token },
    );
    const expected = answered.body.data as JobOfferMetrics;
    const { unmount } = renderDashboard(`${PATH}?from=2026-01-05&to=2026-01-11`);
    const year = localToday().startsWith('2026') ? '' : ' 2026';
    const name = `Postulaciones (5 ene${year} – 11 ene${year})`;
    await waitFor(() => expect(valueOf(name)).toBe(formatCount(expected.applications.total)));
    expect(screen.getByRole('combobox', { name: 'Periodo' })).toHaveTextContent('Personalizado');
    unmount();

    let asked = 0;
    const count = ({ request }: { request: Request }) => {
      if (request.url.includes('/job-offers/metrics')) asked += 1;
    };
    server.events.on('request:start', count);
    try {
      renderDashboard(`${PATH}?from=2024-01-01&to=2026-01-01`);
      expect(await screen.findByText('El periodo no puede superar 366 días.')).toBeInTheDocument();
      expect(asked).toBe(0);
    } finally {
      server.events.removeListener('request:start', count);
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
  });
});
