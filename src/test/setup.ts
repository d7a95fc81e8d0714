import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { resetMockState, server } from '@/mocks/node';

// Feature tests run against the same MSW handlers as the browser, in Node.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(async () => {
  cleanup();
  server.resetHandlers();
  // Each test starts from the seed (reseeded only when the test wrote something).
  await resetMockState();
});
afterAll(() => server.close());
