import { setupServer } from 'msw/node';
import { resetDatabaseIfChanged } from './db';
import { handlers } from './handlers';
import { resetNetworkSettings } from './network/state';

/**
 * The mock product API for Vitest (Node). The database lives in memory: it is seeded on
 * the first request of each test file (files are isolated).
 */
export const server = setupServer(...handlers);

/**
 * Between tests (see `src/test/setup.ts`): the seed comes back if the test wrote anything,
 * and the QA network controls go back to normal.
 */
export async function resetMockState(): Promise<void> {
  resetNetworkSettings();
  await resetDatabaseIfChanged();
}

export { resetDatabase } from './db';
