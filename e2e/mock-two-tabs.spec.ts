import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { api, type ApiAnswer } from './support/api';
import { accountButton } from './support/session';

/**
 * Two tabs of one browser (demo build) share the mock database stored in IndexedDB, but
 * each tab runs its own copy of the mock in memory (issue 8). A write holds a Web Lock the
 * tabs share, reloads what another tab stored since, and stores before releasing it: two
 * tabs racing for the same thing get one 201 and the 409 the contract names, and a write in
 * one tab is never undone by a later write from the other.
 */
test.use({ persona: 'camila' });

/** Two tabs with the app loaded (each with its own copy of the mock database in memory). */
async function twoTabs(page: Page, newPage: () => Promise<Page>): Promise<[Page, Page]> {
  await page.goto('/app/feed');
  await expect(accountButton(page)).toBeVisible();
  const other = await newPage();
  await other.goto('/app/feed');
  await expect(accountButton(other)).toBeVisible();
  return [page, other];
}

interface Offer {
  id: string;
  title: string;
  applicationId: string | null;
  saved: boolean;
  stages: { id: string; type: string }[];
}

async function offers(page: Page): Promise<Offer[]> {
  const answer = await api(page, '/candidates/job-offers?page=1&pageSize=100');
  expect(answer.status).toBe(200);
  return answer.body!.data as unknown as Offer[];
}

/** A JSON attempt body for the stage types that take one. */
const ATTEMPT_BODIES: Record<string, unknown> = {
  technical: { textAnswer: 'Respuesta técnica desde dos pestañas a la vez.' },
  interview: { confirmed: true },
  psychometric_bender: {},
};

const statuses = (answers: ApiAnswer[]) => answers.map((a) => a.status).sort();

test('the same application and the same stage from two tabs at once: one 201, then the 409', async ({
  page,
  context,
}) => {
  const [tabA, tabB] = await twoTabs(page, () => context.newPage());
  const offer = (await offers(tabA)).find(
    (o) => o.applicationId === null && o.stages[0]!.type in ATTEMPT_BODIES,
  );
  expect(offer, 'a published offer Camila has not applied to').toBeTruthy();
  const cvs = await api(tabA, '/cv/');
  const cvId = (cvs.body!.data as unknown as { id: string }[])[0]!.id;

  const applied = await Promise.all(
    [tabA, tabB].map((tab) =>
      api(tab, `/job-offers/${offer!.id}/apply`, { method: 'POST', json: { cvId } }),
    ),
  );
  expect(statuses(applied)).toEqual([201, 409]);
  expect(applied.find((a) => a.status === 409)!.body).toMatchObject({
    error: 'already_applied',
    message: 'Ya postulaste a esta oferta',
  });
  const applicationId = applied.find((a) => a.status === 201)!.body!.data!.id as string;

  const stage = offer!.stages[0]!;
  const attempts = await Promise.all(
    [tabB, tabA].map((tab) =>
      api(tab, `/evaluations/applications/${applicationId}/stages/${stage.id}/attempt`, {
        method: 'POST',
        json: ATTEMPT_BODIES[stage.type],
      }),
    ),
  );
  expect(statuses(attempts)).toEqual([201, 409]);
  expect(attempts.find((a) => a.status === 409)!.body).toMatchObject({
    error: 'stage_not_open',
  });

  // And afterwards, one tab after the other: still the 409, never a second attempt.
  const again = await api(
    tabA,
    `/evaluations/applications/${applicationId}/stages/${stage.id}/attempt`,
    { method: 'POST', json: ATTEMPT_BODIES[stage.type] },
  );
  expect(again.status).toBe(409);
  for (const tab of [tabA, tabB]) {
    await tab.reload();
    await expect(accountButton(tab)).toBeVisible();
    const listed = await api(tab, `/evaluations/applications/${applicationId}/attempts`);
    expect(listed.status).toBe(200);
    expect(listed.body!.data).toHaveLength(1);
    const mine = await api(tab, '/candidates/applications?page=1&pageSize=100');
    const rows = mine.body!.data as unknown as { jobOffer: { id: string } | null }[];
    expect(rows.filter((row) => row.jobOffer?.id === offer!.id)).toHaveLength(1);
  }
});

test('a write in one tab survives a later write from the other tab, and shows there after a reload', async ({
  page,
  context,
}) => {
  const [tabA, tabB] = await twoTabs(page, () => context.newPage());
  const unsaved = (await offers(tabA)).filter((o) => !o.saved).slice(0, 6);
  const [first, ...others] = unsaved;

  // Tab A saves a favourite; then tab B, which loaded before it, saves the profile.
  const saved = await api(tabA, '/candidates/saved-job-offers', {
    method: 'PATCH',
    json: { jobId: first!.id },
  });
  expect(saved.body!.data).toMatchObject({ saved: true });
  await tabB.goto('/app/settings');
  const name = tabB.getByRole('textbox', { name: 'Nombre', exact: true });
  await expect(name).toHaveValue('Camila');
  await name.fill('Camila Andrea');
  await tabB.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(tabB.getByText('Perfil actualizado')).toBeVisible();

  // Both tabs writing at the same time, over and over: nothing of either is lost.
  const writes = await Promise.all([
    ...others.map((offer) =>
      api(tabA, '/candidates/saved-job-offers', { method: 'PATCH', json: { jobId: offer.id } }),
    ),
    ...others.map((_, n) =>
      api(tabB, '/candidates/profile', { method: 'PATCH', json: { headline: `Titular ${n}` } }),
    ),
  ]);
  expect(writes.map((w) => w.status)).toEqual(writes.map(() => 200));

  await tabB.reload();
  await expect(tabB.getByRole('textbox', { name: 'Nombre', exact: true })).toHaveValue(
    'Camila Andrea',
  );
  const favourites = await api(tabB, '/candidates/saved-job-offers?page=1&pageSize=100');
  const savedIds = (favourites.body!.data as unknown as { id: string }[]).map((o) => o.id);
  expect(savedIds).toEqual(expect.arrayContaining(unsaved.map((o) => o.id)));
  const details = await api(tabB, '/user/details');
  expect(details.body!.data).toMatchObject({ name: 'Camila Andrea' });
  expect(String(details.body!.data!.headline)).toMatch(/^Titular \d$/);

  // The favourites screen of tab B lists tab A's favourite.
  await tabB.goto('/app/favorites');
  await expect(tabB.getByText(first!.title).first()).toBeVisible();
});
