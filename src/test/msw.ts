import { http, HttpResponse } from 'msw';
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
  // What a test listens to ends with it (see `recordRequests`).
  server.events.removeAllListeners();
  // Each test starts from the seed (reseeded only when the test wrote something).
  await resetMockState();
});
afterAll(() => server.close());

export { server };

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/**
 * Holds back the answers to `method` `url` until the returned call: to see a screen while a
 * request is on its way. Then `answer` answers, or else the mock, with what the database holds
 * then.
 */
export function holdBack(
  url: string,
  method: Method = 'get',
  answer: () => Response | undefined = () => undefined,
): () => void {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  server.use(
    http[method](url, async () => {
      await held;
      return answer();
    }),
  );
  return release;
}

/**
 * From now on the mock answers `method` `url` with `body` and `status` instead of doing the
 * work: to see how a screen takes a refusal or a failure.
 */
export function answerWith(method: Method, url: string, status: number, body: object): void {
  server.use(http[method](url, () => HttpResponse.json(body, { status })));
}

/**
 * What `pick` makes of each request sent from now on, in order (a request it makes nothing
 * of, `undefined`, is left out): to see what a screen asked for.
 */
export function recordRequests<T>(pick: (request: Request, url: URL) => T | undefined): T[] {
  const seen: T[] = [];
  server.events.on('request:start', ({ request }) => {
    const entry = pick(request, new URL(request.url));
    if (entry !== undefined) seen.push(entry);
  });
  return seen;
}
