import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { resetMockState, server } from '@/mocks/node';

// Wait on conditions, not on the clock: a loaded 2-core machine can take seconds to render
// a lazy route, and `findBy`/`waitFor` give up after this long (RTL's default is 1 s).
configure({ asyncUtilTimeout: 10_000 });

// Feature tests run against the same MSW handlers as the browser, in Node.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(async () => {
  cleanup();
  server.resetHandlers();
  // Each test starts from the seed (reseeded only when the test wrote something).
  await resetMockState();
});
afterAll(() => server.close());
