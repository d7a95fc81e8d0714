import { expect, test } from './support/fixtures';
import { accountButton } from './support/session';

/**
 * Two tabs editing one offer (issue 28.6): the second save, made from a copy opened before
 * the first save, never silently undoes it. It is refused as a conflict (409
 * `version_conflict`), said where the user is looking, with everything typed kept; "Cargar la
 * versión actual" lays the user's edits over the current version, and saving then keeps both.
 */
test.use({ persona: 'valentina' });

test('a stale tab does not undo another tab’s edit of the same offer', async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  await page.goto('/app/recruiter/jobs/');
  const firstOffer = page.getByRole('table', { name: 'Ofertas' }).getByRole('link').first();
  await expect(firstOffer).toBeVisible();
  await firstOffer.click();
  await expect(page).toHaveURL(/\/app\/recruiter\/jobs\/[^/]+\/$/);
  const editUrl = `${new URL(page.url()).pathname}?editar=1`;

  // Both tabs open the editor before either saves.
  await page.goto(editUrl);
  const title = page.getByRole('textbox', { name: 'Título' });
  await expect(title).not.toHaveValue('');
  const original = await title.inputValue();
  const other = await context.newPage();
  await other.goto(editUrl);
  await expect(accountButton(other)).toBeVisible();
  await expect(other.getByRole('textbox', { name: 'Título' })).toHaveValue(original);
  const otherCity = other.getByRole('textbox', { name: 'Ciudad' });
  await expect(otherCity).not.toHaveValue('');

  // Tab A changes the title and saves.
  const newTitle = `${original} (revisado)`;
  await title.fill(newTitle);
  await page.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(page.getByText('Oferta actualizada')).toBeVisible();

  // Tab B, opened before, changes only the city and saves: a conflict, in view, nothing lost.
  await otherCity.fill('Valparaíso');
  await other.getByRole('button', { name: 'Guardar cambios' }).click();
  const conflict = other
    .getByRole('alert')
    .filter({ hasText: 'Esta oferta cambió mientras la editabas.' });
  await expect(conflict).toBeVisible();
  await expect(conflict).toBeInViewport();
  await expect(conflict).toContainText('Otra persona guardó cambios en Título');
  await expect(conflict).toBeFocused();
  await expect(other.getByText('Oferta actualizada')).toHaveCount(0);
  await expect(otherCity).toHaveValue('Valparaíso');

  // The current version with B's edit on top, then saved: both edits stand.
  await conflict.getByRole('button', { name: 'Cargar la versión actual' }).click();
  await expect(other.getByRole('textbox', { name: 'Título' })).toHaveValue(newTitle);
  await expect(otherCity).toHaveValue('Valparaíso');
  await expect(
    other.getByRole('alert').filter({ hasText: 'Se cargó la versión actual.' }),
  ).toBeVisible();
  await other.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(other.getByText('Oferta actualizada')).toBeVisible();

  // What is stored: A's title and B's city.
  await page.goto(editUrl);
  await expect(page.getByRole('textbox', { name: 'Título' })).toHaveValue(newTitle);
  await expect(page.getByRole('textbox', { name: 'Ciudad' })).toHaveValue('Valparaíso');
});
