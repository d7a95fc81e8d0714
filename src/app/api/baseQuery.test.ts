import { configureStore } from '@reduxjs/toolkit';
import { createApi } from '@reduxjs/toolkit/query/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { server } from '@/test/msw';
import { apiBaseUrl, createRequestQuery, setAuthBridge, withRetry } from './baseQuery';

const PROBE = `${apiBaseUrl()}probe`;

function makeProbeApi() {
  const api = createApi({
    reducerPath: 'probeApi',
    baseQuery: withRetry(createRequestQuery(), { backoff: async () => {} }),
    endpoints: (build) => ({
      read: build.query<unknown, void>({ query: () => 'probe' }),
      write: build.mutation<unknown, void>({ query: () => ({ url: 'probe', method: 'POST' }) }),
    }),
  });
  const store = configureStore({
    reducer: { [api.reducerPath]: api.reducer },
    middleware: (getDefault) => getDefault().concat(api.middleware),
  });
  return { api, store };
}

/** Answer the probe with the given responses in turn, counting the calls. */
function answerWith(...responses: (() => Response)[]) {
  const calls = { count: 0, authorization: [] as (string | null)[] };
  const handler = ({ request }: { request: Request }) => {
    calls.authorization.push(request.headers.get('Authorization'));
    const next = responses[Math.min(calls.count, responses.length - 1)];
    calls.count += 1;
    return next();
  };
  server.use(http.get(PROBE, handler), http.post(PROBE, handler));
  return calls;
}

afterEach(() => setAuthBridge(null));

describe('base query: answers and errors', () => {
  it('returns the parsed JSON answer', async () => {
    answerWith(() => HttpResponse.json({ data: { ok: true } }));
    const { api, store } = makeProbeApi();
    const result = await store.dispatch(api.endpoints.read.initiate());
    expect(result.data).toEqual({ data: { ok: true } });
  });

  it('normalises a JSON error to {status, message}', async () => {
    answerWith(() => HttpResponse.json({ message: 'Oferta no encontrada' }, { status: 404 }));
    const { api, store } = makeProbeApi();
    const result = await store.dispatch(api.endpoints.read.initiate());
    expect(result.error).toEqual({ status: 404, message: 'Oferta no encontrada' });
  });

  it('uses the raw text of a non-JSON error', async () => {
    answerWith(() => new HttpResponse('Service Unavailable', { status: 400 }));
    const { api, store } = makeProbeApi();
    const result = await store.dispatch(api.endpoints.read.initiate());
    expect(result.error).toEqual({ status: 400, message: 'Service Unavailable' });
  });

  it('says "Request failed" when the error has no text', async () => {
    answerWith(() => new HttpResponse(null, { status: 418 }));
    const { api, store } = makeProbeApi();
    const result = await store.dispatch(api.endpoints.read.initiate());
    expect(result.error).toEqual({ status: 418, message: 'Request failed' });
  });

  it('reports a network failure as status 0 with a Spanish message', async () => {
    answerWith(() => HttpResponse.error());
    const { api, store } = makeProbeApi();
    const result = await store.dispatch(api.endpoints.read.initiate());
    expect(result.error).toMatchObject({ status: 0, message: expect.stringMatching(/conectar/) });
  });

  it('sends the bearer token of the auth bridge', async () => {
    setAuthBridge({ getToken: async () => 'token-123' });
    const calls = answerWith(() => HttpResponse.json({}));
    const { api, store } = makeProbeApi();
    await store.dispatch(api.endpoints.read.initiate());
    expect(calls.authorization).toEqual(['Bearer token-123']);
  });

  it('sends no Authorization header when nobody is signed in', async () => {
    const calls = answerWith(() => HttpResponse.json({}));
    const { api, store } = makeProbeApi();
    await store.dispatch(api.endpoints.read.initiate());
    expect(calls.authorization).toEqual([null]);
  });

  it('repeats a 401 once when the bridge obtained a new token', async () => {
    let token = 'old';
    setAuthBridge({
      getToken: async () => token,
      handleUnauthorized: async () => {
        token = 'new';
        return true;
      },
    });
    const calls = answerWith(
      () => HttpResponse.json({ message: 'Token inválido o expirado' }, { status: 401 }),
      () => HttpResponse.json({ ok: true }),
    );
    const { api, store } = makeProbeApi();
    const result = await store.dispatch(api.endpoints.read.initiate());
    expect(result.data).toEqual({ ok: true });
    expect(calls.authorization).toEqual(['Bearer old', 'Bearer new']);
  });
});

describe('base query: retries', () => {
  it('retries a 5xx query up to 3 times, then fails', async () => {
    const calls = answerWith(() =>
      HttpResponse.json({ message: 'Error interno' }, { status: 500 }),
    );
    const { api, store } = makeProbeApi();
    const result = await store.dispatch(api.endpoints.read.initiate());
    expect(calls.count).toBe(4);
    expect(result.error).toEqual({ status: 500, message: 'Error interno' });
  });

  it('succeeds when a retry succeeds', async () => {
    const calls = answerWith(
      () => new HttpResponse(null, { status: 503 }),
      () => HttpResponse.error(),
      () => HttpResponse.json({ ok: true }),
    );
    const { api, store } = makeProbeApi();
    const result = await store.dispatch(api.endpoints.read.initiate());
    expect(calls.count).toBe(3);
    expect(result.data).toEqual({ ok: true });
  });

  it('retries network errors', async () => {
    const calls = answerWith(() => HttpResponse.error());
    const { api, store } = makeProbeApi();
    await store.dispatch(api.endpoints.read.initiate());
    expect(calls.count).toBe(4);
  });

  it.each([400, 401, 403, 404, 409, 422])('never retries a %i', async (status) => {
    const calls = answerWith(() => HttpResponse.json({ message: 'no' }, { status }));
    const { api, store } = makeProbeApi();
    const result = await store.dispatch(api.endpoints.read.initiate());
    expect(calls.count).toBe(1);
    expect(result.error).toEqual({ status, message: 'no' });
  });

  it('never repeats a mutation, even on a 5xx', async () => {
    const calls = answerWith(() =>
      HttpResponse.json({ message: 'Error interno' }, { status: 500 }),
    );
    const { api, store } = makeProbeApi();
    const result = await store.dispatch(api.endpoints.write.initiate());
    expect(calls.count).toBe(1);
    expect(result.error).toEqual({ status: 500, message: 'Error interno' });
  });
});
