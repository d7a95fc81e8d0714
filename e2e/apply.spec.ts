import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { expect, seriousA11yViolations, test } from './support/fixtures';
import { accountButton } from './support/session';
import { api } from './support/api';

/**
 * Candidates apply (issue 10): the offer's page, applying with a CV, CVs, "Mis Aplicaciones".
 * Each test starts signed in from the persona's stored state (`test.use({ persona })`), on its
 * own copy of the mock database: an application made in one test is unknown to the others.
 */
const CV_PDF = fileURLToPath(new URL('./fixtures/cv-mateo.pdf', import.meta.url));

interface OfferRow {
  id: string;
  title: string;
  applicationId: string | null;
  status: string;
}

async function openOffer(page: Page, applied: boolean): Promise<OfferRow> {
  // The API is called from the app's origin once its mock answers (the app shows signed in).
  if (!page.url().startsWith('http')) {
    await page.goto('/app/feed');
    await expect(accountButton(page)).toBeVisible();
  }
  const data = (await api(page, 'candidates/job-offers?pageSize=30')).body.data as OfferRow[];
  const offer = data.find((o) => !!o.applicationId === applied && o.status === 'published');
  expect(offer, 'a suitable offer in the seed').toBeTruthy();
  await page.goto(`/app/candidates/job-offers/${offer!.id}/apply`);
  await expect(page.getByRole('heading', { level: 1, name: offer!.title })).toBeVisible();
  return offer!;
}

/** Requests that upload a CV, counted as the page sends them. */
function countUploads(page: Page): { count: number } {
  const uploads = { count: 0 };
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/api/v1/cv/upload')) {
      uploads.count += 1;
    }
  });
  return uploads;
}

test.describe('Mateo, without CVs', () => {
  test.use({ persona: 'mateo' });

  test('Mateo uploads his first CV, applies, lands on the workflow and sees the application @phone', async ({
    page,
  }) => {
    const offer = await openOffer(page, false);
    // No CV yet: the upload comes first.
    const apply = page.getByRole('region', { name: 'Postular a esta oferta' });
    await expect(
      apply.getByText('Todavía no subiste ningún CV. Sube uno para postular.'),
    ).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);

    await apply.getByLabel('Archivo del CV').setInputFiles(CV_PDF);
    await expect(apply.getByTestId('cv-chosen-file')).toContainText('cv-mateo.pdf');
    await apply.getByRole('textbox', { name: 'Descripción (opcional)' }).fill('CV general');
    await apply.getByRole('button', { name: 'Subir CV' }).click();

    // The new CV joins the list, chosen.
    const cvGroup = apply.getByRole('radiogroup', { name: 'CV' });
    await expect(cvGroup.getByRole('radio', { name: /cv-mateo\.pdf/ })).toBeChecked();

    // Keyboard: write the letter, then "Postular".
    await apply
      .getByRole('textbox', { name: 'Carta de presentación' })
      .fill('Me interesa mucho esta oferta.');
    await apply.getByRole('button', { name: 'Postular' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText('Postulación enviada')).toBeVisible();
    await expect(page).toHaveURL(`/app/jobs/${offer.id}/workflow`);

    // "Mis Aplicaciones" → Postulaciones lists it.
    await page.getByRole('tab', { name: 'Mis Aplicaciones' }).first().click();
    await expect(page).toHaveURL('/app/my-cvs');
    await expect(page.getByRole('tab', { name: 'Postulaciones' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const row = page.getByRole('listitem', { name: offer.title });
    await expect(row).toBeVisible();
    await expect(row.getByText('En curso').first()).toBeVisible();
    await expect(row.getByRole('link', { name: offer.title })).toHaveAttribute(
      'href',
      `/app/jobs/${offer.id}/workflow`,
    );
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  test('a wrong file (.exe, 6 MB PDF, empty) is refused with nothing sent @phone', async ({
    page,
  }) => {
    await page.goto('/app/my-cvs?tab=cvs');
    await expect(page.getByText('Todavía no subiste ningún CV')).toBeVisible();
    const uploads = countUploads(page);
    const form = page.getByRole('form', { name: 'Subir CV' });
    const input = form.getByLabel('Archivo del CV');
    const submit = form.getByRole('button', { name: 'Subir CV' });

    await input.setInputFiles({
      name: 'programa.exe',
      mimeType: 'application/x-msdownload',
      buffer: Buffer.from('MZ fake'),
    });
    await expect(
      form.getByText('Formato no permitido. Sube tu CV en PDF, DOC o DOCX.'),
    ).toBeVisible();
    await submit.click();

    await input.setInputFiles({
      name: 'grande.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.alloc(6 * 1024 * 1024, 1),
    });
    await expect(form.getByText('El archivo supera el tamaño máximo de 5 MB.')).toBeVisible();
    await submit.click();

    await input.setInputFiles({
      name: 'vacio.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.alloc(0),
    });
    await expect(form.getByText('El archivo está vacío.')).toBeVisible();
    await submit.click();

    await expect(form.getByText('Elige un archivo para subir.')).toBeVisible();
    expect(uploads.count).toBe(0);
    const { data } = (await api(page, 'cv/')).body as { data: unknown[] };
    expect(data).toEqual([]);
  });
});

test.describe('Camila', () => {
  test.use({ persona: 'camila' });

  test('Camila applying twice sees "Ya postulaste a esta oferta"', async ({ page }) => {
    const offer = await openOffer(page, false);
    const apply = page.getByRole('region', { name: 'Postular a esta oferta' });
    // She has CVs: the newest is chosen.
    await expect(
      apply.getByRole('radiogroup', { name: 'CV' }).getByRole('radio').first(),
    ).toBeChecked();
    await apply.getByRole('button', { name: 'Postular' }).click();
    await expect(page).toHaveURL(`/app/jobs/${offer.id}/workflow`);

    await page.goto(`/app/candidates/job-offers/${offer.id}/apply`);
    await expect(page.getByText('Ya postulaste a esta oferta')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Ver mi proceso' })).toHaveAttribute(
      'href',
      `/app/jobs/${offer.id}/workflow`,
    );
    await expect(page.getByRole('button', { name: 'Postular' })).toHaveCount(0);
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  test('a second tab still showing the form gets the 409: "Ya postulaste a esta oferta"', async ({
    page,
    context,
  }) => {
    const offer = await openOffer(page, false);
    const other = await context.newPage();
    await other.goto(`/app/candidates/job-offers/${offer.id}/apply`);
    const otherApply = other.getByRole('region', { name: 'Postular a esta oferta' });
    await expect(otherApply.getByRole('button', { name: 'Postular' })).toBeVisible();

    await page
      .getByRole('region', { name: 'Postular a esta oferta' })
      .getByRole('button', { name: 'Postular' })
      .click();
    await expect(page).toHaveURL(`/app/jobs/${offer.id}/workflow`);

    await otherApply.getByRole('button', { name: 'Postular' }).click();
    await expect(otherApply.getByText('Ya postulaste a esta oferta')).toBeVisible();
    await expect(otherApply.getByRole('link', { name: 'Ver mi proceso' })).toBeVisible();
    await expect(other).toHaveURL(`/app/candidates/job-offers/${offer.id}/apply`);
  });

  test('an unknown offer id gives "Sin datos" with "Volver" to the search', async ({ page }) => {
    await page.goto('/app/candidates/job-offers/no-existe/apply');
    await expect(page.getByRole('heading', { name: 'Sin datos' })).toBeVisible();
    await expect(
      page.getByText('Los datos que buscas no existen o han sido eliminados.'),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Volver' })).toHaveAttribute('href', '/app/jobs/');
  });

  test('the avatar menu\'s "Mis CVs" opens the CVs tab; download and delete by keyboard', async ({
    page,
  }) => {
    await page.goto('/app/feed');
    await accountButton(page).click();
    await page.getByRole('menuitem', { name: 'Mis CVs' }).click();
    await expect(page).toHaveURL('/app/my-cvs?tab=cvs');
    await expect(page.getByRole('tab', { name: 'Mis CVs' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const list = page.getByRole('region', { name: /Tus CVs/ });
    const rows = list.getByRole('listitem');
    await expect(rows.first()).toBeVisible();
    const before = await rows.count();
    const name = (await rows.first().getAttribute('aria-label'))!;
    expect(await seriousA11yViolations(page)).toEqual([]);

    // Download: the stored file, with its name.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      list.getByRole('button', { name: `Descargar ${name}` }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(name);

    // Delete by keyboard, with the default confirmation.
    await list.getByRole('button', { name: `Eliminar ${name}` }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: '¿Desea continuar con la acción?' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Confirmar' }).focus();
    await page.keyboard.press('Enter');
    await expect(rows).toHaveCount(before - 1);
    await expect(page.getByText('CV eliminado')).toBeVisible();

    // Tabs live in the URL.
    await page.getByRole('tab', { name: 'Postulaciones' }).click();
    await expect(page).toHaveURL('/app/my-cvs');
    await expect(
      page.getByRole('list', { name: 'Postulaciones' }).getByRole('listitem').first(),
    ).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
});
