import type { Page } from '@playwright/test';
import { expect, seriousA11yViolations, test, settled } from './support/fixtures';
import { api, type Loose } from './support/api';
import { switchTo } from './support/session';
import { horizontalOverflow } from './support/layout';

/**
 * Recruiters' "Tareas" (issue 13): the review queue with its view in the URL, the review of
 * one attempt, bulk confirmation of the platform's proposals.
 */

const QUEUE = '/app/recruiter/candidates';
/** This shared machine is slow: first loads get more time than the default. */
const SLOW = { timeout: 60_000 };

/** The queue, as Valentina (the stored persona of these tests). */
async function openQueue(page: Page, search = '') {
  await page.goto(`${QUEUE}${search}`);
  await expect(page.getByRole('heading', { name: 'Tareas', level: 1 })).toBeVisible(SLOW);
  await expect(page.getByText(/\d+ intentos? por revisar/)).toBeVisible(SLOW);
}

test.use({ persona: 'valentina' });

test.describe('screens', () => {
  test.describe.configure({ timeout: 180_000 });
  test('queue and review at 1280 and 390, light and dark; axe clean; nothing scrolls sideways', async ({
    page,
  }, testInfo) => {
    await openQueue(page);
    const link = page.getByRole('table', { name: 'Intentos por revisar' }).getByRole('link');
    const reviewUrl = new URL((await link.first().getAttribute('href'))!, page.url()).toString();
    const screens: [string, string][] = [
      ['queue', QUEUE],
      ['review', reviewUrl],
    ];
    for (const width of [1280, 390]) {
      for (const colorScheme of ['light', 'dark'] as const) {
        await page.setViewportSize({ width, height: 900 });
        await page.emulateMedia({ colorScheme });
        for (const [name, url] of screens) {
          await page.goto(url);
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible(SLOW);
          if (name === 'queue')
            await expect(page.getByText(/\d+ intentos? por revisar/)).toBeVisible(SLOW);
          else await expect(page.getByRole('heading', { name: 'Decisión' })).toBeVisible(SLOW);
          await page.screenshot({
            path: `reports/screens/review-${name}-${width}-${colorScheme}.png`,
            fullPage: true,
          });
          if (testInfo.project.name === 'desktop' && width === 1280) {
            await settled(page);
            expect(await seriousA11yViolations(page)).toEqual([]);
          }
          expect(await horizontalOverflow(page), `${name} at ${width} scrolls sideways`).toBeNull();
        }
      }
    }
  });
});

function rowsOf(page: Page) {
  return page.getByRole('table', { name: 'Intentos por revisar' }).locator('tbody tr');
}

test.describe('the review queue', () => {
  test('Valentina filters by type and dates; the view survives a reload and back', async ({
    page,
  }) => {
    await openQueue(page);
    await page.getByRole('combobox', { name: 'Tipo de etapa' }).click();
    await page.getByRole('option', { name: 'Prueba técnica' }).click();
    await expect(page).toHaveURL(/stageType=technical/);
    await expect(rowsOf(page).first()).toBeVisible();
    // The rows of the filtered answer replace the previous ones once it arrives.
    await expect
      .poll(async () => {
        const types = await rowsOf(page).locator('td:nth-child(4)').allTextContents();
        return types.length > 0 && types.every((text) => text.includes('Prueba técnica'));
      })
      .toBe(true);

    // "Desde": typed digit by digit; nothing reaches the URL until the date is complete.
    const from = page.getByRole('group', { name: 'Desde' });
    await from.getByRole('spinbutton').first().click();
    await page.keyboard.type('0111');
    await page.keyboard.type('2');
    await expect(page).not.toHaveURL(/startDate/);
    await page.keyboard.type('02');
    await expect(page).not.toHaveURL(/startDate/);
    const dated = page.waitForResponse(
      (response) =>
        response.url().includes('/stage-attempts/to-review') &&
        response.url().includes('startDate='),
    );
    await page.keyboard.type('6');
    await expect(page).toHaveURL(/startDate=2026-11-01/);
    // The count the server gives for the dated filter, as the screen words it.
    const { total } = (await (await dated).json()) as { total: number };
    const filtered = total === 1 ? '1 intento por revisar' : `${total} intentos por revisar`;
    await expect(page.getByText(/\d+ intentos? por revisar/)).toHaveText(filtered);

    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Tipo de etapa' })).toHaveText(
      'Prueba técnica',
      SLOW,
    );
    await expect(page.getByRole('group', { name: 'Desde' })).toContainText('2026');
    await expect(page.getByText(/\d+ intentos? por revisar/)).toHaveText(filtered);

    await page.goBack();
    await expect(page).toHaveURL(/stageType=technical/);
    await expect(page).not.toHaveURL(/startDate/);
    await page.getByRole('button', { name: 'Limpiar filtros' }).click();
    await expect(page).toHaveURL(QUEUE);
  });

  test('sorts by candidate from the column header', async ({ page }) => {
    await openQueue(page);
    await page.getByRole('button', { name: 'Candidato' }).click();
    await expect(page).toHaveURL(/sortBy=candidateName/);
    const names = async () => rowsOf(page).locator('td:nth-child(2) a').allTextContents();
    await expect
      .poll(async () => {
        const list = await names();
        return list.join('|') === [...list].sort((a, b) => a.localeCompare(b, 'es')).join('|');
      })
      .toBe(true);
    await page.getByRole('button', { name: 'Candidato' }).click();
    await expect(page).toHaveURL(/sortBy=candidateName&sortOrder=desc/);
    await expect(page.getByRole('columnheader', { name: 'Candidato' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
  });

  test('approves a technical attempt with feedback; the candidate moves on and is told', async ({
    page,
  }) => {
    await openQueue(page, '?candidateName=Camila&stageType=technical');
    const attemptAnswer = page.waitForResponse((r) =>
      /\/recruiters\/stage-attempts\/[^/?]+$/.test(new URL(r.url()).pathname),
    );
    await page.getByRole('link', { name: 'Camila Rojas' }).first().click();
    const attempt = (await (await attemptAnswer).json()).data;
    await expect(page.getByRole('heading', { name: 'Decisión' })).toBeVisible();
    await expect(page.getByText('Respuesta del candidato')).toBeVisible();
    await page.getByRole('textbox', { name: 'Puntaje' }).fill('85');
    await page
      .getByRole('textbox', { name: 'Comentarios para el candidato' })
      .fill('Muy buena solución, ordenada y clara.');
    await page.getByRole('button', { name: 'Aprobar' }).click();
    const dialog = page.getByRole('dialog', { name: '¿Desea continuar con la acción?' });
    await dialog.getByRole('button', { name: 'Confirmar' }).click();
    await expect(page.getByText('Intento aprobado')).toBeVisible();

    // As Camila, through the API (the mock database lives in this browser, so she signs in
    // here): the next stage is open and a notification arrived.
    await switchTo(page, 'camila', SLOW);
    const status = (await api(page, `evaluations/applications/${attempt.applicationId}/status`))
      .body;
    const stages = status.data.stages as { stageId: string; status: string }[];
    const index = stages.findIndex((s) => s.stageId === attempt.stageId);
    expect(stages[index]!.status).toBe('passed');
    expect(stages[index + 1]!.status).toBe('in_progress');
    const notifications = (await api(page, 'notifications/')).body;
    expect(
      notifications.data.some((n: { type: string; body: string }) => n.type === 'attempt_reviewed'),
    ).toBe(true);
  });

  test('@phone a Bender attempt: the figures beside the drawing at the same scale (stacked on a phone); the zoom opens fitted', async ({
    page,
  }) => {
    await openQueue(page, '?stageType=psychometric_bender');
    const queue = await api(
      page,
      'recruiters/stage-attempts/to-review?stageType=psychometric_bender',
    );
    const attempt = (queue.body.data as Loose[]).find((a) => a.file);
    expect(attempt, 'a Bender attempt with its drawing').toBeTruthy();
    await page.goto(`${QUEUE}/attempts/${attempt.id}`);

    const sheet = page.getByRole('list', { name: 'Figuras de referencia' });
    await expect(sheet.getByRole('img')).toHaveCount(9, SLOW);
    const drawing = page.getByRole('img', { name: /^Dibujo del test de Bender de / });
    await expect(drawing).toBeVisible(SLOW);
    // The seeded drawing is a real one: the canvas's 1200 × 900 PNG, not a dot.
    await expect
      .poll(() =>
        drawing.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight]),
      )
      .toEqual([1200, 900]);
    // At the same size, each copy at the scale of its figure: side by side, or on a phone
    // stacked at the screen's width (side by side there, a figure was too small to read).
    const [sheetBox, drawingBox] = [(await sheet.boundingBox())!, (await drawing.boundingBox())!];
    if (page.viewportSize()!.width < 600) {
      expect(sheetBox.y + sheetBox.height).toBeLessThanOrEqual(drawingBox.y);
      expect(Math.abs(sheetBox.x - drawingBox.x)).toBeLessThanOrEqual(2);
      expect(sheetBox.width).toBeGreaterThanOrEqual(page.viewportSize()!.width - 80);
    } else {
      expect(sheetBox.x + sheetBox.width).toBeLessThanOrEqual(drawingBox.x);
      expect(Math.abs(sheetBox.y - drawingBox.y)).toBeLessThanOrEqual(2);
    }
    expect(Math.abs(sheetBox.width - drawingBox.width)).toBeLessThanOrEqual(2);
    expect(Math.abs(sheetBox.height - drawingBox.height)).toBeLessThanOrEqual(2);
    expect(await seriousA11yViolations(page)).toEqual([]);

    // The zoom opens fitted: the whole drawing in view, its percentage of the image's size.
    await page.getByRole('button', { name: 'Ampliar el dibujo' }).click();
    const dialog = page.getByRole('dialog', { name: 'Dibujo del test de Bender' });
    const level = dialog.getByTestId('bender-zoom-level');
    await expect(level).toHaveText(/^\d+ %$/);
    const view = dialog.getByTestId('bender-zoom-view');
    const zoomed = dialog.getByRole('img', { name: /^Dibujo del test de Bender de / });
    const fitted = async () => {
      const [viewBox, imageBox] = [(await view.boundingBox())!, (await zoomed.boundingBox())!];
      return {
        inside:
          imageBox.x >= viewBox.x - 1 &&
          imageBox.y >= viewBox.y - 1 &&
          imageBox.x + imageBox.width <= viewBox.x + viewBox.width + 1 &&
          imageBox.y + imageBox.height <= viewBox.y + viewBox.height + 1,
        // Touches the view on one side at least: fitted, not merely small.
        touches:
          Math.abs(imageBox.width - viewBox.width) <= 2 ||
          Math.abs(imageBox.height - viewBox.height) <= 2,
        percent: Math.round((imageBox.width / 1200) * 100),
      };
    };
    await expect.poll(fitted).toMatchObject({ inside: true, touches: true });
    const opened = await fitted();
    await expect(level).toHaveText(`${opened.percent} %`);
    expect(opened.percent).toBeLessThan(100);
    await dialog.getByRole('button', { name: 'Acercar' }).click();
    await expect(level).not.toHaveText(`${opened.percent} %`);
    const closer = Number((await level.textContent())!.replace(/\D/g, ''));
    expect(closer).toBeGreaterThan(opened.percent);
    await expect.poll(async () => (await fitted()).percent).toBe(closer);
    await dialog.getByRole('button', { name: 'Ajustar' }).click();
    await expect(level).toHaveText(`${opened.percent} %`);
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  test('keyboard only: filter, open an attempt, reject it with R, approve the next with A', async ({
    page,
  }) => {
    await openQueue(page);
    await settled(page);
    expect(await seriousA11yViolations(page)).toEqual([]);
    // Filter by keyboard: "Tipo de etapa" → "Entrevista".
    await page.getByRole('combobox', { name: 'Tipo de etapa' }).focus();
    await page.keyboard.press('Enter');
    const option = page.getByRole('option', { name: 'Entrevista' });
    await option.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/stageType=interview/);
    await expect(page.getByRole('combobox', { name: 'Tipo de etapa' })).toHaveText('Entrevista');
    await expect(rowsOf(page).first()).toContainText('Entrevista');
    const first = rowsOf(page).first().getByRole('link');
    const name = await first.textContent();
    await first.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: name!, level: 1 })).toBeVisible();
    await expect(page.getByText('Asistencia confirmada')).toBeVisible();
    await settled(page);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.keyboard.press('?');
    const help = page.getByRole('dialog', { name: 'Atajos de teclado' });
    await expect(help).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(help).toBeHidden();
    await page.keyboard.press('r');
    const dialog = page.getByRole('dialog', { name: '¿Desea continuar con la acción?' });
    await expect(dialog).toContainText('rechazará');
    await dialog.getByRole('button', { name: 'Confirmar' }).press('Enter');
    await expect(page.getByText('Intento rechazado')).toBeVisible();
    // The next attempt of the same filtered queue is open.
    await expect(page.getByRole('heading', { name: name!, level: 1 })).toBeHidden();
    await expect(page).toHaveURL(/attempts\/.+stageType=interview/);
    await expect(page.getByText('Asistencia confirmada')).toBeVisible();
    const second = page.url();
    await page.keyboard.press('a');
    const approve = page.getByRole('dialog', { name: '¿Desea continuar con la acción?' });
    await expect(approve).toContainText('aprobará');
    await expect(approve.getByRole('button', { name: 'Confirmar' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByText('Intento aprobado')).toBeVisible();
    await expect(page).not.toHaveURL(second);
  });

  test("bulk-confirms the page's automatizable attempts and shows the server's summary", async ({
    page,
  }) => {
    await openQueue(page, '?pageSize=50');
    await page
      .getByRole('checkbox', { name: 'Seleccionar todos los automatizables de esta página' })
      .check();
    const proposals = await rowsOf(page).filter({ hasText: 'Propuesta:' }).count();
    expect(proposals).toBeGreaterThan(0);
    // One without a proposal too: the server skips it and says why.
    await rowsOf(page).filter({ hasNotText: 'Propuesta:' }).first().getByRole('checkbox').check();
    await expect(page.getByText(`${proposals + 1} seleccionados`)).toBeVisible();
    await page.getByRole('button', { name: 'Confirmar propuestas' }).click();
    await page
      .getByRole('dialog', { name: '¿Desea continuar con la acción?' })
      .getByRole('button', { name: 'Confirmar' })
      .click();
    const summary = page.getByRole('dialog', { name: 'Resultado de la confirmación' });
    await expect(summary).toContainText(
      `${proposals} ${proposals === 1 ? 'confirmado' : 'confirmados'}, 1 omitido`,
    );
    await expect(summary.getByRole('list', { name: 'Intentos omitidos' })).toContainText(
      'Sin propuesta automática',
    );
    await summary.getByRole('button', { name: 'Cerrar' }).click();
    await expect(rowsOf(page).filter({ hasText: 'Propuesta:' })).toHaveCount(0);
  });

  test("another company's attempt is denied; an unknown one has no data", async ({ page }) => {
    // An attempt of Camila's at another company (Nopal Logística), found through her API.
    await page.goto('/');
    await switchTo(page, 'camila', SLOW);
    const applications = (await api(page, 'candidates/applications?pageSize=50')).body;
    const elsewhere = applications.data.find(
      (a: { jobOffer: { company: { name: string } } }) =>
        a.jobOffer.company.name !== 'Andes Digital',
    );
    const attempts = (await api(page, `evaluations/applications/${elsewhere.id}/attempts`)).body;
    const foreignId = attempts.data[0].id as string;
    await switchTo(page, 'valentina', SLOW);
    await page.goto(`${QUEUE}/attempts/${foreignId}`);
    await expect(page.getByRole('heading', { name: 'Acceso denegado' })).toBeVisible();
    await page.goto(`${QUEUE}/attempts/no-existe`);
    await expect(page.getByRole('heading', { name: 'Sin datos' })).toBeVisible();
  });
});
