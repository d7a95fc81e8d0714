import { createSlice } from '@reduxjs/toolkit';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '@/test/msw';

/**
 * RTK Query's code is not in the entry (issue 15): the `api` joins the stores when its module
 * is first imported. Each test starts from a fresh module registry, as a page load does.
 *
 * In the build, the store's imports do not reach the `api` (the identity feature's index
 * re-exports its user-details endpoint, which the bundler leaves out of the entry: the
 * package declares its `sideEffects`). Node evaluates every module of an index, so these
 * tests give the store an identity feature with just its slice, as the entry has it.
 */
describe('the store before and after the API arrives', () => {
  beforeEach(() => {
    vi.resetModules();
    vi.doMock('@/features/auth', () => ({
      sessionSlice: createSlice({
        name: 'session',
        initialState: { status: 'idle' },
        reducers: {},
      }),
    }));
  });
  afterEach(() => {
    vi.doUnmock('@/features/auth');
  });

  it('a store made before the api module is loaded takes its state and middleware in when it is', async () => {
    const { makeStore } = await import('./store');
    const store = makeStore();
    expect(store.getState().api).toBeUndefined();
    expect(store.getState().session).toBeDefined();

    const { api } = await import('./api');
    expect(store.getState().api).toMatchObject({ queries: {}, mutations: {} });

    // The middleware is there too: a query injected now runs, and its answer is cached.
    server.use(http.get('*/api/v1/probe', () => HttpResponse.json({ ok: true })));
    const probe = api.injectEndpoints({
      endpoints: (build) => ({
        probe: build.query<{ ok: boolean }, void>({ query: () => 'probe' }),
      }),
    });
    const result = await store.dispatch(probe.endpoints.probe.initiate());
    expect(result.data).toEqual({ ok: true });
    expect(probe.endpoints.probe.select()(store.getState()).data).toEqual({ ok: true });
    // The API's middleware saw the store's actions: it registers itself in the API's state.
    expect(store.getState().api.config.middlewareRegistered).toBe(true);
  });

  it('a store made after the api module is loaded has its state from the start', async () => {
    await import('./api');
    const { makeStore } = await import('./store');
    const store = makeStore();
    expect(store.getState().api).toMatchObject({ queries: {}, mutations: {} });
  });

  it('joins every store made before the arrival', async () => {
    const { makeStore } = await import('./store');
    const early = [makeStore(), makeStore()];
    await import('./api');
    expect(early.map((store) => store.getState().api?.config.reducerPath)).toEqual(['api', 'api']);
  });
});

describe('whenApiArrives', () => {
  beforeEach(() => {
    vi.resetModules();
  });

  it('runs what waits once, in order, when the api arrives; at once afterwards', async () => {
    const { apiArrived, apiHasArrived, whenApiArrives } = await import('./api/arrival');
    const calls: string[] = [];
    whenApiArrives(() => calls.push('first'));
    whenApiArrives(() => calls.push('second'));
    expect(apiHasArrived()).toBe(false);
    expect(calls).toEqual([]);

    const api = {
      reducerPath: 'api' as const,
      reducer: (s = {}) => s,
      middleware: () => (next: (a: unknown) => unknown) => next,
    };
    apiArrived(api);
    expect(apiHasArrived()).toBe(true);
    expect(calls).toEqual(['first', 'second']);

    whenApiArrives((arrived) => calls.push(arrived === api ? 'late' : 'wrong'));
    expect(calls).toEqual(['first', 'second', 'late']);
  });
});
