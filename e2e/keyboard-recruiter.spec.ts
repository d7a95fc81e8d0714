import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import {
  expectFocusOn,
  expectFocusVisible,
  pickUpByKeyboard,
  tabTo,
  useScheme,
  openSection,
} from './support/keyboard';
import { accountButton } from './support/session';

/**
 * Issue 16.3: a recruiter's journey with the keyboard alone — no click, no fill; the start page
 * is the only URL opened. The focus is visible at every stop, in the light and the dark scheme,
 * and comes back to a sensible place after each dialog.
 */
test.use({ persona: 'valentina' });
test.describe.configure({ timeout: 300_000 });

/** In an open listbox or menu: arrows until `name` has the focus, then Enter. */
async function choose(page: Page, role: 'option' | 'menuitem', name: string) {
  const item = page.getByRole(role, { name, exact: true });
  await expect(item).toBeVisible();
  for (let step = 0; step < 40; step += 1) {
    if (await item.evaluate((el) => el === document.activeElement)) break;
    await page.keyboard.press('ArrowDown');
  }
  await expectFocusOn(page, item, `on «${name}»`);
  await page.keyboard.press('Enter');
}

for (const scheme of ['light', 'dark'] as const) {
  test(`a recruiter creates, orders, publishes, filters, reviews with a shortcut and confirms in bulk, by keyboard (${scheme})`, async ({
    page,
    context,
  }) => {
    await useScheme(context, scheme);
    const title = `Analista de Accesibilidad ${Date.now() % 100000}`;
    await page.goto('/app/recruiter/dashboard');
    await expect(page.locator('html')).toHaveAttribute('data-theme', scheme);
    await expect(accountButton(page)).toBeVisible();

    // "Ofertas de empleo" from the account menu.
    await tabTo(page, accountButton(page));
    await page.keyboard.press('Enter');
    await choose(page, 'menuitem', 'Ofertas de empleo');
    await expect(page).toHaveURL('/app/recruiter/jobs/');
    // The address changes before the list replaces the dashboard, which has a "Nueva oferta"
    // link of its own: a Tab before that would focus the dashboard's, gone a moment later.
    await expect(page.getByRole('heading', { name: 'Ofertas de empleo', level: 1 })).toBeVisible();

    // A new offer.
    await tabTo(page, page.getByRole('link', { name: 'Nueva oferta' }).first());
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/app/recruiter/jobs/new');
    await tabTo(page, page.getByRole('textbox', { name: 'Título' }));
    await page.keyboard.type(title);
    await page.keyboard.press('Tab');
    await page.keyboard.type(
      'Revisarás que cada pantalla se pueda usar con el teclado y un lector.',
    );
    for (const [label, option] of [
      ['Categoría', 'Datos'],
      ['Modalidad', 'Híbrido'],
      ['Nivel', 'Senior'],
    ] as const) {
      const select = page.getByRole('combobox', { name: new RegExp(label) });
      await tabTo(page, select);
      await page.keyboard.press('Enter');
      await choose(page, 'option', option);
      // The listbox gives the focus back to its select.
      await expectFocusOn(page, select, `on ${label} after choosing`);
    }
    await tabTo(page, page.getByRole('textbox', { name: 'Ciudad' }));
    await page.keyboard.type('Santiago');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Chile');
    await tabTo(page, page.getByRole('combobox', { name: 'Habilidades requeridas' }));
    await page.keyboard.type('WCAG');
    await page.keyboard.press('Enter');
    await tabTo(page, page.getByRole('button', { name: 'Guardar borrador' }));
    await page.keyboard.press('Enter');

    // Two stages.
    await expect(page).toHaveURL(/\/app\/recruiter\/jobs\/[^/]+\/stages$/);
    const add = page.getByRole('button', { name: 'Agregar etapa' });
    await tabTo(page, add);
    await page.keyboard.press('Enter');
    const first = page.getByTestId('stage-card').nth(0);
    await tabTo(page, first.getByRole('textbox', { name: 'Nombre' }));
    await page.keyboard.type('Cuestionario de pautas');
    for (const [label, text] of [
      ['Pregunta 1', '¿Qué pide el criterio 2.4.7?'],
      ['Opción 1', 'Foco visible'],
      ['Opción 2', 'Texto alternativo'],
    ] as const) {
      await tabTo(page, first.getByRole('textbox', { name: label }));
      await page.keyboard.type(text);
    }
    const right = first.getByRole('radio', { name: 'Marcar la opción 1 como correcta' });
    await tabTo(page, right, { back: true });
    await page.keyboard.press('Space');
    await expect(right).toBeChecked();

    await tabTo(page, add);
    await page.keyboard.press('Enter');
    const second = page.getByTestId('stage-card').nth(1);
    await tabTo(page, second.getByRole('textbox', { name: 'Nombre' }));
    await page.keyboard.type('Entrevista con el equipo');
    const type = second.getByRole('combobox', { name: /Tipo/ });
    await tabTo(page, type);
    await page.keyboard.press('Enter');
    await choose(page, 'option', 'Entrevista');
    await tabTo(page, second.getByRole('textbox', { name: 'Lugar' }));
    await page.keyboard.type('Av. Providencia 1234, Santiago');

    // Reorder with dnd-kit's keyboard sensor, each key after its announcement.
    const announcement = page.locator('[id^="DndLiveRegion"]');
    const handle = second.getByRole('button', { name: 'Reordenar la etapa 2' });
    await tabTo(page, handle, { back: true });
    await pickUpByKeyboard(page, announcement, /Tomaste|está en la posición 2 de 2/);
    await page.keyboard.press('ArrowUp');
    await expect(announcement).toContainText('está en la posición 1 de 2');
    await page.keyboard.press('Space');
    await expect(announcement).toContainText('Soltaste');
    await expect(
      page.getByTestId('stage-card').nth(0).getByRole('heading', { level: 3 }),
    ).toHaveText('Etapa 1: Entrevista con el equipo');
    await expectFocusVisible(page, 'on the handle after the drop');
    await tabTo(page, page.getByRole('button', { name: 'Guardar etapas' }));
    await page.keyboard.press('Enter');
    await expect(page.getByText('Etapas guardadas')).toBeVisible();

    // Publish, with the confirmation; the focus stays in the offer's actions.
    await tabTo(page, page.getByRole('link', { name: 'Volver a la oferta' }), { back: true });
    await page.keyboard.press('Enter');
    const publish = page.getByRole('button', { name: 'Publicar', exact: true });
    await tabTo(page, publish);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: '¿Desea continuar con la acción?' });
    await expectFocusOn(page, dialog.getByRole('button', { name: 'Confirmar' }), 'in the dialog');
    await page.keyboard.press('Enter');
    await expect(page.getByText('Oferta publicada')).toBeVisible();
    await expect(dialog).toBeHidden();
    const actions = page.getByRole('group', { name: 'Acciones de la oferta' });
    await expect
      .poll(
        () =>
          actions.evaluate((group) =>
            group.contains(document.activeElement)
              ? 'in the actions'
              : (document.activeElement?.outerHTML.slice(0, 120) ?? 'none'),
          ),
        { message: 'the focus is back in the offer actions after the confirmation' },
      )
      .toBe('in the actions');
    await expectFocusVisible(page, 'after publishing');

    // The review queue, filtered by keyboard.
    await openSection(page, 'Tareas');
    await expect(page.getByRole('heading', { name: 'Tareas', level: 1 })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: /por revisar/ })).toBeVisible();
    const stageType = page.getByRole('combobox', { name: 'Tipo de etapa' });
    await tabTo(page, stageType);
    await page.keyboard.press('Enter');
    await choose(page, 'option', 'Entrevista');
    await expect(page).toHaveURL(/stageType=interview/);
    await expectFocusOn(page, stageType, 'on the filter after choosing');

    // Review an attempt: the help dialog, then "r" to reject.
    const rows = page.getByRole('table', { name: 'Intentos por revisar' }).locator('tbody tr');
    await expect(rows.first()).toContainText('Entrevista');
    const firstLink = rows.first().getByRole('link');
    const name = (await firstLink.textContent())!;
    await tabTo(page, firstLink);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
    await page.keyboard.press('?');
    const help = page.getByRole('dialog', { name: 'Atajos de teclado' });
    await expect(help).toBeVisible();
    await expectFocusVisible(page, 'in the help dialog');
    await page.keyboard.press('Escape');
    await expect(help).toBeHidden();
    await page.keyboard.press('r');
    const reject = page.getByRole('dialog', { name: '¿Desea continuar con la acción?' });
    await expect(reject).toContainText('rechazará');
    await expectFocusOn(page, reject.getByRole('button', { name: 'Confirmar' }), 'rejecting');
    await page.keyboard.press('Enter');
    await expect(page.getByText('Intento rechazado')).toBeVisible();
    await expect(page.getByRole('heading', { name, level: 1 })).toBeHidden();
    // The next attempt is open; the focus is on the page, not lost.
    await expect
      .poll(() => page.evaluate(() => document.activeElement !== document.body))
      .toBe(true);

    // Confirm the platform's proposals in bulk, on the queue without the filter (the tab
    // "Tareas" opens it unfiltered: "Limpiar filtros" is disabled there, so not a tab stop).
    await openSection(page, 'Tareas');
    await expect(page).toHaveURL(/\/app\/recruiter\/candidates$/);
    await expect(page.getByRole('status').filter({ hasText: /por revisar/ })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Limpiar filtros' })).toBeDisabled();
    const queue = page.getByRole('table', { name: 'Intentos por revisar' });
    await expect(queue.locator('tbody tr').first()).toBeVisible();
    const all = page.getByRole('checkbox', {
      name: 'Seleccionar todos los automatizables de esta página',
    });
    await tabTo(page, all);
    await page.keyboard.press('Space');
    await expect(all).toBeChecked();
    const selection = page.getByRole('region', { name: 'Acciones sobre la selección' });
    const chosen = Number((await selection.textContent())!.match(/(\d+) seleccionados?/)![1]);
    expect(chosen).toBeGreaterThan(0);
    // The selection bar is just before the table: one Shift+Tab from the header's checkbox.
    const confirmAll = selection.getByRole('button', { name: 'Confirmar propuestas' });
    await tabTo(page, confirmAll, { back: true, max: 3 });
    await page.keyboard.press('Enter');
    const bulk = page.getByRole('dialog', { name: '¿Desea continuar con la acción?' });
    await expect(bulk).toContainText(`para ${chosen} intento`);
    await expectFocusOn(
      page,
      bulk.getByRole('button', { name: 'Confirmar' }),
      'confirming in bulk',
    );
    await page.keyboard.press('Enter');
    const summary = page.getByRole('dialog', { name: 'Resultado de la confirmación' });
    await expect(summary).toContainText(/\d+ confirmados?/);
    await expect(bulk).toBeHidden();
    await expectFocusVisible(page, 'in the summary');
    await tabTo(page, summary.getByRole('button', { name: 'Cerrar' }));
    await page.keyboard.press('Enter');
    await expect(summary).toBeHidden();
    await expect(selection).toBeHidden();
    // The bar that opened the dialogs is gone: the focus goes to the rows it led to (the
    // first usable checkbox of the queue), not to the page.
    await expect
      .poll(
        () =>
          page.evaluate(() => {
            const active = document.activeElement;
            const table = document.querySelector('table[aria-label="Intentos por revisar"]');
            return table?.contains(active) ? active?.getAttribute('type') : active?.outerHTML;
          }),
        { message: 'the focus is on the queue after the summary closed' },
      )
      .toBe('checkbox');
    await expectFocusVisible(page, 'on the queue after the bulk confirmation');
  });
}
