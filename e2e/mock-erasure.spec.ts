import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { accountButton } from './support/session';
import { api } from './support/api';

/**
 * Erasure in the browser mock (issue 29.3): a deleted CV's bytes leave IndexedDB with it,
 * read straight from the mock's blob store (object store `blobs` of `recruiting-app-mock`),
 * where the seed's own file contents are kept too (stored apart from the records, issue 33.1).
 */
test.use({ persona: 'mateo' });

/** The keys of the blob store, and the stored records' file ids. */
function storedFiles(page: Page): Promise<{ blobs: string[]; fileIds: string[] }> {
  return page.evaluate(
    () =>
      new Promise((resolve, reject) => {
        const open = indexedDB.open('recruiting-app-mock');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const database = open.result;
          const transaction = database.transaction(['blobs', 'state'], 'readonly');
          const blobs = transaction.objectStore('blobs').getAllKeys();
          const state = transaction.objectStore('state').get('database');
          transaction.oncomplete = () => {
            database.close();
            // The state is stored as JSON text (src/mocks/db/browser-adapter.ts).
            const stored = JSON.parse(state.result as string) as {
              snapshot?: { tables?: { files?: { id: string }[] } };
            };
            const files = stored.snapshot?.tables?.files ?? [];
            resolve({ blobs: blobs.result.map(String), fileIds: files.map((file) => file.id) });
          };
        };
      }),
  );
}

test('a deleted CV leaves no bytes in the browser’s blob store', async ({ page }) => {
  await page.goto('/app/my-cvs?tab=cvs');
  await expect(accountButton(page)).toBeVisible();
  // The seed's contents, stored with the seeded records before the mock's first answer.
  await api(page, 'cv/');
  const seeded = (await storedFiles(page)).blobs;
  expect(seeded.length).toBeGreaterThan(0);
  const form = page.getByRole('form', { name: 'Subir CV' });
  await form.getByLabel('Archivo del CV').setInputFiles({
    name: 'cv-para-borrar.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from(`%PDF-1.4\n% cv para borrar ${Date.now()}\n${'x'.repeat(20_000)}\n%%EOF\n`),
  });
  await form.getByRole('button', { name: 'Subir CV' }).click();
  // The upload's answer (sent once its save is done), not the file's name: the chooser shows
  // the name at once, and a list asked for before the upload is written lacks the CV.
  await expect(page.getByText('CV subido: cv-para-borrar.pdf')).toBeVisible();

  const cvs = (await api(page, 'cv/')).body.data as { id: string; fileName: string }[];
  const cv = cvs.find((c) => c.fileName === 'cv-para-borrar.pdf');
  expect(cv, 'the uploaded CV in the list').toBeDefined();
  const before = await storedFiles(page);
  expect(before.blobs.filter((key) => !seeded.includes(key))).toHaveLength(1);

  expect((await api(page, `cv/${cv!.id}`, { method: 'DELETE' })).status).toBe(204);
  const after = await storedFiles(page);
  expect(after.blobs.sort()).toEqual([...seeded].sort());
  expect(after.fileIds.length).toBe(before.fileIds.length - 1);
});
