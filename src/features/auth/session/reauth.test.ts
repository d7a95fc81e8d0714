import { configureStore } from '@reduxjs/toolkit';
import { createApi } from '@reduxjs/toolkit/query/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiBaseUrl, createRequestQuery, setAuthBridge } from '@/app/api/baseQuery';
import { server } from '@/test/msw';
import { AUTH_INCONSISTENCY_THROTTLE_MS, createReauthBridge, createThrottledEvent } from './reauth';

const PROBE = `${apiBaseUrl()}reauth-probe/:n`;

function probeApi() {
  const api = createApi({
    reducerPath: 'reauthProbe',
    baseQuery: createRequestQuery(),
    endpoints: (build) => ({
      read: build.query<{ n: string }, number>({ query: (n) => `reauth-probe/${n}` }),
    }),
  });
  const store = configureStore({
    reducer: { [api.reducerPath]: api.reducer },
    middleware: (getDefault) => getDefault().concat(api.middleware),
  });
  return { api, store };
}

/** The server accepts only `valid`; it counts the calls made with each token. */
function serveWithToken(valid: () => string) {
  const seen: string[] = [];
  server.use(
    http.get(PROBE, async ({ request, params }) => {
      const token = request.headers.get('Authorization')?.replace('Bearer ', '') ?? 'none';
      seen.push(token);
      // Let the concurrent calls all arrive before answering.
      await new Promise((resolve) => setTimeout(resolve, 5));
      return token === valid()
        ? HttpResponse.json({ n: params.n })
        : HttpResponse.json({ message: 'Token inválido o expirado' }, { status: 401 });
    }),
  );
  return seen;
}

afterEach(() => setAuthBridge(null));

describe('401 handling', () => {
  it('N concurrent 401s cause exactly one refresh and N retries', async () => {
    let token = 'viejo';
    const refreshToken = vi.fn(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
      token = 'nuevo';
      return token;
    });
    const onFailure = vi.fn();
    setAuthBridge(
      createReauthBridge({
        getToken: async () => token,
        hasUser: () => true,
        refreshToken,
        onFailure,
      }),
    );
    const seen = serveWithToken(() => 'nuevo');
    const { api, store } = probeApi();

    const N = 5;
    const results = await Promise.all(
      Array.from({ length: N }, (_, n) => store.dispatch(api.endpoints.read.initiate(n))),
    );

    expect(refreshToken).toHaveBeenCalledTimes(1);
    expect(results.map((r) => r.data)).toEqual(
      Array.from({ length: N }, (_, n) => ({ n: String(n) })),
    );
    expect(seen.filter((t) => t === 'viejo')).toHaveLength(N);
    expect(seen.filter((t) => t === 'nuevo')).toHaveLength(N);
    expect(onFailure).not.toHaveBeenCalled();
  });

  it('a 401 that arrives after the refresh is retried with the new token, without a second refresh', async () => {
    let token = 'viejo';
    const refreshToken = vi.fn(async () => (token = 'nuevo'));
    setAuthBridge(
      createReauthBridge({
        getToken: async () => token,
        hasUser: () => true,
        refreshToken,
        onFailure: vi.fn(),
      }),
    );
    serveWithToken(() => 'nuevo');
    const { api, store } = probeApi();
    expect((await store.dispatch(api.endpoints.read.initiate(1))).data).toEqual({ n: '1' });
    // Another call made with the old token (e.g. sent before the refresh) fails later.
    const bridge = createReauthBridge({
      getToken: async () => token,
      hasUser: () => true,
      refreshToken,
      onFailure: vi.fn(),
    });
    await bridge.handleUnauthorized('viejo');
    await bridge.handleUnauthorized('viejo');
    expect(refreshToken).toHaveBeenCalledTimes(2); // one per bridge, never twice for the same token
  });

  it('a failed refresh signs out once, however many calls failed', async () => {
    const refreshToken = vi.fn(async () => {
      throw new Error('auth/network-request-failed');
    });
    const onFailure = vi.fn();
    setAuthBridge(
      createReauthBridge({
        getToken: async () => 'viejo',
        hasUser: () => true,
        refreshToken,
        onFailure,
      }),
    );
    serveWithToken(() => 'nunca');
    const { api, store } = probeApi();
    const results = await Promise.all(
      [1, 2, 3, 4].map((n) => store.dispatch(api.endpoints.read.initiate(n))),
    );
    expect(refreshToken).toHaveBeenCalledTimes(1);
    expect(onFailure).toHaveBeenCalledTimes(1);
    expect(results.every((r) => r.error && (r.error as { status: number }).status === 401)).toBe(
      true,
    );
  });

  it('without a user there is no refresh: the failure is raised', async () => {
    const refreshToken = vi.fn();
    const onFailure = vi.fn();
    setAuthBridge(
      createReauthBridge({
        getToken: async () => null,
        hasUser: () => false,
        refreshToken,
        onFailure,
      }),
    );
    serveWithToken(() => 'nunca');
    const { api, store } = probeApi();
    const result = await store.dispatch(api.endpoints.read.initiate(1));
    expect(result.error).toMatchObject({ status: 401 });
    expect(refreshToken).not.toHaveBeenCalled();
    expect(onFailure).toHaveBeenCalledTimes(1);
  });

  it('retries only once: a second 401 is final', async () => {
    const refreshToken = vi.fn(async () => 'también-malo');
    let token = 'viejo';
    setAuthBridge(
      createReauthBridge({
        getToken: async () => token,
        hasUser: () => true,
        refreshToken: async () => (token = await refreshToken()),
        onFailure: vi.fn(),
      }),
    );
    const seen = serveWithToken(() => 'nunca');
    const { api, store } = probeApi();
    const result = await store.dispatch(api.endpoints.read.initiate(1));
    expect(result.error).toMatchObject({ status: 401 });
    expect(seen).toEqual(['viejo', 'también-malo']);
  });
});

describe('auth-inconsistency event', () => {
  it('reaches the listeners at most once per 2 s', () => {
    let now = 1_000_000;
    const event = createThrottledEvent(AUTH_INCONSISTENCY_THROTTLE_MS, () => now);
    const listener = vi.fn();
    event.subscribe(listener);
    expect(event.emit()).toBe(true);
    now += 500;
    expect(event.emit()).toBe(false);
    now += 1499;
    expect(event.emit()).toBe(false);
    expect(listener).toHaveBeenCalledTimes(1);
    now += 1;
    expect(event.emit()).toBe(true);
    expect(listener).toHaveBeenCalledTimes(2);
    expect(AUTH_INCONSISTENCY_THROTTLE_MS).toBe(2000);
  });
});
