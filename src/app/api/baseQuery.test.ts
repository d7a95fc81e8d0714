import { configureStore } from '@reduxjs/toolkit';
import { createApi } from '@reduxjs/toolkit/query/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '@/test/msw';
import { authBridgeInstalled, createApiExtra, type AuthBridge } from './authBridge';
import {
  apiBaseUrl,
  baseQuery,
  createRequestQuery,
  withRetry,
  type AppBaseQuery,
} from './baseQuery';
import { NETWORK_ERROR_MESSAGE } from './errors';

const PROBE = `${apiBaseUrl()}probe`;

/** A store of its own (its own auth bridge) with a probe API over `query`. */
function makeProbeApi(query: AppBaseQuery = baseQuery, bridge?: AuthBridge) {
  const api = createApi({
    reducerPath: 'probeApi',
    baseQuery: query,
    endpoints: (build) => ({
      read: build.query<unknown, void>({ query: () => 'probe' }),
      write: build.mutation<unknown, void>({ query: () => ({ url: 'probe', method: 'POST' }) }),
    }),
  });
  const store = configureStore({
    reducer: { [api.reducerPath]: api.reducer },
    middleware: (getDefault) =>
      getDefault({ thunk: { extraArgument: createApiExtra() } }).concat(api.middleware),
  });
  if (bridge) store.dispatch(authBridgeInstalled(bridge));
  return { api, store };
}

/** No waiting between attempts (the answer-shape tests). */
const noWait = () => withRetry(createRequestQuery(), { backoff: async () => {} });

/** Answer the probe with the given responses in turn, counting the calls. */
function answerWith(...responses: (() => Response)[]) {
  const calls = { count: 0, authorization: [] as (string | null)[] };
  const handler = ({ request }: { request: Request }) => {
    calls.authorization.push(request.headers.get('Authorization'));
    const next = responses[Math.min(calls.count, responses.length - 1)]!;
    calls.count += 1;
    return next();
  };
  server.use(http.get(PROBE, handler), http.post(PROBE, handler));
  return calls;
}

/** Run the fake clock until `promise` settles (RTK Query's backoff waits on timers). */
async function settle<T>(promise: Promise<T>): Promise<T> {
  let done = false;
  void promise.finally(() => {
    done = true;
  });
  for (let i = 0; i < 100 && !done; i += 1) await vi.advanceTimersByTimeAsync(1000);
  return promise;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('base query: answers and errors', () => {
  it('returns the parsed JSON answer', async () => {
    answerWith(() => HttpResponse.json({ data: { ok: true } }));
    const { api, store } = makeProbeApi(noWait());
    const result = await store.dispatch(api.endpoints.read.initiate());
    expect(result.data).toEqual({ data: { ok: true } });
  });

  it('normalises a JSON error to {status, message, code}', async () => {
    answerWith(() =>
      HttpResponse.json({ message: 'Oferta no encontrada', error: 'not_found' }, { status: 404 }),
    );
    const { api, store } = makeProbeApi(noWait());
    const result = await store.dispatch(api.endpoints.read.initiate());
    expect(result.error).toEqual({
      status: 404,
      message: 'Oferta no encontrada',
      code: 'not_found',
    });
  });

  it('uses the raw text of a non-JSON error', async () => {
    answerWith(() => new HttpResponse('Service Unavailable', { status: 400 }));
    const { api, store } = makeProbeApi(noWait());
    const result = await store.dispatch(api.endpoints.read.initiate());
    expect(result.error).toEqual({ status: 400, message: 'Service Unavailable' });
  });

  it('keeps the text of a JSON error that has neither message nor error', async () => {
    answerWith(() => HttpResponse.json({ reason: 'cupo agotado' }, { status: 400 }));
    const { api, store } = makeProbeApi(noWait());
    const result = await store.dispatch(api.endpoints.read.initiate());
    expect(result.error).toEqual({ status: 400, message: '{"reason":"cupo agotado"}' });
  });

  it('uses the HTTP status text for an empty error body, then "Request failed"', async () => {
    answerWith(
      () => new HttpResponse(null, { status: 418, statusText: "I'm a teapot" }),
      () => new HttpResponse(null, { status: 499, statusText: '' }),
    );
    const { api, store } = makeProbeApi(noWait());
    const first = await store.dispatch(api.endpoints.write.initiate());
    expect(first.error).toEqual({ status: 418, message: "I'm a teapot" });
    const second = await store.dispatch(api.endpoints.write.initiate());
    expect(second.error).toEqual({ status: 499, message: 'Request failed' });
  });

  it('reports a network failure as status 0 with a Spanish message', async () => {
    answerWith(() => HttpResponse.error());
    const { api, store } = makeProbeApi(noWait());
    const result = await store.dispatch(api.endpoints.read.initiate());
    expect(result.error).toMatchObject({ status: 0, message: expect.stringMatching(/conectar/) });
  });

  it("sends the bearer token of the store's auth bridge", async () => {
    const calls = answerWith(() => HttpResponse.json({}));
    const { api, store } = makeProbeApi(noWait(), {
      getToken: async () => ({ token: 'token-123' }),
    });
    await store.dispatch(api.endpoints.read.initiate());
    expect(calls.authorization).toEqual(['Bearer token-123']);
  });

  it('keeps each store to its own bridge', async () => {
    const calls = answerWith(() => HttpResponse.json({}));
    const signedIn = makeProbeApi(noWait(), { getToken: async () => ({ token: 'de-otro' }) });
    const anonymous = makeProbeApi(noWait());
    await anonymous.store.dispatch(anonymous.api.endpoints.read.initiate());
    await signedIn.store.dispatch(signedIn.api.endpoints.read.initiate());
    expect(calls.authorization).toEqual([null, 'Bearer de-otro']);
  });

  it('sends no Authorization header when nobody is signed in', async () => {
    const calls = answerWith(() => HttpResponse.json({}));
    const { api, store } = makeProbeApi(noWait());
    await store.dispatch(api.endpoints.read.initiate());
    expect(calls.authorization).toEqual([null]);
  });

  it('repeats a 401 once when the bridge obtained a new token', async () => {
    let token = 'old';
    const calls = answerWith(
      () => HttpResponse.json({ message: 'Token inválido o expirado' }, { status: 401 }),
      () => HttpResponse.json({ ok: true }),
    );
    const { api, store } = makeProbeApi(noWait(), {
      getToken: async () => ({ token }),
      handleUnauthorized: async () => {
        token = 'new';
        return true;
      },
    });
    const result = await store.dispatch(api.endpoints.read.initiate());
    expect(result.data).toEqual({ ok: true });
    expect(calls.authorization).toEqual(['Bearer old', 'Bearer new']);
  });
});

describe('the production base query (RTK Query backoff, fake timers)', () => {
  /** How many calls `endpoint` of the probe API sends when each is answered 500 (then it fails). */
  async function answered500(endpoint: 'read' | 'write') {
    vi.useFakeTimers();
    const calls = answerWith(() =>
      HttpResponse.json({ message: 'Error interno' }, { status: 500 }),
    );
    const { api, store } = makeProbeApi(baseQuery);
    const result = await settle<{ error?: unknown }>(
      endpoint === 'read'
        ? store.dispatch(api.endpoints.read.initiate())
        : store.dispatch(api.endpoints.write.initiate()),
    );
    expect(result.error).toEqual({ status: 500, message: 'Error interno' });
    return calls.count;
  }

  it('sends a query answered 500 four times, then fails with {status: 500, message}', async () => {
    expect(await answered500('read')).toBe(4);
  });

  it('waits between the attempts (exponential backoff)', async () => {
    vi.useFakeTimers();
    const calls = answerWith(() => new HttpResponse(null, { status: 503 }));
    const { api, store } = makeProbeApi(baseQuery);
    const pending = store.dispatch(api.endpoints.read.initiate());
    await vi.advanceTimersByTimeAsync(0);
    expect(calls.count).toBe(1);
    // RTK Query's first wait is at least 0.4 × 600 ms.
    await vi.advanceTimersByTimeAsync(200);
    expect(calls.count).toBe(1);
    await settle(pending);
    expect(calls.count).toBe(4);
  });

  it('succeeds when a retry succeeds', async () => {
    vi.useFakeTimers();
    const calls = answerWith(
      () => new HttpResponse(null, { status: 503 }),
      () => HttpResponse.error(),
      () => HttpResponse.json({ ok: true }),
    );
    const { api, store } = makeProbeApi(baseQuery);
    const result = await settle(store.dispatch(api.endpoints.read.initiate()));
    expect(calls.count).toBe(3);
    expect(result.data).toEqual({ ok: true });
  });

  it('retries network errors, then fails with status 0', async () => {
    vi.useFakeTimers();
    const calls = answerWith(() => HttpResponse.error());
    const { api, store } = makeProbeApi(baseQuery);
    const result = await settle(store.dispatch(api.endpoints.read.initiate()));
    expect(calls.count).toBe(4);
    expect(result.error).toEqual({ status: 0, message: NETWORK_ERROR_MESSAGE });
  });

  it('sends a mutation once, even on a 5xx', async () => {
    expect(await answered500('write')).toBe(1);
  });

  it.each([400, 401, 403, 404, 409, 422])('sends a query answered %i once', async (status) => {
    vi.useFakeTimers();
    const calls = answerWith(() => HttpResponse.json({ message: 'no' }, { status }));
    const { api, store } = makeProbeApi(baseQuery);
    const result = await settle(store.dispatch(api.endpoints.read.initiate()));
    expect(calls.count).toBe(1);
    expect(result.error).toEqual({ status, message: 'no' });
  });

  it('turns a token error thrown by the bridge into a transient ApiError, never a call without token', async () => {
    vi.useFakeTimers();
    const calls = answerWith(() => HttpResponse.json({ ok: true }));
    const getToken = vi.fn(async () => {
      throw new Error('auth/network-request-failed');
    });
    const { api, store } = makeProbeApi(baseQuery, { getToken });
    const result = await settle(store.dispatch(api.endpoints.read.initiate()));
    expect(result.error).toEqual({ status: 0, message: NETWORK_ERROR_MESSAGE });
    expect(getToken).toHaveBeenCalledTimes(4); // transient: retried like a network error
    expect(calls.count).toBe(0);
  });

  it('uses an ApiError thrown by the bridge as it is (a mutation: once)', async () => {
    vi.useFakeTimers();
    const calls = answerWith(() => HttpResponse.json({ ok: true }));
    const ended = { status: 401, message: 'Sesión terminada', code: 'session_ended' };
    const getToken = vi.fn(async () => {
      throw ended;
    });
    const { api, store } = makeProbeApi(baseQuery, { getToken });
    const result = await settle(store.dispatch(api.endpoints.write.initiate()));
    expect(result.error).toEqual(ended);
    expect(getToken).toHaveBeenCalledTimes(1);
    expect(calls.count).toBe(0);
  });
});
