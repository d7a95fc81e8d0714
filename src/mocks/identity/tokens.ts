import { DEFAULT_TOKEN_LIFETIME_SECONDS, mintIdentityToken, type MockIdentity } from './accounts';
import type { IdentityStore } from './store';

/** Token lifetime in seconds (the Sesión section can shorten it to test expiry). */
export const TOKEN_LIFETIME_KEY = 'mock-identity:token-lifetime';

function decodeExpiry(token: string): number | null {
  try {
    const payload = JSON.parse(
      atob(token.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/')),
    ) as {
      exp?: number;
    };
    return typeof payload.exp === 'number' ? payload.exp * 1000 : null;
  } catch {
    return null;
  }
}

interface TokenOptions {
  storage: Storage;
  now: () => number;
  lookup: (email: string) => MockIdentity | null | Promise<MockIdentity | null>;
}

/**
 * The tokens the mock provider mints (their lifetime set in the demo panel's Sesión
 * section), and the controls to test their expiry.
 */
export function createTokens(store: IdentityStore, { storage, now, lookup }: TokenOptions) {
  function lifetime(): number {
    const value = Number(storage.getItem(TOKEN_LIFETIME_KEY));
    return Number.isFinite(value) && value > 0 ? value : DEFAULT_TOKEN_LIFETIME_SECONDS;
  }

  const mint = (identity: MockIdentity, expiresInSeconds = lifetime()) =>
    mintIdentityToken(identity, { expiresInSeconds, now: now() });

  return {
    mint,
    /** Replace the current token by one that expired a minute ago (the app must refresh it). */
    async expireTokenNow() {
      const session = store.reload().session;
      const identity = session?.user.email ? await lookup(session.user.email) : null;
      if (!session || !identity) return false;
      session.token = await mint(identity, -60);
      store.save();
      return true;
    },
    tokenLifetimeSeconds: lifetime,
    setTokenLifetimeSeconds(seconds: number) {
      storage.setItem(TOKEN_LIFETIME_KEY, String(seconds));
    },
    /** The current token's expiry (epoch ms), or null when signed out. */
    tokenExpiry() {
      const token = store.read().session?.token;
      return token ? decodeExpiry(token) : null;
    },
  };
}
