// @vitest-environment jsdom
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import type { AppStore } from '@/app/store';
import { apiBaseUrl } from '@/app/api';
import { createRequestQuery } from '@/app/api/baseQuery';
import { makeStore } from '@/app/store';
import { createMockIdentityProvider } from '@/mocks/identity';
import { server } from '@/test/msw';
import { stopSession } from './controller';
import { sessionSettled, startSession } from './start';

let started: AppStore | null = null;
afterEach(() => {
  if (started) stopSession(started);
  started = null;
  localStorage.clear();
});

describe('startSession', () => {
  it('a call made before the session code is loaded waits and carries the token', async () => {
    const identity = createMockIdentityProvider({ origin: window.location.origin });
    await identity.sendSignInLink('camila.rojas@ejemplo.com', {
      url: `${window.location.origin}/auth/verify?email=camila.rojas%40ejemplo.com`,
    });
    await identity.signInWithLink('camila.rojas@ejemplo.com', identity.mailbox()[0]!.link);
    const seen: (string | null)[] = [];
    server.use(
      http.get(`${apiBaseUrl()}early-probe`, ({ request }) => {
        seen.push(request.headers.get('Authorization'));
        return HttpResponse.json({ ok: true });
      }),
    );
    const store = makeStore();
    started = store;
    const starting = startSession(store, identity);
    // Like a route loader, right away, with this store's extra argument.
    const query = createRequestQuery();
    const extra = store.dispatch((_dispatch, _getState, value) => value);
    const result = await query(
      'early-probe',
      { signal: new AbortController().signal, extra } as never,
      {},
    );
    expect(result.data).toEqual({ ok: true });
    expect(seen).toEqual([`Bearer ${await identity.getIdToken()}`]);
    await starting;
    const session = await sessionSettled(store);
    expect(session).toMatchObject({ status: 'signedIn', validation: 'valid' });
  });

  it('keeps each store to its own session', async () => {
    const identity = createMockIdentityProvider({ origin: window.location.origin });
    await identity.sendSignInLink('camila.rojas@ejemplo.com', {
      url: `${window.location.origin}/auth/verify?email=camila.rojas%40ejemplo.com`,
    });
    await identity.signInWithLink('camila.rojas@ejemplo.com', identity.mailbox()[0]!.link);
    const seen: (string | null)[] = [];
    server.use(
      http.get(`${apiBaseUrl()}store-probe`, ({ request }) => {
        seen.push(request.headers.get('Authorization'));
        return HttpResponse.json({ ok: true });
      }),
    );
    const withSession = makeStore();
    started = withSession;
    await startSession(withSession, identity);
    const without = makeStore();
    const query = createRequestQuery();
    const call = (store: AppStore) =>
      query(
        'store-probe',
        {
          signal: new AbortController().signal,
          extra: store.dispatch((_dispatch, _getState, value) => value),
        } as never,
        {},
      );
    await call(without);
    await call(withSession);
    expect(seen).toEqual([null, `Bearer ${await identity.getIdToken()}`]);
    expect(await sessionSettled(without)).toBeNull();
  });
});
