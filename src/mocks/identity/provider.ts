import { IdentityError, type IdentityProvider, type IdentityUser } from '@/features/auth';
import { ensureDatabase } from '../db';
import { identityUid, LINK_VALIDITY_MS, lookupIdentity, type MockIdentity } from './accounts';
import { EMAIL_PATTERN, isSignInLink } from './links';
import { createMailbox } from './mailbox';
import { createIdentityStore, type MailMessage } from './store';
import { createTokens } from './tokens';

export {
  DEFAULT_TOKEN_LIFETIME_SECONDS,
  LINK_VALIDITY_MS,
  lookupIdentity,
  type MockIdentity,
} from './accounts';
export { MOCK_API_KEY } from './links';
export { STORAGE_KEY } from './storageKeys';
export type { MailMessage } from './store';
export { TOKEN_LIFETIME_KEY } from './tokens';

export interface MockIdentityOptions {
  storage?: Storage;
  origin?: string;
  now?: () => number;
  lookup?: (email: string) => MockIdentity | null | Promise<MockIdentity | null>;
}

export interface MockIdentityProvider extends IdentityProvider {
  readonly kind: 'mock';
  mailbox(): MailMessage[];
  subscribeMailbox(listener: () => void): () => void;
  clearMailbox(): void;
  /** Replace the current token by one that expired a minute ago (the app must refresh it). */
  expireTokenNow(): Promise<boolean>;
  tokenLifetimeSeconds(): number;
  setTokenLifetimeSeconds(seconds: number): void;
  /** The current token's expiry (epoch ms), or null when signed out. */
  tokenExpiry(): number | null;
}

/**
 * The mock identity provider (DESIGN.md §5): the same interface as the Firebase adapter,
 * links of Firebase's shape (`links.ts`), single-use codes, a local mailbox (`mailbox.ts`),
 * signed JWTs with the product claims (`tokens.ts`). Everything lives in browser storage
 * (`store.ts`), so the session survives reloads and is shared by the tabs.
 */
export function createMockIdentityProvider(
  options: MockIdentityOptions = {},
): MockIdentityProvider {
  const storage = options.storage ?? globalThis.localStorage;
  const origin = options.origin ?? globalThis.location?.origin ?? 'http://localhost';
  const now = options.now ?? Date.now;
  // The accounts are the mock database's users: loaded (in the browser, on first use) first.
  const lookup =
    options.lookup ??
    (async (email: string) => {
      await ensureDatabase();
      return lookupIdentity(email);
    });
  const store = createIdentityStore(storage);
  const { mint, ...tokenControls } = createTokens(store, { storage, now, lookup });

  const provider: MockIdentityProvider = {
    kind: 'mock',
    sentLinkNote: 'Modo de demostración: el correo está en el Buzón del Panel de demostración.',
    ready: () => Promise.resolve(),
    currentUser: () => store.state.session?.user ?? null,
    isSignInLink: (link) => isSignInLink(link, origin),

    async signInWithLink(email, link) {
      if (!provider.isSignInLink(link)) throw new IdentityError('auth/argument-error');
      const address = email.trim().toLowerCase();
      if (!EMAIL_PATTERN.test(address)) throw new IdentityError('auth/invalid-email');
      const oobCode = new URL(link, origin).searchParams.get('oobCode')!;
      const code = store.reload().codes[oobCode];
      if (!code || code.used) throw new IdentityError('auth/invalid-action-code');
      if (now() - code.createdAt > LINK_VALIDITY_MS)
        throw new IdentityError('auth/expired-action-code');
      if (code.email !== address) throw new IdentityError('auth/invalid-email');
      const identity = await lookup(address);
      if (!identity) throw new IdentityError('auth/user-not-found');
      code.used = true;
      const user: IdentityUser = {
        uid: identityUid(identity),
        email: identity.email,
        emailVerified: true,
        displayName: identity.name,
      };
      store.state.session = { user, token: await mint(identity) };
      store.save();
      store.notifyTokens();
      return user;
    },

    async getIdToken(forceRefresh = false) {
      const session = store.reload().session;
      if (!session) return null;
      if (!forceRefresh) return session.token;
      const identity = session.user.email ? await lookup(session.user.email) : null;
      if (!identity) throw new IdentityError('auth/user-token-expired');
      session.token = await mint(identity);
      store.save();
      store.notifyTokens();
      return session.token;
    },

    onIdTokenChanged: (listener) => store.onTokenChanged(listener),

    async signOut() {
      const state = store.reload();
      if (!state.session) return;
      state.session = null;
      store.save();
      store.notifyTokens();
    },

    ...createMailbox(store, { origin, now, lookup }),
    ...tokenControls,
  };
  return provider;
}
