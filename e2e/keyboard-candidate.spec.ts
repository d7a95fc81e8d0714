import { fileURLToPath } from 'node:url';
import { expect, test } from './support/fixtures';
import {
  expectFocusOn,
  expectFocusVisible,
  tabTo,
  useScheme,
  openSection,
} from './support/keyboard';
import { rightOptionIndex } from './support/seed';
import { PERSONAS, accountButton } from './support/session';
import { api, type Loose } from './support/api';

/**
 * Issue 16.3: a candidate's journey with the keyboard alone — no click, no fill. The only URLs
 * opened are the start page and the link of the demo mailbox; the API is read (never written)
 * to know which offer and which application the journey is about. The focus is visible at
 * every stop, in the light and the dark scheme.
 */
const CV_PDF = fileURLToPath(new URL('./fixtures/cv-mateo.pdf', import.meta.url));

test.describe.configure({ timeout: 240_000 });

for (const scheme of ['light', 'dark'] as const) {
  test(`a candidate signs in, searches, saves, applies with a new CV and answers two stages, by keyboard (${scheme})`, async ({
    page,
    context,
  }) => {
    await useScheme(context, scheme);
    // Listen for the file chooser from the start. Playwright turns Chromium's file-chooser
    // interception on when the first listener is added, by a message it does not wait for:
    // added just before the key, on a loaded machine the key could reach the page first, the
    // chooser was not intercepted and no event came (the dark run beside the light one timed
    // out there). Added here, the interception is on long before "Elegir archivo".
    const chooser = page.waitForEvent('filechooser');
    chooser.catch(() => {}); // A journey that fails earlier closes the page: no chooser then.

    // Sign in with the e-mail link.
    await page.goto('/login');
    await expect(page.locator('html')).toHaveAttribute('data-theme', scheme);
    await tabTo(page, page.getByRole('textbox', { name: 'Correo electrónico' }));
    await page.keyboard.type(PERSONAS.camila.email);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Revisa tu correo' })).toBeVisible();
    const link = await page.evaluate(
      () => JSON.parse(localStorage.getItem('mock-identity:v1') ?? '{}').mailbox[0].link as string,
    );
    await page.goto(link);
    await expect(page).toHaveURL('/app/feed');
    await expect(accountButton(page)).toBeVisible();

    // The account menu opens and closes from the keyboard; the focus comes back to its button.
    await tabTo(page, accountButton(page));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menu')).toBeVisible();
    await expectFocusVisible(page, 'in the account menu');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toBeHidden();
    await expectFocusOn(page, accountButton(page), 'after the account menu closed');

    // What the journey is about: an offer she has not applied to, and her application whose
    // current stage is a questionnaire followed by a technical test.
    const offers = (await api(page, 'candidates/job-offers?pageSize=30')).body.data as Loose[];
    const offer = offers.find((o) => !o.applicationId && o.status === 'published' && !o.saved);
    expect(offer, 'an offer to apply to').toBeTruthy();
    const applications = (await api(page, 'candidates/applications?pageSize=50')).body
      .data as Loose[];
    const staged = applications.find(
      (a) =>
        a.status === 'in_progress' &&
        a.currentStage?.status === 'in_progress' &&
        a.currentStage?.type === 'questionnaire',
    );
    expect(staged, 'an application at a questionnaire').toBeTruthy();

    // Search for the offer.
    await tabTo(page, page.getByRole('searchbox', { name: 'Buscar ofertas' }));
    await page.keyboard.type(offer.title);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/app\/jobs\/\?.*search=/);
    await expect(page.getByRole('status').filter({ hasText: /\d+ ofertas?$/ })).toBeVisible();
    // Its card (titles repeat across companies): the one whose title links to the offer.
    const card = page
      .getByRole('article')
      .filter({ has: page.locator(`a[href$="/job-offers/${offer.id}/apply"]`) });

    // Save it.
    const save = card.getByRole('button', { name: 'Guardar en favoritos' });
    await tabTo(page, save);
    await page.keyboard.press('Enter');
    const saved = card.getByRole('button', { name: 'Quitar de favoritos' });
    await expect(saved).toHaveAttribute('aria-pressed', 'true');
    await expectFocusOn(page, saved, 'on the toggle after saving');

    // Open it, and apply with a new CV.
    await tabTo(page, card.getByRole('link', { name: offer.title }), { back: true });
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: offer.title })).toBeVisible();
    const apply = page.getByRole('region', { name: 'Postular a esta oferta' });
    await tabTo(page, apply.getByRole('button', { name: 'Subir otro CV' }));
    await page.keyboard.press('Enter');
    const choose = apply.getByRole('button', { name: 'Elegir archivo' });
    await expectFocusOn(page, choose, 'on "Elegir archivo" once the upload form opens');
    await page.keyboard.press('Enter');
    await (await chooser).setFiles(CV_PDF);
    await expect(apply.getByTestId('cv-chosen-file')).toContainText('cv-mateo.pdf');
    await tabTo(page, apply.getByRole('textbox', { name: 'Descripción (opcional)' }));
    await page.keyboard.type('CV para esta oferta');
    await tabTo(page, apply.getByRole('button', { name: 'Subir CV' }));
    await page.keyboard.press('Enter');
    const newCv = apply.getByRole('radio', { name: /cv-mateo\.pdf/ });
    await expect(newCv).toBeChecked();
    await expectFocusOn(page, newCv, 'on the new CV once uploaded');
    await tabTo(page, apply.getByRole('textbox', { name: 'Carta de presentación' }));
    await page.keyboard.type('Me interesa mucho esta oferta.');
    await tabTo(page, apply.getByRole('button', { name: 'Postular' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(`/app/jobs/${offer.id}/workflow`);
    await expect(page.getByText('Postulación enviada')).toBeVisible();

    // Her application at a questionnaire, from "Mis Aplicaciones".
    await openSection(page, 'Mis Aplicaciones');
    await expect(page).toHaveURL('/app/my-cvs');
    await expect(page.getByRole('status').filter({ hasText: /^\d+ postulaci/ })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Postulaciones' })).toBeVisible();
    let row = page.getByRole('listitem', { name: staged.jobOffer.title });
    // Not on the first page: the pagination, by keyboard.
    for (let next = 0; next < 5 && !(await row.isVisible()); next += 1) {
      await tabTo(page, page.getByRole('button', { name: /siguiente/i }));
      await page.keyboard.press('Enter');
      row = page.getByRole('listitem', { name: staged.jobOffer.title });
      await expect(page.getByRole('list', { name: 'Postulaciones' })).toBeVisible();
    }
    await tabTo(page, row.getByRole('link', { name: staged.jobOffer.title }));
    await page.keyboard.press('Enter');
    await tabTo(page, page.getByRole('link', { name: 'Ir a la etapa' }));
    await page.keyboard.press('Enter');
    await expect(
      page.getByRole('heading', { level: 1, name: staged.currentStage.name }),
    ).toBeVisible();

    // The questionnaire: Tab into each group, arrows to the right option.
    const groups = page.getByRole('radiogroup');
    const count = await groups.count();
    expect(count).toBeGreaterThan(0);
    for (let i = 0; i < count; i += 1) {
      const group = groups.nth(i);
      const right = await rightOptionIndex(group);
      const options = group.getByRole('radio');
      await tabTo(page, options.first());
      await page.keyboard.press('Space');
      for (let step = 0; step < right; step += 1) await page.keyboard.press('ArrowDown');
      await expect(options.nth(right)).toBeChecked();
      await expectFocusVisible(page, `on the answer of question ${i + 1}`);
    }
    await tabTo(page, page.getByRole('button', { name: 'Enviar respuestas' }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Aprobaste esta etapa' })).toBeVisible();
    await tabTo(page, page.getByRole('link', { name: /^Ir a la siguiente etapa/ }));
    await page.keyboard.press('Enter');

    // The technical test.
    const answer = page.getByRole('textbox', { name: 'Tu respuesta' });
    await tabTo(page, answer);
    await page.keyboard.type(
      'Separaría el problema en módulos pequeños, con pruebas para cada uno.',
    );
    await tabTo(page, page.getByRole('button', { name: 'Enviar respuesta' }));
    await page.keyboard.press('Enter');
    await expect(
      page.getByRole('heading', { name: 'Tu respuesta está en revisión' }),
    ).toBeVisible();
  });
}
