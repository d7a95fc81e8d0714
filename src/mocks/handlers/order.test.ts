// @vitest-environment node
import { ensureDatabase } from '../db';
import { exportSnapshot, loadSnapshot, type Snapshot } from '../db/database';
import { call, tokenFor } from './test-utils';

/**
 * A reload rebuilds the browser's database from IndexedDB, whose rows come back in another
 * order than they were written. A list must not change with it: the page a person was on
 * shows the same offers after a reload (ties in a sort are broken by id).
 */
async function withRowsReversed<T>(read: () => Promise<T>): Promise<T> {
  const saved = exportSnapshot();
  const reversed = {
    ...saved,
    tables: Object.fromEntries(
      Object.entries(saved.tables).map(([name, rows]) => [
        name,
        [...(rows as unknown[])].reverse(),
      ]),
    ),
  } as unknown as Snapshot;
  await loadSnapshot(reversed, false);
  try {
    return await read();
  } finally {
    await loadSnapshot(saved, false);
  }
}

type Row = { id: string };
/** The rows of a list answer: `{ data: [...] }`, or the staff offers' `{ data: { jobOffers } }`. */
const ids = (body: { data: Row[] | { jobOffers: Row[] } }) =>
  (Array.isArray(body.data) ? body.data : body.data.jobOffers).map((row) => row.id);

describe('list order does not depend on the order rows were stored in', () => {
  beforeAll(ensureDatabase);

  for (const [who, path] of [
    ['camila', '/candidates/job-offers?page=2&pageSize=24'],
    ['camila', '/candidates/job-offers?page=1&pageSize=24&sortBy=match'],
    ['camila', '/candidates/applications?pageSize=50'],
    ['camila', '/candidates/saved-job-offers?pageSize=50'],
    ['camila', '/cv'],
    ['camila', '/notifications?pageSize=50'],
    ['valentina', '/job-offers?pageSize=50'],
    ['valentina', '/job-offers?pageSize=50&sortBy=applicantsCount'],
    ['valentina', '/recruiters/stage-attempts/to-review?pageSize=50'],
  ] as const) {
    it(`${path} as ${who}`, async () => {
      const token = await tokenFor(who);
      const before = await call('GET', path, { token });
      expect(before.status).toBe(200);
      const after = await withRowsReversed(() => call('GET', path, { token }));
      expect(ids(after.body)).toEqual(ids(before.body));
    });
  }
});
