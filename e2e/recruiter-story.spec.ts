import type { Locator } from '@playwright/test';
import { expect, seriousA11yViolations, settled, test } from './support/fixtures';
import { switchTo } from './support/session';
import { api } from './support/api';
import { horizontalOverflow } from './support/layout';

/**
 * Issue 30, what a recruiter expects next: the dashboard's "Periodo" with every figure over the
 * same local days, Tareas narrowed to one offer from the offer's page, and a bulk rejection
 * with a reason the candidate reads in their result.
 */

const DASHBOARD = '/app/recruiter/dashboard';
const QUEUE = '/app/recruiter/candidates';
const SLOW = { timeout: 60_000 };
const count = (value: number) => new Intl.NumberFormat('es').format(value);
const queueCount = (total: number) =>
  total === 1 ? '1 intento por revisar' : `${total} intentos por revisar`;

interface Metrics {
  period: { from: string; to: string; tz: string; days: number };
  applications: { total: number };
  pendingReviews: { total: number };
  stageStatuses: Record<string, number>;
}

/** The numbers of a chart's table (its text alternative), row by row. */
async function tableNumbers(table: Locator): Promise<number[]> {
  const cells = await table.locator('tbody tr td').allTextContents();
  return cells.map((text) => Number(text.replace(/\./g, '')));
}
/** How many days a metrics request asks for (its `from`…`to`, both included). */
function spanOf(url: string): number {
  const query = new URL(url).searchParams;
  const day = (key: string) => Date.parse(`${query.get(key)}T00:00:00Z`);
  return Math.round((day('to') - day('from')) / 86_400_000) + 1;
}
const total = (numbers: number[]) => numbers.reduce((sum, n) => sum + n, 0);

test.use({ persona: 'valentina' });

test.describe('the dashboard\u2019s period', () => {
  test('"Periodo" changes the URL and every figure; the funnel and every count agree; Tareas shows the same pending reviews @phone', async ({
    page,
  }) => {
    await page.goto(DASHBOARD);
    const period = page.getByRole('combobox', { name: 'Periodo' });
    await expect(period).toHaveText('Últimos 30 días', SLOW);
    const value = (name: string) => page.getByRole('region', { name }).locator('p').first();

    const weekly = page.waitForResponse(
      (r) => r.url().includes('/api/v1/job-offers/metrics') && spanOf(r.url()) === 7 && r.ok(),
    );
    await period.click();
    await page.getByRole('option', { name: 'Últimos 7 días' }).click();
    await expect(page).toHaveURL(`${DASHBOARD}?period=7d`);
    const answer = await weekly;
    const asked = new URL(answer.url());
    // The browser's time zone (Playwright's: America/Santiago) and its local days.
    expect(asked.searchParams.get('tz')).toBe('America/Santiago');
    const metrics = ((await answer.json()) as { data: Metrics }).data;
    expect(metrics.period.days).toBe(7);

    const applications = 'Postulaciones (últimos 7 días)';
    await expect(value(applications)).toHaveText(count(metrics.applications.total));
    // One number wherever it shows: the card, the days, the categories.
    const days = await tableNumbers(
      page.getByRole('table', { name: 'Postulaciones por día (últimos 7 días)' }),
    );
    expect(days).toHaveLength(7);
    expect(total(days)).toBe(metrics.applications.total);
    expect(
      total(await tableNumbers(page.getByRole('table', { name: 'Postulaciones por categoría' }))),
    ).toBe(metrics.applications.total);
    // The funnel's rows add up to what its summary says, and are the answer's.
    const funnel = page.getByRole('figure', { name: 'Etapas por estado' });
    const stages = total(Object.values(metrics.stageStatuses));
    if (stages > 0) {
      expect(
        total(await tableNumbers(page.getByRole('table', { name: 'Etapas por estado' }))),
      ).toBe(stages);
      await expect(funnel).toContainText(`${count(stages)} etapa`);
    }
    await expect(value('Revisiones pendientes')).toHaveText(count(metrics.pendingReviews.total));

    // "Revisar en Tareas": the queue on the same local days counts the same attempts.
    await page.getByRole('link', { name: 'Revisar en Tareas' }).click();
    await expect(page).toHaveURL(
      `${QUEUE}?startDate=${metrics.period.from}&endDate=${metrics.period.to}`,
    );
    await expect(page.getByText(/\d+ intentos? por revisar|No hay intentos/).first()).toBeVisible(
      SLOW,
    );
    if (metrics.pendingReviews.total > 0)
      await expect(page.getByRole('status').filter({ hasText: 'por revisar' })).toHaveText(
        queueCount(metrics.pendingReviews.total),
      );
    await page.goBack();
    await expect(period).toHaveText('Últimos 7 días', SLOW);

    // A custom range: the Spanish pickers, in the URL, and the figures follow.
    await period.click();
    await page.getByRole('option', { name: 'Personalizado' }).click();
    await expect(page).toHaveURL(
      `${DASHBOARD}?from=${metrics.period.from}&to=${metrics.period.to}`,
    );
    await expect(page.getByRole('group', { name: 'Desde' })).toBeVisible();
    await expect(page.getByRole('group', { name: 'Hasta' })).toBeVisible();
    await page.goto(`${DASHBOARD}?period=90d`);
    await expect(value('Postulaciones (últimos 90 días)')).toBeVisible(SLOW);
    const to = metrics.period.to;
    const from = new Date(Date.parse(`${to}T00:00:00Z`) - 89 * 86_400_000)
      .toISOString()
      .slice(0, 10);
    const longer = (
      await api(page, `job-offers/metrics?from=${from}&to=${to}&tz=America%2FSantiago`)
    ).body.data as Metrics;
    await expect(value('Postulaciones (últimos 90 días)')).toHaveText(
      count(longer.applications.total),
    );
    expect(longer.applications.total).toBeGreaterThanOrEqual(metrics.applications.total);
  });

  test('screens: the period control, custom range, at 1280 and 390, light and dark; axe clean', async ({
    page,
  }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop');
    for (const width of [1280, 390]) {
      for (const colorScheme of ['light', 'dark'] as const) {
        await page.setViewportSize({ width, height: 900 });
        await page.emulateMedia({ colorScheme });
        await page.goto(`${DASHBOARD}?from=2026-11-01&to=2026-11-15`);
        await expect(page.getByRole('group', { name: 'Desde' })).toBeVisible(SLOW);
        await expect(
          page
            .getByRole('region', { name: /^Postulaciones \(1 nov – 15 nov/ })
            .locator('p')
            .first(),
        ).not.toHaveText('—');
        await settled(page);
        await page.screenshot({
          path: `reports/screens/dashboard-period-${width}-${colorScheme}.png`,
          fullPage: false,
        });
        if (width === 1280) expect(await seriousA11yViolations(page)).toEqual([]);
        expect(await horizontalOverflow(page), `dashboard at ${width} scrolls sideways`).toBeNull();
      }
    }
  });
});

test.describe('Tareas per offer', () => {
  test('"Revisar intentos" on an offer opens the queue narrowed to it; the chip removes it @phone', async ({
    page,
  }) => {
    await page.goto(QUEUE);
    await expect(page.getByText(/\d+ intentos? por revisar/)).toBeVisible(SLOW);
    const queue = (await api(page, 'recruiters/stage-attempts/to-review?pageSize=100')).body;
    const offer = queue.data[0].jobOffer as { id: string; title: string };
    const narrowed = (await api(page, `recruiters/stage-attempts/to-review?jobOfferId=${offer.id}`))
      .body;

    await page.goto(`/app/recruiter/jobs/${offer.id}/`);
    await page.getByRole('link', { name: 'Revisar intentos' }).click();
    await expect(page).toHaveURL(`${QUEUE}?jobOfferId=${offer.id}`);
    const chip = page.getByRole('button', { name: `Oferta: ${offer.title} (quitar filtro)` });
    await expect(chip).toBeVisible(SLOW);
    await expect(page.getByText(/\d+ intentos? por revisar/)).toHaveText(
      queueCount(narrowed.total),
    );
    // A table from 900 px, cards (list items with a checkbox) on a phone.
    const rows =
      page.viewportSize()!.width >= 900
        ? page.getByRole('table', { name: 'Intentos por revisar' }).locator('tbody tr')
        : page
            .getByRole('listitem')
            .filter({ has: page.getByRole('checkbox', { name: /^Seleccionar el intento de / }) });
    await expect(rows.first()).toContainText(offer.title);
    for (const text of await rows.allTextContents()) expect(text).toContain(offer.title);
    await settled(page);
    await page.screenshot({
      path: `reports/screens/queue-offer-${page.viewportSize()!.width}.png`,
    });
    expect(await seriousA11yViolations(page)).toEqual([]);

    // Combinable: another filter keeps the offer; the chip removes only the offer.
    await page.goto(`${QUEUE}?jobOfferId=${offer.id}&automatizable=false`);
    await expect(chip).toBeVisible(SLOW);
    await chip.click();
    await expect(page).toHaveURL(`${QUEUE}?automatizable=false`);
    await expect(chip).toBeHidden();
  });
});

test.describe('bulk rejection', () => {
  test('rejects selected attempts with a reason, and the candidate reads it in her result', async ({
    page,
  }) => {
    await page.goto(`${QUEUE}?candidateName=Camila`);
    await expect(page.getByText(/\d+ intentos? por revisar/)).toBeVisible(SLOW);
    const queue = (await api(page, 'recruiters/stage-attempts/to-review?candidateName=Camila'))
      .body;
    const attempt = queue.data[0] as { id: string; jobOffer: { id: string } };
    const box = page
      .getByRole('table', { name: 'Intentos por revisar' })
      .getByRole('checkbox', { name: 'Seleccionar el intento de Camila Rojas' })
      .first();
    await box.check();
    await page.getByRole('button', { name: 'Rechazar seleccionados' }).click();
    const dialog = page.getByRole('dialog', { name: 'Rechazar 1 intento' });
    await dialog.getByRole('button', { name: 'Rechazar 1 intento' }).click();
    await expect(dialog.getByText('Elige un motivo')).toBeVisible();
    await dialog
      .getByRole('radio', { name: 'El perfil no cumple los requisitos del puesto' })
      .check();
    await dialog
      .getByRole('textbox', { name: 'Comentario para los candidatos' })
      .fill('Buscamos más experiencia con datos en producción.');
    await expect(dialog).toContainText('Los candidatos leerán');
    await settled(page);
    await page.screenshot({ path: 'reports/screens/bulk-reject-dialog.png' });
    expect(await seriousA11yViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Rechazar 1 intento' }).click();
    const summary = page.getByRole('dialog', { name: 'Resultado del rechazo' });
    await expect(summary).toContainText('1 rechazado, 0 omitidos');
    await summary.getByRole('button', { name: 'Cerrar' }).click();

    // Camila, in her workflow of that offer, reads the reason and the words.
    await switchTo(page, 'camila', SLOW);
    await page.goto(`/app/jobs/${attempt.jobOffer.id}/workflow`);
    await expect(
      page.getByText('Motivo: El perfil no cumple los requisitos del puesto.', { exact: false }),
    ).toBeVisible(SLOW);
    await expect(
      page.getByText('Buscamos más experiencia con datos en producción.', { exact: false }),
    ).toBeVisible();
  });
});
