import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, seriousA11yViolations, test } from './support/fixtures';
import { rightAnswer, rightOptionIndex } from './support/seed';
import { signInAs } from './support/session';
import { api, type Loose } from './support/api';

/**
 * Issue 11: the candidate's selection stages, on Camila's seeded applications (e2e/auth.setup.ts
 * saved her signed-in state; each test has its own copy of the mock database):
 * - an application whose current stage is an auto-decided questionnaire (then a technical test);
 * - an application whose current stage is a Bender drawing.
 */
test.use({ persona: 'camila' });

/** Opens the app and waits until it answers, then finds Camila's application at a stage type. */
async function applicationAt(page: Page, type: string) {
  await page.goto('/app/feed');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const applications = (await api(page, 'candidates/applications?pageSize=50')).body
    .data as Loose[];
  const application = applications.find(
    (a) =>
      a.status === 'in_progress' &&
      a.currentStage?.status === 'in_progress' &&
      a.currentStage?.type === type,
  );
  expect(application, `an application of Camila at a ${type} stage`).toBeTruthy();
  const offer = (await api(page, `candidates/job-offers/${application.jobOffer.id}`)).body.data;
  return { application, offer, stages: offer.stages as Loose[] };
}

const stageUrl = (jobId: string, stageId: string) => `/app/jobs/${jobId}/stages/${stageId}`;

test.describe('the selection stages', () => {
  test('a stage that is not current redirects to the current one; an unknown one is "Sin datos"', async ({
    page,
  }) => {
    const { offer, stages } = await applicationAt(page, 'questionnaire');
    await page.goto(stageUrl(offer.id, stages[2].id));
    await expect(page).toHaveURL(stageUrl(offer.id, stages[0].id));
    await expect(page.getByRole('heading', { level: 1, name: stages[0].name })).toBeVisible();
    // Replaced, not pushed: "back" does not return to the stage that was not current.
    await page.goBack();
    await expect(page).toHaveURL('/app/feed');

    await page.goto(stageUrl(offer.id, 'no-existe'));
    await expect(page.getByRole('heading', { name: 'Sin datos' })).toBeVisible();
    await page.goto(`/app/jobs/no-existe/workflow`);
    await expect(page.getByRole('heading', { name: 'Sin datos' })).toBeVisible();
  });

  test('keyboard only: answers an auto-decided questionnaire, sees the result and the next stage open', async ({
    page,
  }) => {
    const { offer, stages } = await applicationAt(page, 'questionnaire');
    await page.goto(`/app/jobs/${offer.id}/workflow`);
    const current = page.getByRole('link', { name: 'Ir a la etapa' });
    await expect(current).toHaveAttribute('href', stageUrl(offer.id, stages[0].id));
    expect(await seriousA11yViolations(page)).toEqual([]);
    await current.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: stages[0].name })).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);

    const groups = page.getByRole('radiogroup');
    const count = await groups.count();
    expect(count).toBeGreaterThan(0);
    for (let i = 0; i < count; i += 1) {
      const group = groups.nth(i);
      const options = await group.getByRole('radio').all();
      const right = await rightOptionIndex(group);
      // Tab into the group (the first radio), then arrows to the right option.
      await options[0]!.focus();
      await page.keyboard.press('Space');
      for (let step = 0; step < right; step += 1) await page.keyboard.press('ArrowDown');
      await expect(options[right]!).toBeChecked();
    }
    await page.getByRole('button', { name: 'Enviar respuestas' }).focus();
    await page.keyboard.press('Enter');
    const result = page.getByRole('heading', { name: 'Aprobaste esta etapa' });
    await expect(result).toBeVisible();
    await expect(page.getByText(/Puntaje: 100 de 100/)).toBeVisible();
    const next = page.getByRole('link', { name: `Ir a la siguiente etapa: ${stages[1].name}` });
    await next.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: stages[1].name })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Tu respuesta' })).toBeVisible();
  });

  test('a technical answer survives a reload, is sent, and the workflow says "En revisión"', async ({
    page,
  }) => {
    const { application, offer, stages } = await applicationAt(page, 'questionnaire');
    // The questionnaire passed through the API, with the seed's right answers.
    const questionnaire = stages[0];
    const answers = (questionnaire.questions as Loose[]).map((q) => ({
      questionId: q.id,
      optionId: q.options.find((o: Loose) => o.text === rightAnswer(q.text)).id,
    }));
    const sent = await api(
      page,
      `evaluations/applications/${application.id}/stages/${questionnaire.id}/attempt`,
      { method: 'POST', json: { answers } },
    );
    expect(sent.body.data.status).toBe('passed');

    await page.goto(stageUrl(offer.id, stages[1].id));
    const field = page.getByRole('textbox', { name: 'Tu respuesta' });
    const text = 'Separaría el problema en módulos, con pruebas para cada uno <b>sin HTML</b>.';
    await field.fill(text);
    await expect
      .poll(() =>
        page.evaluate(() => Object.keys(localStorage).filter((k) => k.includes('stage-draft'))),
      )
      .toHaveLength(1);
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Tu respuesta' })).toHaveValue(text);
    await page.getByRole('button', { name: 'Enviar respuesta' }).click();
    await expect(
      page.getByRole('heading', { name: 'Tu respuesta está en revisión' }),
    ).toBeVisible();
    await expect
      .poll(() =>
        page.evaluate(() => Object.keys(localStorage).filter((k) => k.includes('stage-draft'))),
      )
      .toEqual([]);

    await page.getByRole('link', { name: 'Volver al proceso' }).click();
    const steps = page.getByRole('list').filter({ hasText: stages[1].name }).getByRole('listitem');
    await expect(steps.nth(0)).toContainText('Aprobada');
    await expect(steps.nth(1)).toContainText('En revisión');
  });

  test('draws on the canvas and sends it; the recruiter gets the PNG', async ({ page }) => {
    const { application, offer, stages } = await applicationAt(page, 'psychometric_bender');
    const stage = stages.find((s) => s.type === 'psychometric_bender');
    await page.goto(stageUrl(offer.id, stage.id));
    const canvas = page.getByRole('img', { name: /Lienzo de dibujo/ });
    await expect(canvas).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
    const box = (await canvas.boundingBox())!;
    for (const [from, to] of [
      [0.2, 0.8],
      [0.3, 0.6],
    ] as const) {
      await page.mouse.move(box.x + box.width * from, box.y + box.height * from);
      await page.mouse.down();
      for (let k = 1; k <= 10; k += 1) {
        const t = from + ((to - from) * k) / 10;
        await page.mouse.move(box.x + box.width * t, box.y + box.height * (1 - t));
      }
      await page.mouse.up();
    }
    await expect(canvas).toHaveAttribute('aria-label', 'Lienzo de dibujo: 2 trazos');
    await page.getByRole('button', { name: 'Deshacer' }).click();
    await expect(canvas).toHaveAttribute('aria-label', 'Lienzo de dibujo: 1 trazo');
    await page.getByRole('button', { name: 'Enviar dibujo' }).click();
    await expect(
      page.getByRole('heading', { name: 'Tu respuesta está en revisión' }),
    ).toBeVisible();

    const attempts = (await api(page, `evaluations/applications/${application.id}/attempts`)).body
      .data as Loose[];
    const attempt = attempts.find((a) => a.stageId === stage.id);
    expect(attempt.file.mimeType).toBe('image/png');

    // The recruiter's side, through the API: the attempt has the PNG, and it is one.
    await signInAs(page, 'valentina');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const staffView = await api(page, `recruiters/stage-attempts/${attempt.id}`);
    expect(staffView.status).toBe(200);
    expect(staffView.body.data.file.mimeType).toBe('image/png');
    const drawing = await api<number[]>(page, staffView.body.data.file.downloadUrl, {
      read: 'bytes',
    });
    expect(drawing.body.slice(0, 8)).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  });

  test('@phone the Bender stage shows the nine figures beside the canvas, at a size to copy', async ({
    page,
  }) => {
    const { offer, stages } = await applicationAt(page, 'psychometric_bender');
    const stage = stages.find((s) => s.type === 'psychometric_bender');
    await page.goto(stageUrl(offer.id, stage.id));
    const sheet = page.getByRole('list', { name: 'Figuras para copiar' });
    await expect(sheet).toBeVisible();
    const names = ['Figura A', ...[1, 2, 3, 4, 5, 6, 7, 8].map((n) => `Figura ${n}`)];
    for (const name of names) {
      const figure = sheet.getByRole('img', { name, exact: true });
      await expect(figure).toBeVisible();
      // Drawn (an SVG that loaded), and large enough to copy: at least 150 × 112 CSS px.
      expect(
        await figure.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth),
      ).toBeGreaterThan(0);
      const box = (await figure.boundingBox())!;
      expect(box.width, name).toBeGreaterThanOrEqual(150);
      expect(box.height, name).toBeGreaterThanOrEqual(112);
    }
    const canvas = page.getByRole('img', { name: /Lienzo de dibujo/ });
    const [sheetBox, canvasBox] = [(await sheet.boundingBox())!, (await canvas.boundingBox())!];
    if (page.viewportSize()!.width >= 900) {
      // Beside the canvas, at its width: the figures are at the scale they are copied.
      expect(sheetBox.x + sheetBox.width).toBeLessThanOrEqual(canvasBox.x);
      expect(Math.abs(sheetBox.width - canvasBox.width)).toBeLessThanOrEqual(2);
      expect(Math.abs(sheetBox.height - canvasBox.height)).toBeLessThanOrEqual(2);
    } else {
      // On a phone, just above it.
      expect(sheetBox.y + sheetBox.height).toBeLessThanOrEqual(canvasBox.y);
    }
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(page.viewportSize()!.width);
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  test('keyboard only: confirms an interview with a comment', async ({ page }) => {
    // Camila applies (through the API) to an offer of "questionnaire, interview" and passes
    // the questionnaire with the seed's right answers: the interview is open.
    await page.goto('/app/feed');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const offers = (await api(page, 'candidates/job-offers?pageSize=100')).body.data as Loose[];
    const offer = offers.find(
      (o) =>
        !o.applicationId &&
        o.status === 'published' &&
        o.stages.length === 2 &&
        o.stages[0].autoDecide &&
        o.stages[1].type === 'interview',
    );
    expect(offer, 'an offer with an auto-decided questionnaire and an interview').toBeTruthy();
    const cvId = (await api(page, 'cv/')).body.data[0].id;
    const application = (
      await api(page, `job-offers/${offer.id}/apply`, { method: 'POST', json: { cvId } })
    ).body.data;
    const [questionnaire, interview] = offer.stages;
    const answers = (questionnaire.questions as Loose[]).map((q) => ({
      questionId: q.id,
      optionId: q.options.find((o: Loose) => o.text === rightAnswer(q.text)).id,
    }));
    await api(
      page,
      `evaluations/applications/${application.id}/stages/${questionnaire.id}/attempt`,
      {
        method: 'POST',
        json: { answers },
      },
    );

    await page.goto(stageUrl(offer.id, interview.id));
    await expect(page.getByRole('heading', { level: 1, name: interview.name })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Agregar al calendario' })).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
    const comment = page.getByRole('textbox', { name: 'Comentario (opcional)' });
    for (
      let i = 0;
      i < 30 && !(await comment.evaluate((e) => e === document.activeElement));
      i += 1
    )
      await page.keyboard.press('Tab');
    await expect(comment).toBeFocused();
    await page.keyboard.type('Necesito una sala accesible.');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Confirmar asistencia' })).toBeFocused();
    // "Agregar al calendario" makes the .ics in the browser.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Agregar al calendario' })).toBeFocused();
    const download = page.waitForEvent('download');
    await page.keyboard.press('Enter');
    const file = await download;
    expect(file.suggestedFilename()).toBe('entrevista.ics');
    const ics = readFileSync((await file.path())!, 'utf8');
    expect(ics).toContain('BEGIN:VEVENT');
    expect(ics).toContain(`SUMMARY:${interview.name}: `);
    await page.keyboard.press('Shift+Tab');
    await expect(page.getByRole('button', { name: 'Confirmar asistencia' })).toBeFocused();
    await page.keyboard.press('Enter');
    // Confirmed, said as such; the interview's details stay (issue 30.3).
    await expect(page.getByRole('heading', { name: 'Asistencia confirmada' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Agregar al calendario' })).toBeVisible();
    const last = (await api(page, `evaluations/applications/${application.id}/last-attempt`)).body;
    expect(last.data.textAnswer).toBe('Necesito una sala accesible.');
  });

  test('@phone a finger draws on the canvas without scrolling the page', async ({ page }) => {
    const { offer, stages } = await applicationAt(page, 'psychometric_bender');
    const stage = stages.find((s) => s.type === 'psychometric_bender');
    await page.goto(stageUrl(offer.id, stage.id));
    const canvas = page.getByRole('img', { name: /Lienzo de dibujo/ });
    await canvas.scrollIntoViewIfNeeded();
    await expect(canvas).toHaveCSS('touch-action', 'none');
    const before = await page.evaluate(() => window.scrollY);
    const box = (await canvas.boundingBox())!;
    // A finger's drag, as pointer events of type touch, straight down the canvas.
    const client = await page.context().newCDPSession(page);
    const at = (k: number) => [{ x: box.x + box.width / 2, y: box.y + 20 + k * 15 }];
    await client.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: at(0) });
    for (let k = 1; k <= 10; k += 1)
      await client.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: at(k) });
    await client.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await expect(canvas).toHaveAttribute('aria-label', 'Lienzo de dibujo: 1 trazo');
    expect(await page.evaluate(() => window.scrollY)).toBe(before);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(page.viewportSize()!.width);
    // The alternative without dragging is there (WCAG 2.5.7).
    await expect(page.getByRole('button', { name: /Subir una foto|Elegir foto/ })).toBeVisible();
  });
});
