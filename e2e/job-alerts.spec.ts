import type { Browser } from '@playwright/test';
import { test, expect, seriousA11yViolations, settled } from './support/fixtures';
import { api, sessionToken } from './support/api';
import { accountButton, authFile, switchTo } from './support/session';

/** A loaded machine may take a while to start the app and its worker (a bound, not a wait). */
const SLOW = { timeout: 30_000 };

/** Another candidate's token (Camila's), from a browser context of her own. */
async function camilaToken(browser: Browser): Promise<string> {
  const context = await browser.newContext({ storageState: authFile('camila') });
  try {
    const page = await context.newPage();
    await page.goto('/app/feed');
    await expect(accountButton(page)).toBeVisible(SLOW);
    return (await sessionToken(page))!;
  } finally {
    await context.close();
  }
}

test.describe('job alerts', () => {
  test.describe.configure({ timeout: 240_000 });
  test.use({ persona: 'mateo' });

  test('a candidate saves a search as an alert, a recruiter publishes a match, the candidate is told once; "Mis alertas" pauses and deletes @phone', async ({
    page,
    browser,
  }) => {
    const word = `Quokka${Date.now() % 100_000}`;
    const title = `Analista ${word}`;

    // Mateo saves a search ("Crear alerta"), under the proposed name.
    await page.goto(`/app/jobs/?search=${word}&modality=remoto`);
    await expect(page.getByRole('heading', { level: 1, name: 'Buscar ofertas' })).toBeVisible(SLOW);
    await expect(page.getByText('No encontramos ofertas con esos filtros')).toBeVisible(SLOW);
    await page.getByRole('button', { name: 'Crear alerta' }).click();
    const dialog = page.getByRole('dialog', { name: 'Crear alerta de empleo' });
    await expect(dialog.getByRole('textbox', { name: 'Nombre de la alerta' })).toHaveValue(
      `${word} · Remoto`,
    );
    await expect(dialog).toContainText(`«${word}» · Remoto`);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Guardar alerta' }).click();
    await expect(
      page.getByText('Alerta creada. Te avisaremos de las nuevas ofertas.'),
    ).toBeVisible();
    await expect(dialog).toBeHidden();
    const alerts = await api(page, 'candidates/job-alerts');
    const alert = alerts.body.data.find((a: { name: string }) => a.name === `${word} · Remoto`);
    expect(alert).toMatchObject({ active: true, criteria: { search: word, modality: 'remoto' } });

    // Valentina publishes an offer that matches it (and one that does not).
    await switchTo(page, 'valentina', SLOW);
    const recruiter = (await sessionToken(page))!;
    const offer = (modality: string) => ({
      title,
      description: 'Analizarás datos de clientes y construirás tableros para la gerencia.',
      category: 'Datos',
      city: 'Lima',
      country: 'Perú',
      modality,
      seniority: 'junior',
      requiredSkills: ['SQL'],
      status: 'published',
      stages: [{ name: 'Entrevista', type: 'interview', place: 'Oficina' }],
    });
    const published = await api(page, 'job-offers', { method: 'POST', json: offer('remoto') });
    expect(published.status).toBe(201);
    const offerId: string = published.body.data.id;
    const other = await api(page, 'job-offers', { method: 'POST', json: offer('presencial') });
    expect(other.status).toBe(201);

    // Mateo is told once, through the bell; the notification opens the offer.
    await switchTo(page, 'mateo', SLOW);
    const bell = page.getByRole('button', { name: /Notificaciones/ });
    await expect(bell).toHaveAccessibleName('Notificaciones, 1 sin leer', SLOW);
    await bell.click();
    const popover = page.getByRole('dialog', { name: 'Notificaciones' });
    const item = popover.getByRole('button', {
      name: `No leída: Nueva oferta para tu alerta «${word} · Remoto»: ${title}`,
    });
    await expect(item).toBeVisible();
    await item.click();
    await expect(page).toHaveURL(`/app/candidates/job-offers/${offerId}/apply`, SLOW);
    await expect(page.getByRole('heading', { name: title }).first()).toBeVisible(SLOW);
    await expect(bell).toHaveAccessibleName('Notificaciones');

    // Closed and published again: still one notification for the offer and the alert.
    for (const status of ['closed', 'published']) {
      const changed = await api(page, `job-offers/${offerId}`, {
        method: 'PATCH',
        json: { status },
        token: recruiter,
      });
      expect(changed.status).toBe(200);
    }
    const notes = await api(page, 'notifications/');
    expect(
      notes.body.data.filter((n: { title: string }) => n.title.includes(`: ${title}`)),
    ).toHaveLength(1);

    // Another candidate cannot read or change the alert.
    const camila = await camilaToken(browser);
    const path = `candidates/job-alerts/${alert.id}`;
    const foreign = await api(page, path, {
      method: 'PATCH',
      json: { active: false },
      token: camila,
    });
    expect(foreign.status).toBe(404);
    expect((await api(page, path, { method: 'DELETE', token: camila })).status).toBe(404);
    const theirs = await api(page, 'candidates/job-alerts', { token: camila });
    expect(theirs.body.data.some((a: { id: string }) => a.id === alert.id)).toBe(false);

    // "Mis alertas", from the avatar menu: pause, then delete.
    await accountButton(page).click();
    await page.getByRole('menuitem', { name: 'Mis alertas' }).click();
    await expect(page).toHaveURL('/app/alerts');
    const row = page.getByRole('listitem', { name: `${word} · Remoto` });
    await expect(row).toBeVisible(SLOW);
    await expect(row.getByRole('link', { name: '1 oferta coincide ahora' })).toHaveAttribute(
      'href',
      `/app/jobs/?search=${word}&modality=remoto`,
    );
    await settled(page);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await row.getByRole('button', { name: `Pausar ${word} · Remoto` }).click();
    await expect(row.getByText('Pausada')).toBeVisible();
    await row.getByRole('button', { name: `Eliminar ${word} · Remoto` }).click();
    const confirm = page.getByRole('dialog', { name: '¿Desea continuar con la acción?' });
    await confirm.getByRole('button', { name: 'Confirmar' }).click();
    await expect(page.getByText('Todavía no tienes alertas')).toBeVisible();
    expect((await api(page, 'candidates/job-alerts')).body.data).toEqual([]);
  });
});
