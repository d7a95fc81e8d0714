import { IdentityError, type IdentityProvider, type IdentityUser } from '@/features/auth';
import { ensureDatabase } from '../db';
import {
  DEFAULT_TOKEN_LIFETIME_SECONDS,
  identityUid,
  LINK_VALIDITY_MS,
  lookupIdentity,
  mintIdentityToken,
  type MockIdentity,
} from './accounts';
import { STORAGE_KEY } from './storageKeys';

export {
  DEFAULT_TOKEN_LIFETIME_SECONDS,
  LINK_VALIDITY_MS,
  lookupIdentity,
  type MockIdentity,
} from './accounts';

/**
 * The mock identity provider (DESIGN.md §5): the same interface as the Firebase adapter,
 * links of Firebase's shape (`<origin>/auth/verify?apiKey=…&oobCode=…&mode=signIn&lang=es&email=…`),
 * single-use codes, a local mailbox, signed JWTs with the product claims. Everything lives
 * in browser storage, so the session survives reloads and is shared by the tabs.
 */

export const MOCK_API_KEY = 'mock-api-key-talentia';
export { STORAGE_KEY };
/** Token lifetime in seconds (the Sesión section can shorten it to test expiry). */
export const TOKEN_LIFETIME_KEY = 'mock-identity:token-lifetime';

export interface MailMessage {
  id: string;
  to: string;
  subject: string;
  sentAt: number;
  link: string;
  /** The link was opened already (links work once). */
  used?: boolean;
}

interface StoredCode {
  email: string;
  createdAt: number;
  used: boolean;
}

interface StoredSession {
  user: IdentityUser;
  token: string;
}

interface StoredState {
  session: StoredSession | null;
  codes: Record<string, StoredCode>;
  mailbox: MailMessage[];
}

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

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function randomCode(): string {
  const bytes = new Uint8Array(18);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

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

  const tokenListeners = new Set<(user: IdentityUser | null) => void>();
  const mailListeners = new Set<() => void>();

  function read(): StoredState {
    try {
      const raw = storage.getItem(STORAGE_KEY);
      if (raw) {
        const parsed = JSON.parse(raw) as Partial<StoredState>;
        return {
          session: parsed.session ?? null,
          codes: parsed.codes ?? {},
          mailbox: parsed.mailbox ?? [],
        };
      }
    } catch {
      // Corrupt or blocked storage: start empty.
    }
    return { session: null, codes: {}, mailbox: [] };
  }

  function write(state: StoredState) {
    try {
      storage.setItem(STORAGE_KEY, JSON.stringify(state));
    } catch {
      // Storage full or blocked: the state lasts for this page only.
    }
  }

  let state = read();

  const notifyTokens = () => {
    const user = state.session?.user ?? null;
    tokenListeners.forEach((listener) => listener(user));
  };
  const notifyMail = () => mailListeners.forEach((listener) => listener());

  // Another tab signed in or out, or sent a link.
  globalThis.addEventListener?.('storage', (event: StorageEvent) => {
    if (event.key !== STORAGE_KEY) return;
    const before = state.session;
    state = read();
    notifyMail();
    if (before?.user.uid !== state.session?.user.uid || before?.token !== state.session?.token)
      notifyTokens();
  });

  function lifetime(): number {
    const value = Number(storage.getItem(TOKEN_LIFETIME_KEY));
    return Number.isFinite(value) && value > 0 ? value : DEFAULT_TOKEN_LIFETIME_SECONDS;
  }

  const mint = (identity: MockIdentity, expiresInSeconds = lifetime()) =>
    mintIdentityToken(identity, { expiresInSeconds, now: now() });

  const provider: MockIdentityProvider = {
    kind: 'mock',
    sentLinkNote: 'Modo de demostración: el correo está en el Buzón del Panel de demostración.',
    ready: () => Promise.resolve(),
    currentUser: () => state.session?.user ?? null,

    async sendSignInLink(email, { url }) {
      const address = email.trim().toLowerCase();
      if (!EMAIL_PATTERN.test(address)) throw new IdentityError('auth/invalid-email');
      if (!(await lookup(address))) throw new IdentityError('auth/admin-restricted-operation');
      const oobCode = randomCode();
      const continueUrl = new URL(url, origin);
      const link = new URL(continueUrl.pathname, origin);
      link.searchParams.set('apiKey', MOCK_API_KEY);
      link.searchParams.set('oobCode', oobCode);
      link.searchParams.set('mode', 'signIn');
      link.searchParams.set('lang', 'es');
      continueUrl.searchParams.forEach((value, key) => link.searchParams.set(key, value));
      state = read();
      state.codes[oobCode] = { email: address, createdAt: now(), used: false };
      state.mailbox = [
        {
          id: oobCode.slice(0, 12),
          to: address,
          subject: 'Tu enlace para ingresar a Talentia',
          sentAt: now(),
          link: link.toString(),
        },
        ...state.mailbox,
      ].slice(0, 50);
      write(state);
      notifyMail();
    },

    isSignInLink(link) {
      try {
        const params = new URL(link, origin).searchParams;
        return params.get('mode') === 'signIn' && !!params.get('oobCode') && !!params.get('apiKey');
      } catch {
        return false;
      }
    },

    async signInWithLink(email, link) {
      if (!provider.isSignInLink(link)) throw new IdentityError('auth/argument-error');
      const address = email.trim().toLowerCase();
      if (!EMAIL_PATTERN.test(address)) throw new IdentityError('auth/invalid-email');
      const oobCode = new URL(link, origin).searchParams.get('oobCode')!;
      state = read();
      const code = state.codes[oobCode];
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
      state.session = { user, token: await mint(identity) };
      write(state);
      notifyTokens();
      return user;
    },

    async getIdToken(forceRefresh = false) {
      state = read();
      const session = state.session;
      if (!session) return null;
      if (!forceRefresh) return session.token;
      const identity = session.user.email ? await lookup(session.user.email) : null;
      if (!identity) throw new IdentityError('auth/user-token-expired');
      session.token = await mint(identity);
      write(state);
      notifyTokens();
      return session.token;
    },

    onIdTokenChanged(listener) {
      tokenListeners.add(listener);
      queueMicrotask(() => {
        if (tokenListeners.has(listener)) listener(state.session?.user ?? null);
      });
      return () => tokenListeners.delete(listener);
    },

    async signOut() {
      state = read();
      if (!state.session) return;
      state.session = null;
      write(state);
      notifyTokens();
    },

    mailbox: () => {
      state = read();
      return state.mailbox.map((message) => {
        const code = new URL(message.link).searchParams.get('oobCode') ?? '';
        return { ...message, used: state.codes[code]?.used ?? false };
      });
    },
    subscribeMailbox(listener) {
      mailListeners.add(listener);
      return () => mailListeners.delete(listener);
    },
    clearMailbox() {
      state = read();
      state.mailbox = [];
      write(state);
      notifyMail();
    },

    async expireTokenNow() {
      state = read();
      const session = state.session;
      const identity = session?.user.email ? await lookup(session.user.email) : null;
      if (!session || !identity) return false;
      session.token = await mint(identity, -60);
      write(state);
      return true;
    },
    tokenLifetimeSeconds: lifetime,
    setTokenLifetimeSeconds(seconds) {
      storage.setItem(TOKEN_LIFETIME_KEY, String(seconds));
    },
    tokenExpiry() {
      const token = read().session?.token;
      return token ? decodeExpiry(token) : null;
    },
  };
  return provider;
}
