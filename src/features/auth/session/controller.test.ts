import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiBaseUrl } from '@/app/api';
import { createRequestQuery, withRetry } from '@/app/api/baseQuery';
import { makeStore, type AppStore } from '@/app/store';
import { server } from '@/test/msw';
import { signJwt } from '@/mocks/shared/jwt';
import type { IdentityProvider, IdentityUser } from '../identity/types';
import { IdentityError } from '../identity/types';
import { INCONSISTENT_SESSION_MESSAGE, TOKEN_UNAVAILABLE_MESSAGE } from './constants';
import { createSessionController, type SessionController } from './controller';

const ACTIVATE = `${apiBaseUrl()}auth/activate`;
const NOW = Date.parse('2026-11-21T10:00:00Z');

const user: IdentityUser = {
  uid: 'idp-1',
  email: 'ana@ejemplo.com',
  emailVerified: true,
  displayName: 'Ana',
};

const token = (claims: Partial<Record<string, unknown>> = {}, expiresInSeconds = 3600, now = NOW) =>
  signJwt(
    {
      app_user_id: 'u-1',
      roles: ['candidate'],
      company_id: null,
      email: 'ana@ejemplo.com',
      email_verified: true,
      sub: 'idp-1',
      ...claims,
    } as never,
    { expiresInSeconds, now },
  );

/** A provider driven by the test. */
function fakeProvider(
  initial: IdentityUser | null,
  tokens: { current: string | null; next: () => Promise<string> },
) {
  let listener: ((u: IdentityUser | null) => void) | null = null;
  let current = initial;
  const provider = {
    kind: 'mock' as const,
    ready: async () => undefined,
    currentUser: () => current,
    sendSignInLink: vi.fn(),
    isSignInLink: () => true,
    signInWithLink: vi.fn(),
    getIdToken: vi.fn(async (force?: boolean) => {
      if (!current) return null;
      if (force) tokens.current = await tokens.next();
      return tokens.current;
    }),
    onIdTokenChanged: (l: (u: IdentityUser | null) => void) => {
      listener = l;
      queueMicrotask(() => l(current));
      return () => {
        listener = null;
      };
    },
    signOut: vi.fn(async () => {
      current = null;
      listener?.(null);
    }),
  } satisfies IdentityProvider;
  return provider;
}

let controller: SessionController | null = null;
afterEach(() => {
  controller?.stop();
  controller = null;
});

function start(
  store: AppStore,
  provider: IdentityProvider,
  timers: { delays: number[] } = { delays: [] },
) {
  controller = createSessionController(store, provider, {
    now: () => NOW,
    setTimer: (_cb, ms) => {
      timers.delays.push(ms);
      return ms;
    },
    clearTimer: () => undefined,
  });
  return controller;
}

describe('session controller', () => {
  it('validates a verified sign-in with the activate call, then the session is valid', async () => {
    let calls = 0;
    server.use(http.post(ACTIVATE, () => (calls++, HttpResponse.json({ data: {} }))));
    const store = makeStore();
    const provider = fakeProvider(user, { current: await token(), next: () => token() });
    const timers = { delays: [] as number[] };
    await start(store, provider, timers).sync();
    const session = store.getState().session;
    expect(session.status).toBe('signedIn');
    expect(session.validation).toBe('valid');
    expect(session.claims).toMatchObject({
      appUserId: 'u-1',
      roles: ['candidate'],
      companyId: null,
    });
    expect(calls).toBe(1);
    // Refresh scheduled 5 minutes before the expiry of a one-hour token.
    expect(timers.delays.at(-1)).toBe(55 * 60_000);
  });

  it('a 404 from activate clears the session and signs out with the spec message', async () => {
    server.use(
      http.post(ACTIVATE, () =>
        HttpResponse.json({ message: 'Usuario no encontrado' }, { status: 404 }),
      ),
    );
    localStorage.setItem('emailForSignIn', 'ana@ejemplo.com');
    const store = makeStore();
    const provider = fakeProvider(user, { current: await token(), next: () => token() });
    const outcome = await start(store, provider).sync();
    expect(outcome).toBe('inconsistent');
    expect(provider.signOut).toHaveBeenCalledTimes(1);
    const state = store.getState();
    expect(state.session.status).toBe('signedOut');
    expect(state.session.validation).toBe('invalid');
    expect(state.snackbar.queue.map((s) => s.message)).toContain(INCONSISTENT_SESSION_MESSAGE);
    expect(localStorage.getItem('emailForSignIn')).toBeNull();
  });

  it('other activate errors keep the user signed in and end the loading', async () => {
    server.use(
      http.post(ACTIVATE, () => HttpResponse.json({ message: 'Prohibido' }, { status: 403 })),
    );
    const store = makeStore();
    const provider = fakeProvider(user, { current: await token(), next: () => token() });
    const outcome = await start(store, provider).sync();
    expect(outcome).toBe('signedIn');
    expect(store.getState().session).toMatchObject({ status: 'signedIn', validation: 'idle' });
    expect(provider.signOut).not.toHaveBeenCalled();
  });

  it('does not validate a user whose e-mail is not verified', async () => {
    const activate = vi.fn(() => HttpResponse.json({}));
    server.use(http.post(ACTIVATE, activate));
    const store = makeStore();
    const provider = fakeProvider(
      { ...user, emailVerified: false },
      { current: await token(), next: () => token() },
    );
    await start(store, provider).sync();
    expect(activate).not.toHaveBeenCalled();
    expect(store.getState().session).toMatchObject({ status: 'signedIn', validation: 'idle' });
  });

  it('asks for a new token when the current one expires within 30 s', async () => {
    server.use(http.post(ACTIVATE, () => HttpResponse.json({})));
    const store = makeStore();
    const fresh = await token({}, 3600);
    const provider = fakeProvider(user, { current: await token({}, 29), next: async () => fresh });
    const session = start(store, provider);
    await session.sync();
    expect(await session.getToken()).toBe(fresh);
    expect(provider.getIdToken).toHaveBeenCalledWith(true);
  });

  it('keeps a token that is valid for more than 30 s', async () => {
    server.use(http.post(ACTIVATE, () => HttpResponse.json({})));
    const store = makeStore();
    const current = await token({}, 31);
    const provider = fakeProvider(user, { current, next: () => token() });
    const session = start(store, provider);
    await session.sync();
    expect(await session.getToken()).toBe(current);
    expect(provider.getIdToken).not.toHaveBeenCalledWith(true);
  });

  it('a token without app_user_id signs the user out with the spec message', async () => {
    const store = makeStore();
    const bad = await token({ app_user_id: undefined });
    const provider = fakeProvider(user, { current: bad, next: async () => bad });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await start(store, provider).sync();
    expect(provider.signOut).toHaveBeenCalled();
    expect(store.getState().snackbar.queue.map((s) => s.message)).toContain(
      'app_user_id no encontrado en el token',
    );
  });

  it('identity-provider errors such as user-disabled sign the user out', async () => {
    server.use(http.post(ACTIVATE, () => HttpResponse.json({})));
    const store = makeStore();
    const provider = fakeProvider(user, {
      current: await token({}, 10),
      next: async () => {
        throw new IdentityError('auth/user-disabled');
      },
    });
    await start(store, provider).sync();
    expect(provider.signOut).toHaveBeenCalled();
    expect(store.getState().session.status).toBe('signedOut');
  });

  it('follows a sign-out of the provider', async () => {
    server.use(http.post(ACTIVATE, () => HttpResponse.json({})));
    const store = makeStore();
    const provider = fakeProvider(user, { current: await token(), next: () => token() });
    const session = start(store, provider);
    await session.sync();
    await session.signOut();
    await session.settled();
    expect(store.getState().session).toMatchObject({
      status: 'signedOut',
      user: null,
      claims: null,
    });
  });

  it('syncs the token when a sync URL is configured: POST on sign-in, DELETE on sign-out', async () => {
    server.use(http.post(ACTIVATE, () => HttpResponse.json({})));
    const calls: string[] = [];
    server.use(
      http.all('https://sync.example/token', ({ request }) => {
        calls.push(`${request.method} ${request.headers.get('Authorization')?.slice(0, 7)}`);
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const store = makeStore();
    const provider = fakeProvider(user, { current: await token(), next: () => token() });
    controller = createSessionController(store, provider, {
      now: () => NOW,
      setTimer: () => 0,
      clearTimer: () => undefined,
      tokenSyncUrl: 'https://sync.example/token',
    });
    await controller.sync();
    await controller.signOut();
    await vi.waitFor(() => expect(calls).toEqual(['POST Bearer ', 'DELETE Bearer ']));
  });

  it('N concurrent calls near expiry share one forced refresh', async () => {
    server.use(http.post(ACTIVATE, () => HttpResponse.json({})));
    const store = makeStore();
    const fresh = await token({}, 3600);
    const provider = fakeProvider(user, {
      current: await token({}, 3600),
      next: async () => {
        await new Promise((resolve) => setTimeout(resolve, 10));
        return fresh;
      },
    });
    const session = start(store, provider);
    await session.sync();
    provider.getIdToken.mockClear();
    // The token now expires within 30 s.
    provider.getIdToken.mockImplementation(async (force?: boolean) => {
      if (force) {
        await new Promise((resolve) => setTimeout(resolve, 10));
        return fresh;
      }
      return token({}, 20);
    });
    const tokens = await Promise.all(Array.from({ length: 5 }, () => session.getToken()));
    expect(tokens).toEqual(Array(5).fill(fresh));
    expect(provider.getIdToken.mock.calls.filter(([force]) => force === true)).toHaveLength(1);
  });
});

describe('session controller: calls and stores', () => {
  const PROBE = `${apiBaseUrl()}session-probe`;
  const query = withRetry(createRequestQuery(), { backoff: async () => {} });
  const extraOf = (store: AppStore) => store.dispatch((_dispatch, _getState, extra) => extra);
  const call = (store: AppStore, type: 'query' | 'mutation' = 'query') =>
    query(
      'session-probe',
      { signal: new AbortController().signal, extra: extraOf(store), type } as never,
      {},
    );
  const seenHeaders = () => {
    const seen: (string | null)[] = [];
    server.use(
      http.get(PROBE, ({ request }) => {
        seen.push(request.headers.get('Authorization'));
        return HttpResponse.json({ ok: true });
      }),
    );
    return seen;
  };

  it('a transient token failure fails the call as status 0 and retries it; it never goes out without a token', async () => {
    server.use(http.post(ACTIVATE, () => HttpResponse.json({})));
    const seen = seenHeaders();
    const store = makeStore();
    const current = await token();
    const provider = fakeProvider(user, { current, next: () => token() });
    await start(store, provider).sync();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    // The provider cannot answer twice (network), then can.
    let failures = 2;
    provider.getIdToken.mockImplementation(async () => {
      if (failures-- > 0) throw new IdentityError('auth/network-request-failed');
      return current;
    });
    const result = await call(store);
    expect(result.data).toEqual({ ok: true });
    expect(seen).toEqual([`Bearer ${current}`]);

    failures = 10;
    const failed = await call(store);
    expect(failed.error).toEqual({
      status: 0,
      message: TOKEN_UNAVAILABLE_MESSAGE,
      code: 'token_unavailable',
    });
    expect(seen).toHaveLength(1);
    expect(store.getState().session.status).toBe('signedIn');
    expect(provider.signOut).not.toHaveBeenCalled();
  });

  it("each store has its own session: stopping one leaves the other's calls signed", async () => {
    server.use(http.post(ACTIVATE, () => HttpResponse.json({})));
    const seen = seenHeaders();
    const first = makeStore();
    const second = makeStore();
    const firstToken = await token({ app_user_id: 'u-1' });
    const secondToken = await token({ app_user_id: 'u-2' });
    const firstSession = createSessionController(
      first,
      fakeProvider(user, { current: firstToken, next: async () => firstToken }),
      { setTimer: () => 0, clearTimer: () => undefined },
    );
    const secondSession = createSessionController(
      second,
      fakeProvider(user, { current: secondToken, next: async () => secondToken }),
      { setTimer: () => 0, clearTimer: () => undefined },
    );
    await firstSession.sync();
    await secondSession.sync();
    await call(first);
    await call(second);
    secondSession.stop();
    await call(first);
    await call(second);
    firstSession.stop();
    expect(seen).toEqual([
      `Bearer ${firstToken}`,
      `Bearer ${secondToken}`,
      `Bearer ${firstToken}`,
      null,
    ]);
  });
});
