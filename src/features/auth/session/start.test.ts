// @vitest-environment jsdom
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AppStore } from '@/app/store';
import { apiBaseUrl } from '@/app/api';
import { createRequestQuery } from '@/app/api/baseQuery';
import { makeStore } from '@/app/store';
import { createMockIdentityProvider } from '@/mocks/identity';
import { server } from '@/test/msw';
import { identityProvider } from '../identity/registry';
import type { DeferredIdentity } from '../identity/types';
import { stopSession } from './controller';
import { sessionController } from './current';
import { sessionSettled, startSession } from './start';

let started: AppStore | null = null;
afterEach(() => {
  if (started) stopSession(started);
  started = null;
  localStorage.clear();
});

/** GET `<api>/<path>` answers `{ ok: true }`; the Authorization header of each call is recorded. */
function authorizationProbe(path: string): (string | null)[] {
  const seen: (string | null)[] = [];
  server.use(
    http.get(`${apiBaseUrl()}${path}`, ({ request }) => {
      seen.push(request.headers.get('Authorization'));
      return HttpResponse.json({ ok: true });
    }),
  );
  return seen;
}

/** Calls `path` through the base query with the store's extra argument, as a route loader does. */
function callAs(store: AppStore, path: string) {
  const extra = store.dispatch((_dispatch, _getState, value) => value);
  return createRequestQuery()(path, { signal: new AbortController().signal, extra } as never, {});
}

/** A store whose session starts with a provider loaded when needed (Firebase in a live build). */
function startDeferred(source: Omit<DeferredIdentity, 'deferred'>) {
  const store = makeStore();
  started = store;
  const starting = startSession(store, { deferred: true, ...source });
  return { store, starting };
}

/** Camila signs in to the mock provider through the link of her e-mail. */
async function signInCamila(identity: ReturnType<typeof createMockIdentityProvider>) {
  await identity.sendSignInLink('camila.rojas@ejemplo.com', {
    url: `${window.location.origin}/auth/verify?email=camila.rojas%40ejemplo.com`,
  });
  await identity.signInWithLink('camila.rojas@ejemplo.com', identity.mailbox()[0]!.link);
}

/** The mock provider, Camila signed in. */
async function signedInMockIdentity() {
  const identity = createMockIdentityProvider({ origin: window.location.origin });
  await signInCamila(identity);
  return identity;
}

describe('startSession', () => {
  it('a call made before the session code is loaded waits and carries the token', async () => {
    const identity = await signedInMockIdentity();
    const seen = authorizationProbe('early-probe');
    const store = makeStore();
    started = store;
    const starting = startSession(store, identity);
    // Like a route loader, right away, with this store's extra argument.
    const result = await callAs(store, 'early-probe');
    expect(result.data).toEqual({ ok: true });
    expect(seen).toEqual([`Bearer ${await identity.getIdToken()}`]);
    await starting;
    const session = await sessionSettled(store);
    expect(session).toMatchObject({ status: 'signedIn', validation: 'valid' });
  });

  it('keeps each store to its own session', async () => {
    const identity = await signedInMockIdentity();
    const seen = authorizationProbe('store-probe');
    const withSession = makeStore();
    started = withSession;
    await startSession(withSession, identity);
    const without = makeStore();
    await callAs(without, 'store-probe');
    await callAs(withSession, 'store-probe');
    expect(seen).toEqual([null, `Bearer ${await identity.getIdToken()}`]);
    expect(await sessionSettled(without)).toBeNull();
  });

  describe('with a provider loaded when needed (Firebase in a live build)', () => {
    it('a visitor with no stored session never loads the provider nor the session code', async () => {
      const identity = createMockIdentityProvider({ origin: window.location.origin });
      const load = vi.fn(() => Promise.resolve(identity));
      const seen = authorizationProbe('anonymous-probe');
      const { store } = startDeferred({ load, hasStoredSession: () => Promise.resolve(false) });
      // Loaders wait for the session: it settles as signed out without the provider.
      expect(await sessionSettled(store)).toMatchObject({ status: 'signedOut' });
      const result = await callAs(store, 'anonymous-probe');
      expect(result.data).toEqual({ ok: true });
      expect(seen).toEqual([null]);
      expect(store.getState().session.status).toBe('signedOut');
      expect(load).not.toHaveBeenCalled();
      expect(sessionController(store)).toBeNull();
    });

    it('a sign-in screen asking for the provider loads it and starts the session', async () => {
      const identity = createMockIdentityProvider({ origin: window.location.origin });
      const load = vi.fn(() => Promise.resolve(identity));
      const { store, starting } = startDeferred({
        load,
        hasStoredSession: () => Promise.resolve(false),
      });
      expect(await sessionSettled(store)).toMatchObject({ status: 'signedOut' });
      expect(await identityProvider(store)).toBe(identity);
      expect(load).toHaveBeenCalledTimes(1);
      const session = await starting;
      expect(sessionController(store)).toBe(session);
      await signInCamila(identity);
      expect(await session.sync()).toBe('signedIn');
      expect(await sessionSettled(store)).toMatchObject({
        status: 'signedIn',
        validation: 'valid',
      });
      expect(load).toHaveBeenCalledTimes(1);
    });

    /** The session `identity` keeps, as an adapter reads it from storage without its SDK. */
    async function storedSessionOf(identity: Awaited<ReturnType<typeof signedInMockIdentity>>) {
      return {
        user: identity.currentUser()!,
        token: (await identity.getIdToken())!,
        expiresAt: Date.now() + 3_600_000,
      };
    }

    it('a readable stored session starts the session at once; the provider follows once it settled', async () => {
      const identity = await signedInMockIdentity();
      const stored = await storedSessionOf(identity);
      let provide!: () => void;
      const load = vi.fn(
        () => new Promise<typeof identity>((resolve) => (provide = () => resolve(identity))),
      );
      const seen = authorizationProbe('restored-probe');
      const { store } = startDeferred({
        load,
        hasStoredSession: () => Promise.resolve(true),
        storedSession: () => stored,
      });
      const result = await callAs(store, 'restored-probe');
      expect(result.data).toEqual({ ok: true });
      expect(seen).toEqual([`Bearer ${stored.token}`]);
      // Validated (the activate call) before the provider was even asked for.
      expect(await sessionSettled(store)).toMatchObject({
        status: 'signedIn',
        validation: 'valid',
        user: { uid: stored.user.uid },
      });
      await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
      provide();
      // The provider confirms the same user: the session stays as it is.
      await expect(identityProvider(store)).resolves.toBe(identity);
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(store.getState().session).toMatchObject({ status: 'signedIn', validation: 'valid' });
    });

    it('a stored session the provider no longer has is signed out once it loads', async () => {
      const stored = await storedSessionOf(await signedInMockIdentity());
      localStorage.clear();
      // The provider restores nobody (an account deleted or signed out elsewhere).
      const identity = createMockIdentityProvider({ origin: window.location.origin });
      let provide!: () => void;
      const load = vi.fn(
        () => new Promise<typeof identity>((resolve) => (provide = () => resolve(identity))),
      );
      const { store } = startDeferred({
        load,
        hasStoredSession: () => Promise.resolve(true),
        storedSession: () => stored,
      });
      expect(await sessionSettled(store)).toMatchObject({ status: 'signedIn' });
      await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
      provide();
      await vi.waitFor(() => expect(store.getState().session.status).toBe('signedOut'));
    });

    it('a stored token about to expire is not used: the provider restores the session', async () => {
      const identity = await signedInMockIdentity();
      const stored = {
        ...(await storedSessionOf(identity)),
        token: 'expiring-token',
        expiresAt: Date.now() + 60_000,
      };
      const seen = authorizationProbe('expiring-probe');
      const load = vi.fn(() => Promise.resolve(identity));
      const { store } = startDeferred({
        load,
        hasStoredSession: () => Promise.resolve(true),
        storedSession: () => stored,
      });
      await callAs(store, 'expiring-probe');
      expect(seen).toEqual([`Bearer ${await identity.getIdToken()}`]);
      expect(load).toHaveBeenCalledTimes(1);
    });

    it('a stored session loads the provider at once and restores the session', async () => {
      const identity = await signedInMockIdentity();
      const load = vi.fn(() => Promise.resolve(identity));
      const { store } = startDeferred({ load, hasStoredSession: () => Promise.resolve(true) });
      expect(store.getState().session.status).toBe('initializing');
      expect(await sessionSettled(store)).toMatchObject({ status: 'signedIn' });
      expect(load).toHaveBeenCalledTimes(1);
    });
  });
});
