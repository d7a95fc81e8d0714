import { test, expect, seriousA11yViolations, settled } from './support/fixtures';

interface Metrics {
  offers: { published: number };
  applications: { total: number };
  pendingReviews: { total: number };
  attempts: { passRate: number | null };
  averageReviewHours: number | null;
  topOffers: { id: string; title: string }[];
  stageStatuses: Record<'pending' | 'in_progress' | 'reviewing' | 'passed' | 'failed', number>;
}

/** The funnel's words, as the candidate reads a stage's status (one / any other count). */
const FUNNEL = [
  ['pending', 'Pendiente', 'Pendientes'],
  ['in_progress', 'En curso', 'En curso'],
  ['reviewing', 'En revisión', 'En revisión'],
  ['passed', 'Aprobada', 'Aprobadas'],
  ['failed', 'No aprobada', 'No aprobadas'],
] as const;

const count = (value: number) => new Intl.NumberFormat('es').format(value);

test.describe('recruiter dashboard (admin)', () => {
  test.use({ persona: 'andres' });

  test('Andrés lands on the dashboard and sees the figures the API answers @phone', async ({
    page,
  }) => {
    const answered = page.waitForResponse(
      (response) => response.url().includes('/api/v1/job-offers/metrics') && response.ok(),
    );
    const chartCode: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/charts-[^/]*\.js$/.test(request.url())) chartCode.push(request.url());
    });
    await page.goto('/app/recruiter/dashboard');
    const metrics = ((await (await answered).json()) as { data: Metrics }).data;
    await expect(
      page.getByRole('heading', { level: 1, name: 'Panel de reclutamiento' }),
    ).toBeVisible();

    const value = (name: string) => page.getByRole('region', { name }).locator('p').first();
    await expect(value('Ofertas publicadas')).toHaveText(count(metrics.offers.published));
    await expect(value('Postulaciones (últimos 30 días)')).toHaveText(
      count(metrics.applications.total),
    );
    await expect(value('Revisiones pendientes')).toHaveText(count(metrics.pendingReviews.total));
    await expect(value('Tasa de aprobación')).toHaveText(
      metrics.attempts.passRate === null ? '—' : `${metrics.attempts.passRate}\u00a0%`,
    );
    await expect(value('Tiempo medio de revisión')).not.toHaveText(/NaN|null/);

    // On a phone the charts are under the figures: the farthest is not drawn until the
    // recruiter scrolls towards it (issue 15), its table is there already.
    const last = page.getByRole('figure', { name: 'Ofertas con más postulaciones' });
    if (page.viewportSize()!.width < 600) {
      await page.waitForLoadState('networkidle');
      await expect(
        page.getByRole('table', { name: 'Ofertas con más postulaciones' }),
      ).toBeAttached();
      await expect(last.locator('svg')).toHaveCount(0);
      // Nothing shows as loading there, nor is the charts' code fetched before then.
      await expect(last.locator('.MuiSkeleton-root')).toHaveCount(0);
      expect(chartCode).toEqual([]);
      // Drawn when it comes into view, in the room kept for it: nothing moves.
      const before = (await last.boundingBox())!.height;
      await last.scrollIntoViewIfNeeded();
      await expect(last.locator('svg').first()).toBeVisible();
      expect((await last.boundingBox())!.height).toBe(before);
    }
    // Every chart is drawn as it comes into view, and has its table for screen readers.
    for (const name of [
      'Postulaciones por día (últimos 30 días)',
      'Etapas por estado',
      'Postulaciones por categoría',
      'Ofertas con más postulaciones',
    ]) {
      const chart = page.getByRole('figure', { name });
      await chart.scrollIntoViewIfNeeded();
      await expect(chart.locator('svg').first()).toBeVisible();
      await expect(page.getByRole('table', { name })).toBeAttached();
    }
    // The funnel says the stage statuses in the candidate's words, agreed with each count.
    const funnel = page.getByRole('table', { name: 'Etapas por estado' });
    await expect(funnel.getByRole('rowheader')).toHaveText(
      FUNNEL.map(([status, one, many]) => (metrics.stageStatuses[status] === 1 ? one : many)),
    );
    await expect(funnel).not.toContainText(/Reprobad/);
    // The area under the daily line is a light wash of the line's colour, not a solid block.
    const area = page
      .getByRole('figure', { name: 'Postulaciones por día (últimos 30 días)' })
      .locator('path.MuiLineChart-area');
    expect(await area.evaluate((path) => getComputedStyle(path).fillOpacity)).toBe('0.15');
    const top = metrics.topOffers[0]!;
    await expect(page.getByRole('link', { name: top.title })).toHaveAttribute(
      'href',
      `/app/recruiter/jobs/${top.id}`,
    );
    await settled(page);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.emulateMedia({ colorScheme: 'dark' });
    // The theme follows the system through React: wait until the page has switched.
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await settled(page);
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
});

test.describe('recruiter dashboard (recruiter)', () => {
  test.use({ persona: 'valentina' });

  test('choosing an offer by keyboard reloads its metrics and keeps it in the URL', async ({
    page,
  }) => {
    await page.goto('/app/recruiter/dashboard');
    const offer = page.getByRole('combobox', { name: 'Oferta' });
    await expect(offer).toHaveValue('Todas las ofertas');
    const perOffer = page.waitForResponse(
      (response) =>
        response.url().includes('/api/v1/job-offers/metrics?jobOfferId=') && response.ok(),
    );
    await offer.focus();
    await page.keyboard.press('ArrowDown');
    // The list is open with the offers loaded before the keyboard moves in it.
    await expect(page.getByRole('listbox').getByRole('option').nth(1)).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    const metrics = ((await (await perOffer).json()) as { data: Metrics }).data;
    await expect(page).toHaveURL(/\/app\/recruiter\/dashboard\?jobOfferId=/);
    await expect(
      page.getByRole('region', { name: 'Postulaciones (últimos 30 días)' }).locator('p').first(),
    ).toHaveText(count(metrics.applications.total));
    await expect(page.getByText(/^Métricas de la oferta «/)).toBeVisible();
    await page.reload();
    await expect(offer).not.toHaveValue('Todas las ofertas');
    // The queue on the same days and offer as the figures.
    await page.getByRole('link', { name: 'Revisar en Tareas' }).click();
    await expect(page).toHaveURL(
      /\/app\/recruiter\/candidates\?startDate=\d{4}-\d{2}-\d{2}&endDate=\d{4}-\d{2}-\d{2}&jobOfferId=/,
    );
  });
});
