import type { Page } from '@playwright/test';
import { expect, seriousA11yViolations, test } from './support/fixtures';
import { signInAs } from './support/session';
import { api, type Loose } from './support/api';

/**
 * Issue 30 (items 1, 3, 4): a stage can be done for real, and every screen tells the same story.
 * Valentina (recruiter at Andes Digital) prepares an offer; Camila (candidate with CVs) applies
 * and goes through it. Both work on the same browser database (one test, one profile).
 */
test.use({ persona: 'valentina' });

const SLOW = { timeout: 20_000 };

const offerBody = (title: string) => ({
  title,
  description: 'Construirás y mantendrás los servicios de pedidos de nuestro comercio electrónico.',
  category: 'Tecnología',
  city: 'Lima',
  country: 'Perú',
  modality: 'remoto',
  seniority: 'senior',
  requiredSkills: ['SQL'],
});

/** Creates an offer as the signed-in recruiter (the app must be loaded). */
async function createOffer(page: Page, json: object): Promise<Loose> {
  await page.goto('/app/recruiter/jobs/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible(SLOW);
  const created = await api(page, 'job-offers', { method: 'POST', json });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body.data;
}

/** Camila signs in (same browser database) and applies to the offer with her first CV. */
async function camilaApplies(page: Page, offerId: string) {
  await signInAs(page, 'camila');
  const cvs = await api(page, 'cv/');
  const applied = await api(page, `job-offers/${offerId}/apply`, {
    method: 'POST',
    json: { cvId: cvs.body.data[0].id },
  });
  expect(applied.status, JSON.stringify(applied.body)).toBe(201);
}

/** The "Ir a la etapa" of a workflow leads to the stage whose step it is in, never elsewhere. */
async function goToStageLandsOnItsStage(page: Page, jobId: string) {
  await page.goto(`/app/jobs/${jobId}/workflow`);
  const link = page.getByRole('link', { name: 'Ir a la etapa' });
  await expect(link).toHaveCount(1, SLOW);
  const href = (await link.getAttribute('href'))!;
  const stages = (await api(page, `candidates/job-offers/${jobId}`)).body.data.stages as Loose[];
  const named = stages.find((stage) => href.endsWith(`/stages/${stage.id}`));
  expect(named, `the stage of ${href}`).toBeTruthy();
  // The step that holds the button is that stage's.
  const step = page.getByRole('listitem').filter({ has: link });
  await expect(step).toContainText(named.name);
  await link.click();
  await expect(page).toHaveURL(href);
  await expect(page.getByRole('heading', { level: 1, name: named.name })).toBeVisible(SLOW);
}

test.describe('one story for a stage', () => {
  test('a recruiter writes an "Enunciado" in the stage designer and the candidate reads it above the answer', async ({
    page,
  }) => {
    const offer = await createOffer(page, offerBody('Backend con enunciado'));
    await page.goto(`/app/recruiter/jobs/${offer.id}/stages`);
    await expect(page.getByRole('heading', { name: 'Etapas de selección' })).toBeVisible(SLOW);
    await page.getByRole('button', { name: 'Agregar etapa' }).click();
    const card = page.getByTestId('stage-card');
    await card.getByRole('textbox', { name: 'Nombre' }).fill('Caso práctico de pedidos');
    await card.getByRole('combobox', { name: 'Tipo' }).click();
    await page.getByRole('option', { name: 'Prueba técnica' }).click();
    // Required: saving without it names the field.
    await page.getByRole('button', { name: 'Guardar etapas' }).click();
    await expect(card.getByText('Escribe el enunciado de la prueba técnica')).toBeVisible();
    await card
      .getByRole('textbox', { name: 'Enunciado' })
      .fill(
        'Una tienda recibe 2.000 pedidos al día y su base de datos se vuelve lenta.\n\nPropón cómo encontrarías la causa y qué cambiarías.',
      );
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Guardar etapas' }).click();
    await expect(page.getByText('Etapas guardadas')).toBeVisible(SLOW);
    const published = await api(page, `job-offers/${offer.id}`, {
      method: 'PATCH',
      json: { status: 'published' },
    });
    expect(published.status, JSON.stringify(published.body)).toBe(200);

    await camilaApplies(page, offer.id);
    await goToStageLandsOnItsStage(page, offer.id);
    const task = page.getByRole('region', { name: 'Enunciado' });
    await expect(
      task.getByText('Una tienda recibe 2.000 pedidos al día y su base de datos se vuelve lenta.'),
    ).toBeVisible();
    await expect(
      task.getByText('Propón cómo encontrarías la causa y qué cambiarías.'),
    ).toBeVisible();
    const answer = page.getByRole('textbox', { name: 'Tu respuesta' });
    await expect(answer).toBeVisible();
    // Above the answer box.
    const taskBox = (await task.boundingBox())!;
    const answerBox = (await answer.boundingBox())!;
    expect(taskBox.y + taskBox.height).toBeLessThanOrEqual(answerBox.y);
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  test('the interview keeps its place and date after confirming and a reload, in the workflow and Mis Aplicaciones; "Ir a la etapa" lands on the stage it names', async ({
    page,
  }) => {
    const scheduledAt = '2026-12-03T14:30:00.000Z';
    const place = 'Av. Larco 1301, Miraflores (piso 8)';
    const offer = await createOffer(page, {
      ...offerBody('Backend con entrevista'),
      status: 'published',
      stages: [
        { name: 'Entrevista con el equipo', type: 'interview', scheduledAt, place },
        {
          name: 'Caso práctico',
          type: 'technical',
          statement: 'Diseña un servicio de pedidos y explica cómo lo probarías.',
        },
      ],
    });
    await camilaApplies(page, offer.id);
    const when = await page.evaluate(
      (iso) =>
        new Intl.DateTimeFormat('es', { dateStyle: 'full', timeStyle: 'short' }).format(
          new Date(iso),
        ),
      scheduledAt,
    );

    await goToStageLandsOnItsStage(page, offer.id);
    await expect(page.getByText(when)).toBeVisible();
    await expect(page.getByText(place)).toBeVisible();
    await page.getByRole('button', { name: 'Confirmar asistencia' }).click();
    await expect(page.getByRole('heading', { name: 'Asistencia confirmada' })).toBeVisible(SLOW);
    await expect(page.getByText(when)).toBeVisible();
    await expect(page.getByText(place)).toBeVisible();
    await expect(page.getByText('Tu respuesta está en revisión')).toHaveCount(0);

    await page.reload();
    await expect(page.getByRole('heading', { name: 'Asistencia confirmada' })).toBeVisible(SLOW);
    await expect(page.getByText(when)).toBeVisible();
    await expect(page.getByText(place)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Agregar al calendario' })).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);

    // The workflow: the interview in review is the current stage, with its details; the
    // technical stage behind it is "Siguiente", without a button.
    await page.goto(`/app/jobs/${offer.id}/workflow`);
    const steps = page.getByRole('list').first().getByRole('listitem');
    await expect(steps.first().getByText(place)).toBeVisible(SLOW);
    await expect(steps.first().getByText(when)).toBeVisible();
    await expect(steps.first().getByText('Asistencia confirmada').first()).toBeVisible();
    await expect(steps.first()).toHaveAttribute('aria-current', 'step');
    await expect(steps.nth(1).getByText('Siguiente')).toBeVisible();
    await expect(steps.nth(1).getByRole('link')).toHaveCount(0);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await goToStageLandsOnItsStage(page, offer.id);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Entrevista con el equipo' }),
    ).toBeVisible();

    // Mis Aplicaciones names the same stage, with the same details.
    await page.goto('/app/my-cvs');
    const row = page.getByRole('listitem', { name: 'Backend con entrevista' });
    await expect(row.getByText(place)).toBeVisible(SLOW);
    await expect(row.getByText(when)).toBeVisible();
    await expect(row.getByText('Asistencia confirmada').first()).toBeVisible();
    await expect(row).toContainText('Etapa actual: Entrevista con el equipo');
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  test('on every one of the candidate\'s applications, "Ir a la etapa" lands on the stage it names', async ({
    page,
  }) => {
    await signInAs(page, 'camila');
    const applications = (await api(page, 'candidates/applications?pageSize=50')).body
      .data as Loose[];
    const open = applications.filter((a) => a.status === 'in_progress' && a.jobOffer);
    expect(open.length).toBeGreaterThan(0);
    for (const application of open) await goToStageLandsOnItsStage(page, application.jobOffer.id);
  });
});
