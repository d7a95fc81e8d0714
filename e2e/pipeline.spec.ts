import type { Page } from '@playwright/test';
import { api, type Loose } from './support/api';
import { expect, seriousA11yViolations, settled, test } from './support/fixtures';
import { horizontalOverflow } from './support/layout';

/**
 * The pipeline board and the candidate's history (issue 34, items 5–7): each applicant in the
 * column of the list's current stage with the same counts, the keyboard, and the history with
 * every application of a candidate to the company. Both projects: desktop and phone.
 */

/** This shared machine is slow: first loads get more time than the default. */
const SLOW = { timeout: 60_000 };
const CAMILA_EMAIL = 'camila.rojas@ejemplo.com';

test.use({ persona: 'valentina' });
test.describe.configure({ timeout: 180_000 });

/** Every page of a list endpoint of the company (pageSize 100). */
async function everyRow(page: Page, path: string, key?: string): Promise<Loose[]> {
  const rows: Loose[] = [];
  for (let p = 1; ; p += 1) {
    const answer = await api(
      page,
      `${path}${path.includes('?') ? '&' : '?'}page=${p}&pageSize=100`,
    );
    const data = key ? answer.body.data[key] : answer.body.data;
    rows.push(...data);
    if (p >= answer.body.totalPages) return rows;
  }
}

/** The column an applicant of the list belongs in: its "Etapa actual", or a closing one. */
const columnOf = (applicant: Loose): string =>
  applicant.status === 'hired'
    ? 'Contratados'
    : applicant.status !== 'in_progress'
      ? 'No seleccionados'
      : applicant.currentStage.name;

/** The company's offer with the most applicants. */
async function busiestOffer(page: Page): Promise<Loose> {
  const answer = await api(page, 'job-offers/?sortBy=applicantsCount&sortOrder=desc&pageSize=1');
  return answer.body.data.jobOffers[0];
}

test('each applicant is in the column of their current stage, with the counts of the list @phone', async ({
  page,
}, testInfo) => {
  await page.goto('/app/recruiter/jobs/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible(SLOW);
  const offer = await busiestOffer(page);
  const applicants = await everyRow(page, `job-offers/${offer.id}/applicants/`);
  expect(applicants.length).toBeGreaterThan(1);

  await page.goto(`/app/recruiter/jobs/${offer.id}/`);
  await expect(page.getByText(`Postulantes (${applicants.length})`)).toBeVisible(SLOW);
  await page.getByRole('tab', { name: 'Pipeline' }).click();
  await expect(page).toHaveURL(`/app/recruiter/jobs/${offer.id}/pipeline`);
  await expect(page.getByRole('tab', { name: 'Pipeline' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByText(`${applicants.length} postulantes en el pipeline.`)).toBeVisible(
    SLOW,
  );

  const expected = new Map<string, string[]>();
  for (const applicant of applicants) {
    const name = `${applicant.candidate.name} ${applicant.candidate.lastName}`;
    expected.set(columnOf(applicant), [...(expected.get(columnOf(applicant)) ?? []), name]);
  }
  const board = page.getByRole('tabpanel');
  for (const [title, names] of expected) {
    const list = board.getByRole('list', { name: `${title} (${names.length})`, exact: true });
    await expect(list.getByRole('link')).toHaveCount(names.length);
    for (const name of new Set(names))
      await expect(list.getByRole('link', { name: new RegExp(`^${name}`) })).toHaveCount(
        names.filter((other) => other === name).length,
      );
  }
  await expect(board.getByRole('link')).toHaveCount(applicants.length);
  await expect(page.getByText(/no se cambian arrastrando tarjetas/)).toBeVisible();
  if (testInfo.project.name === 'desktop') {
    await settled(page);
    expect(await seriousA11yViolations(page)).toEqual([]);
  }
  expect(await horizontalOverflow(page), 'the page scrolls sideways').toBeNull();
});

test('the board by keyboard: arrows move between cards and columns, Enter opens @phone', async ({
  page,
}) => {
  await page.goto('/app/recruiter/jobs/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible(SLOW);
  const offer = await busiestOffer(page);
  await page.goto(`/app/recruiter/jobs/${offer.id}/pipeline`);
  const board = page.getByRole('tabpanel');
  await expect(board.getByRole('link').first()).toBeVisible(SLOW);
  // One card in the tab order: Tab from the status filter reaches it.
  await expect(board.locator('[data-card][tabindex="0"]')).toHaveCount(1);
  await board.locator('[data-card][tabindex="0"]').focus();
  const lists = board.getByRole('list');
  const sizes = await lists.evaluateAll((all) => all.map((l) => l.querySelectorAll('a').length));
  const first = sizes.findIndex((n) => n > 0);
  if (sizes[first]! > 1) {
    await page.keyboard.press('ArrowDown');
    await expect(lists.nth(first).getByRole('link').nth(1)).toBeFocused();
    await page.keyboard.press('ArrowUp');
  }
  const next = sizes.findIndex((n, i) => i > first && n > 0);
  if (next > 0) {
    await page.keyboard.press('ArrowRight');
    await expect(lists.nth(next).getByRole('link').first()).toBeFocused();
  }
  const focused = page.locator(':focus');
  const href = await focused.getAttribute('href');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(href!);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible(SLOW);
});

test("the history shows every application of a candidate to the company's offers @phone", async ({
  page,
}, testInfo) => {
  await page.goto('/app/recruiter/jobs/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible(SLOW);
  // Camila's applications to the company, from the offers' own applicants lists.
  const offers = await everyRow(page, 'job-offers/', 'jobOffers');
  const applied: Loose[] = [];
  for (const offer of offers) {
    const found = await api(page, `job-offers/${offer.id}/applicants/?search=${CAMILA_EMAIL}`);
    if (found.body.total > 0) applied.push(offer);
  }
  expect(applied.length).toBeGreaterThan(1);

  // From the applicants list of one of them: her name opens her history.
  await page.goto(`/app/recruiter/jobs/${applied[0].id}/?aSearch=${CAMILA_EMAIL}`);
  await page.getByRole('link', { name: 'Camila Rojas' }).first().click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Historial del candidato: Camila Rojas' }),
  ).toBeVisible(SLOW);
  await expect(page.getByText(`${applied.length} postulaciones a ofertas de`)).toBeVisible();
  for (const offer of applied)
    await expect(page.getByRole('region', { name: offer.title }).first()).toBeVisible();
  const regions = page.getByRole('region').filter({ hasText: 'Postuló el' });
  await expect(regions).toHaveCount(applied.length);
  await expect(page.getByText('Esta oferta', { exact: true })).toBeVisible();
  if (testInfo.project.name === 'desktop') {
    await settled(page);
    expect(await seriousA11yViolations(page)).toEqual([]);
  }
});

test('board and history at 1280 and 390, light and dark; nothing scrolls sideways', async ({
  page,
}) => {
  await page.goto('/app/recruiter/jobs/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible(SLOW);
  const offer = await busiestOffer(page);
  const camila = await api(page, `job-offers/${offer.id}/applicants/?pageSize=1`);
  const screens: [string, string][] = [
    ['board', `/app/recruiter/jobs/${offer.id}/pipeline`],
    ['history', `/app/recruiter/jobs/${offer.id}/candidates/${camila.body.data[0].candidate.id}`],
  ];
  for (const width of [1280, 390]) {
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.setViewportSize({ width, height: 900 });
      await page.emulateMedia({ colorScheme });
      for (const [name, url] of screens) {
        await page.goto(url);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible(SLOW);
        if (name === 'board')
          await expect(page.getByText(/postulantes en el pipeline/)).toBeVisible(SLOW);
        else await expect(page.getByRole('region', { name: 'Perfil' })).toBeVisible(SLOW);
        await page.screenshot({
          path: `reports/screens/pipeline-${name}-${width}-${colorScheme}.png`,
          fullPage: true,
        });
        expect(await horizontalOverflow(page), `${name} at ${width} scrolls sideways`).toBeNull();
      }
    }
  }
});
