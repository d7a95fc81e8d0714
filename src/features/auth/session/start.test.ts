// @vitest-environment jsdom
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { apiBaseUrl } from '@/app/api';
import { createRequestQuery } from '@/app/api/baseQuery';
import { makeStore } from '@/app/store';
import { createMockIdentityProvider } from '@/mocks/identity';
import { server } from '@/test/msw';
import { resetIdentityProvider } from '../identity/registry';
import { stopSession } from './controller';
import { sessionSettled, startSession } from './start';

afterEach(() => {
  stopSession();
  resetIdentityProvider();
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
    const started = startSession(store, identity);
    // Like a route loader, right away.
    const query = createRequestQuery();
    const result = await query(
      'early-probe',
      { signal: new AbortController().signal } as never,
      {},
    );
    expect(result.data).toEqual({ ok: true });
    expect(seen).toEqual([`Bearer ${await identity.getIdToken()}`]);
    await started;
    const session = await sessionSettled();
    expect(session).toMatchObject({ status: 'signedIn', validation: 'valid' });
  });
});
