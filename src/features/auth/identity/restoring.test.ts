import { describe, expect, it, vi } from 'vitest';
import { restoringIdentity } from './restoring';
import type { IdTokenListener, IdentityProvider, IdentityUser } from './types';

const camila: IdentityUser = {
  uid: 'u-camila',
  email: 'camila.rojas@ejemplo.com',
  emailVerified: true,
  displayName: 'Camila Rojas',
};
const stored = { user: camila, token: 'stored-token', expiresAt: Date.now() + 3_600_000 };

/** The real provider as the session gets it: a promise that settles once demanded. */
function onDemand(load: () => Promise<IdentityProvider>) {
  let demand!: () => void;
  const provider = new Promise<void>((resolve) => (demand = resolve)).then(load);
  return { provider, demand: vi.fn(demand) };
}

/** A provider whose restored user is `user`, with its own tokens and listeners. */
function fakeProvider(user: IdentityUser | null) {
  const listeners = new Set<IdTokenListener>();
  let current = user;
  const provider = {
    kind: 'firebase',
    ready: vi.fn(() => Promise.resolve()),
    currentUser: () => current,
    getIdToken: vi.fn((force?: boolean) =>
      Promise.resolve(current ? (force ? 'fresh-token' : 'sdk-token') : null),
    ),
    onIdTokenChanged(listener: IdTokenListener) {
      listeners.add(listener);
      queueMicrotask(() => listener(current));
      return () => listeners.delete(listener);
    },
    signOut: vi.fn(async () => {
      current = null;
      for (const listener of listeners) listener(null);
    }),
    sendSignInLink: vi.fn(),
    isSignInLink: () => false,
    signInWithLink: vi.fn(),
  } satisfies IdentityProvider;
  return provider;
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('restoringIdentity', () => {
  it('answers from the stored session without loading the provider', async () => {
    const load = vi.fn(() => Promise.resolve<IdentityProvider>(fakeProvider(camila)));
    const real = onDemand(load);
    const identity = restoringIdentity(stored, real.provider, real.demand);
    await identity.ready();
    expect(identity.currentUser()).toEqual(camila);
    expect(await identity.getIdToken()).toBe('stored-token');
    const heard: (IdentityUser | null)[] = [];
    identity.onIdTokenChanged((user) => heard.push(user));
    await flush();
    expect(heard).toEqual([camila]);
    // Listening does not load the provider: its reports follow once somebody loads it.
    expect(real.demand).not.toHaveBeenCalled();
    expect(load).not.toHaveBeenCalled();
    real.demand();
    await flush();
    expect(heard).toEqual([camila, camila]);
  });

  it('a new token waits for the provider, which then answers everything', async () => {
    const real = fakeProvider(camila);
    const loading = onDemand(() => Promise.resolve(real));
    const identity = restoringIdentity(stored, loading.provider, loading.demand);
    expect(await identity.getIdToken(true)).toBe('fresh-token');
    expect(loading.demand).toHaveBeenCalled();
    expect(real.ready).toHaveBeenCalled();
    expect(await identity.getIdToken()).toBe('sdk-token');
  });

  it("passes the provider's own reports on: an account it no longer has ends the session", async () => {
    let resolve!: (provider: IdentityProvider) => void;
    const loading = onDemand(() => new Promise<IdentityProvider>((done) => (resolve = done)));
    const identity = restoringIdentity(stored, loading.provider, loading.demand);
    loading.demand();
    const heard: (IdentityUser | null)[] = [];
    identity.onIdTokenChanged((user) => heard.push(user));
    await flush();
    expect(heard).toEqual([camila]);
    resolve(fakeProvider(null));
    await flush();
    expect(heard).toEqual([camila, null]);
    expect(identity.currentUser()).toBeNull();
    expect(await identity.getIdToken()).toBeNull();
  });

  it('a sign-out goes to the provider and the stored session is not used again', async () => {
    const real = fakeProvider(camila);
    let resolve!: (provider: IdentityProvider) => void;
    const loading = onDemand(() => new Promise<IdentityProvider>((done) => (resolve = done)));
    const identity = restoringIdentity(stored, loading.provider, loading.demand);
    const signingOut = identity.signOut();
    expect(identity.currentUser()).toBeNull();
    expect(loading.demand).toHaveBeenCalled();
    await flush();
    resolve(real);
    await signingOut;
    expect(real.signOut).toHaveBeenCalledTimes(1);
    expect(await identity.getIdToken()).toBeNull();
  });

  it('a listener removed before the provider loads hears nothing more', async () => {
    const loading = onDemand(() => Promise.resolve<IdentityProvider>(fakeProvider(null)));
    const identity = restoringIdentity(stored, loading.provider, loading.demand);
    const listener = vi.fn();
    identity.onIdTokenChanged(listener)();
    loading.demand();
    await flush();
    expect(listener).not.toHaveBeenCalled();
  });
});
