import { http } from 'msw';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { resetMockState, server } from '@/mocks/node';

/**
 * The mock API for the test files that call it: `import '@/test/msw';` at the top of the
 * file. Loading the handlers and the seeded database is the costly part of a test file's
 * set-up, so the files that make no request do without it.
 */
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(async () => {
  server.resetHandlers();
  // Each test starts from the seed (reseeded only when the test wrote something).
  await resetMockState();
});
afterAll(() => server.close());

export { server };

/**
 * Holds back the answers to `method` `url` (the mock answers them, with what the database holds
 * then) until the returned call: to see a screen while a request is on its way.
 */
export function holdBack(
  url: string,
  method: 'get' | 'post' | 'patch' | 'delete' = 'get',
): () => void {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  server.use(
    http[method](url, async () => {
      await held;
      return undefined;
    }),
  );
  return release;
}
