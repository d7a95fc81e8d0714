import { configureStore } from '@reduxjs/toolkit';
import { createApi } from '@reduxjs/toolkit/query/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type { AuthBridge } from '@/app/api';
import { authBridgeInstalled, createApiExtra } from '@/app/api/authBridge';
import { apiBaseUrl, createRequestQuery } from '@/app/api/baseQuery';
import { server } from '@/test/msw';
import {
  AUTH_INCONSISTENCY_THROTTLE_MS,
  createReauthBridge,
  createSharedRefresh,
  createThrottledEvent,
  type ReauthDeps,
} from './reauth';

const PROBE = `${apiBaseUrl()}reauth-probe/:n`;

function probeApi(bridge: AuthBridge) {
  const api = createApi({
    reducerPath: 'reauthProbe',
    baseQuery: createRequestQuery(),
    endpoints: (build) => ({
      read: build.query<{ n: string }, number>({ query: (n) => `reauth-probe/${n}` }),
    }),
  });
  const store = configureStore({
    reducer: { [api.reducerPath]: api.reducer },
    middleware: (getDefault) =>
      getDefault({ thunk: { extraArgument: createApiExtra() } }).concat(api.middleware),
  });
  store.dispatch(authBridgeInstalled(bridge));
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

/** A session-like token source: `token` changes on each refresh, counted by generation. */
function tokenSource(initial: string | null, next: () => Promise<string | null>) {
  const state = { token: initial };
  const force = vi.fn(async () => {
    state.token = await next();
    return state.token;
  });
  const refresher = createSharedRefresh(force, (error) => String(error).includes('disabled'));
  const deps = (overrides: Partial<ReauthDeps> = {}): ReauthDeps => ({
    getToken: async () => ({ token: state.token, generation: refresher.generation() }),
    hasUser: () => true,
    refresher,
    isFinal: (error) => String(error).includes('disabled'),
    onFailure: vi.fn(),
    ...overrides,
  });
  return { state, force, refresher, deps };
}

describe('shared refresh', () => {
  it('N concurrent callers share one forced refresh, and a new generation starts', async () => {
    let release: (token: string) => void = () => undefined;
    const force = vi.fn(
      () =>
        new Promise<string | null>((resolve) => {
          release = resolve;
        }),
    );
    const refresher = createSharedRefresh(force, () => false);
    const calls = Array.from({ length: 5 }, () => refresher.refresh());
    release('nuevo');
    expect(await Promise.all(calls)).toEqual(Array(5).fill('nuevo'));
    expect(force).toHaveBeenCalledTimes(1);
    expect(refresher.generation()).toBe(1);
    expect(refresher.outcome(0)).toBe(true);
  });

  it('a transient failure keeps the generation (the next caller tries again); a final one ends it', async () => {
    const errors = [new Error('auth/network-request-failed'), new Error('auth/user-disabled')];
    const refresher = createSharedRefresh(
      async () => {
        throw errors.shift();
      },
      (error) => String(error).includes('disabled'),
    );
    await expect(refresher.refresh()).rejects.toThrow('network');
    expect(refresher.generation()).toBe(0);
    await expect(refresher.refresh()).rejects.toThrow('disabled');
    expect(refresher.generation()).toBe(1);
    expect(refresher.outcome(0)).toBe(false);
  });
});

describe('401 handling', () => {
  it('N concurrent 401s cause exactly one refresh and N retries', async () => {
    const source = tokenSource('viejo', async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
      return 'nuevo';
    });
    const deps = source.deps();
    const seen = serveWithToken(() => 'nuevo');
    const { api, store } = probeApi(createReauthBridge(deps));

    const N = 5;
    const results = await Promise.all(
      Array.from({ length: N }, (_, n) => store.dispatch(api.endpoints.read.initiate(n))),
    );

    expect(source.force).toHaveBeenCalledTimes(1);
    expect(results.map((r) => r.data)).toEqual(
      Array.from({ length: N }, (_, n) => ({ n: String(n) })),
    );
    expect(seen.filter((t) => t === 'viejo')).toHaveLength(N);
    expect(seen.filter((t) => t === 'nuevo')).toHaveLength(N);
    expect(deps.onFailure).not.toHaveBeenCalled();
  });

  it('remembers by generation: calls that went out without a token share the one refresh too', async () => {
    // The provider had a user but handed out no token (e.g. restored session, token not
    // there yet): every call went out without one and every call got a 401.
    const source = tokenSource(null, async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
      return 'nuevo';
    });
    const deps = source.deps();
    const seen = serveWithToken(() => 'nuevo');
    const { api, store } = probeApi(createReauthBridge(deps));
    const results = await Promise.all(
      [1, 2, 3, 4].map((n) => store.dispatch(api.endpoints.read.initiate(n))),
    );
    expect(source.force).toHaveBeenCalledTimes(1);
    expect(results.every((r) => r.data)).toBe(true);
    expect(seen.filter((t) => t === 'none')).toHaveLength(4);
    expect(deps.onFailure).not.toHaveBeenCalled();
  });

  it('a 401 for a token of an older generation is retried without a second refresh', async () => {
    const source = tokenSource('viejo', async () => 'nuevo');
    const bridge = createReauthBridge(source.deps());
    const sent = await bridge.getToken();
    expect(await bridge.handleUnauthorized(sent)).toBe(true);
    // Another call made with the old token (sent before the refresh) fails later.
    expect(await bridge.handleUnauthorized(sent)).toBe(true);
    expect(source.force).toHaveBeenCalledTimes(1);
    // A 401 with the new token is a new problem: a new refresh.
    expect(await bridge.handleUnauthorized(await bridge.getToken())).toBe(true);
    expect(source.force).toHaveBeenCalledTimes(2);
  });

  it('a failed refresh signs out once, however many calls failed', async () => {
    const source = tokenSource('viejo', async () => null);
    const deps = source.deps();
    serveWithToken(() => 'nunca');
    const { api, store } = probeApi(createReauthBridge(deps));
    const results = await Promise.all(
      [1, 2, 3, 4].map((n) => store.dispatch(api.endpoints.read.initiate(n))),
    );
    expect(source.force).toHaveBeenCalledTimes(1);
    expect(deps.onFailure).toHaveBeenCalledTimes(1);
    expect(results.every((r) => r.error && (r.error as { status: number }).status === 401)).toBe(
      true,
    );
  });

  it('a refresh that fails for a transient reason fails the call as transient, without signing out', async () => {
    const source = tokenSource('viejo', async () => {
      throw new Error('auth/network-request-failed');
    });
    const deps = source.deps();
    serveWithToken(() => 'nunca');
    const { api, store } = probeApi(createReauthBridge(deps));
    const result = await store.dispatch(api.endpoints.read.initiate(1));
    expect(result.error).toMatchObject({ status: 0 });
    expect(deps.onFailure).not.toHaveBeenCalled();
  });

  it('without a user there is no refresh: the failure is raised', async () => {
    const source = tokenSource(null, async () => 'x');
    const deps = source.deps({ hasUser: () => false });
    serveWithToken(() => 'nunca');
    const { api, store } = probeApi(createReauthBridge(deps));
    const result = await store.dispatch(api.endpoints.read.initiate(1));
    expect(result.error).toMatchObject({ status: 401 });
    expect(source.force).not.toHaveBeenCalled();
    expect(deps.onFailure).toHaveBeenCalledTimes(1);
  });

  it('retries only once: a second 401 is final', async () => {
    const source = tokenSource('viejo', async () => 'también-malo');
    const seen = serveWithToken(() => 'nunca');
    const { api, store } = probeApi(createReauthBridge(source.deps()));
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

  it('is one per session: another event has its own throttle', () => {
    const first = createThrottledEvent(AUTH_INCONSISTENCY_THROTTLE_MS, () => 5);
    const second = createThrottledEvent(AUTH_INCONSISTENCY_THROTTLE_MS, () => 5);
    expect(first.emit()).toBe(true);
    expect(second.emit()).toBe(true);
  });
});
