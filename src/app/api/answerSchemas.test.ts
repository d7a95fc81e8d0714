import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeStore } from '@/app/store';
import { server } from '@/test/msw';
import {
  api,
  authBridgeInstalled,
  INVALID_RESPONSE_CODE,
  INVALID_RESPONSE_MESSAGE,
  type ApiError,
} from '.';

/**
 * Every endpoint the app's API has injected checks its answer: a proxy or CDN that answers
 * `index.html` (HTTP 200, text/html) for `/api/v1/*`, or JSON of another shape, gives the
 * caller an `invalid_response` ApiError, never data and never a TypeError.
 */

// Every module that injects endpoints is loaded (Vite's glob: the boundaries of ESLint do not
// apply to a test's walk over all features), and the walk checks none is left out.
const injecting = import.meta.glob<string>('/src/features/**/*.ts', {
  query: '?raw',
  import: 'default',
  eager: true,
});
const loaded = import.meta.glob(['/src/features/**/api.ts', '/src/features/auth/currentUser.ts'], {
  eager: true,
});

/** Arguments for the endpoints whose request cannot be built from a plain id. */
const ARGS: Record<string, unknown> = {
  decideAttempt: {
    attempt: { id: 'a1', applicationId: 'app1', jobOffer: null },
    body: { status: 'passed' },
  },
  bulkReviewAttempts: { attemptIds: ['a1'] },
  bulkRejectAttempts: { attemptIds: ['a1'], reason: 'other', comment: 'Sin cupos' },
  submitAttempt: {
    jobOfferId: 'j1',
    applicationId: 'app1',
    stageId: 's1',
    body: { type: 'technical', textAnswer: 'Una respuesta' },
  },
  uploadBenderDrawing: {
    jobOfferId: 'j1',
    applicationId: 'app1',
    attemptId: 'a1',
    file: new Blob(['png'], { type: 'image/png' }),
  },
  uploadAvatar: { userId: 'u1', file: new Blob(['png'], { type: 'image/png' }) },
  uploadStageFile: {
    offerId: 'j1',
    file: new File(['%PDF-1.4'], 'caso.pdf', { type: 'application/pdf' }),
  },
  downloadStageFile: { url: '/api/v1/stages/s1/statement-file', fileName: 'caso.pdf' },
  getFeed: { sortBy: 'date' },
};

const FILE_ENDPOINTS = ['downloadReviewFile', 'loadReviewImage', 'downloadStageFile'];

const INDEX_HTML =
  '<!doctype html><html lang="es"><head><title>Talentia</title></head><body><div id="root"></div></body></html>';

type Initiate = (arg: unknown) => unknown;

async function call(
  name: string,
  answer: () => Response,
): Promise<{ data?: unknown; error?: unknown }> {
  server.use(http.all('*', answer));
  const store = makeStore();
  store.dispatch(authBridgeInstalled({ getToken: async () => ({ token: 'token' }) }));
  const endpoint = (api.endpoints as Record<string, { initiate: Initiate }>)[name]!;
  const result = store.dispatch(
    endpoint.initiate(ARGS[name] ?? 'x1') as never,
  ) as unknown as PromiseLike<{ data?: unknown; error?: unknown }>;
  return await result;
}

const names = () => Object.keys(api.endpoints).sort();

beforeAll(() => {
  expect(Object.keys(loaded).length).toBeGreaterThan(0);
});

describe('the answers of every endpoint are checked', () => {
  it('every module that injects endpoints is part of the walk', () => {
    const injectors = Object.entries(injecting)
      .filter(([path, text]) => !path.endsWith('.test.ts') && text.includes('injectEndpoints('))
      .map(([path]) => path)
      .sort();
    expect(injectors).toEqual(Object.keys(loaded).sort());
    expect(names().length).toBeGreaterThan(40);
  });

  it('an index.html answered with 200 is an invalid_response error on every endpoint', async () => {
    const failures: string[] = [];
    for (const name of names()) {
      const result = await call(
        name,
        () =>
          new HttpResponse(INDEX_HTML, { status: 200, headers: { 'Content-Type': 'text/html' } }),
      );
      const error = result.error as ApiError | undefined;
      if (error?.code !== INVALID_RESPONSE_CODE || error.message !== INVALID_RESPONSE_MESSAGE) {
        failures.push(`${name}: ${JSON.stringify(result).slice(0, 120)}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('JSON of another shape is an invalid_response error on every endpoint that reads its answer', async () => {
    const failures: string[] = [];
    for (const name of names()) {
      // A file download takes any content but a page (a JSON file is a file).
      if (FILE_ENDPOINTS.includes(name)) continue;
      const result = await call(name, () => HttpResponse.json('no es lo esperado'));
      const error = result.error as ApiError | undefined;
      if (error?.code !== INVALID_RESPONSE_CODE) failures.push(name);
    }
    expect(failures).toEqual([]);
  });
});
