import type { IdentityUser } from '@/features/auth';
import { STORAGE_KEY } from './storageKeys';

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

export interface StoredState {
  session: StoredSession | null;
  codes: Record<string, StoredCode>;
  mailbox: MailMessage[];
}

export type IdentityStore = ReturnType<typeof createIdentityStore>;

/**
 * The mock provider's state in browser storage (the session, the links' codes, the
 * mailbox), so that the session survives reloads and is shared by the tabs: this page's
 * copy, read again before each change, and the listeners of the session's user and of
 * the mailbox, told of other tabs' changes too.
 */
export function createIdentityStore(storage: Storage) {
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

  return {
    /** This page's copy (as last read or stored). */
    get state() {
      return state;
    },
    /** Read the stored state again (another tab may have changed it) and keep it. */
    reload(): StoredState {
      state = read();
      return state;
    },
    /** The stored state, without keeping it. */
    read,
    /** Store this page's copy. */
    save: () => write(state),
    notifyTokens,
    notifyMail,
    onTokenChanged(listener: (user: IdentityUser | null) => void) {
      tokenListeners.add(listener);
      queueMicrotask(() => {
        if (tokenListeners.has(listener)) listener(state.session?.user ?? null);
      });
      return () => tokenListeners.delete(listener);
    },
    onMailChanged(listener: () => void) {
      mailListeners.add(listener);
      return () => mailListeners.delete(listener);
    },
  };
}
