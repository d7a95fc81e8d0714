/**
 * The identity provider as the app sees it: passwordless e-mail link sign-in, the id
 * token, its changes, sign-out. Two adapters implement it: Firebase Auth
 * (`./firebase.ts`, loaded with a dynamic import in live builds) and the mock identity
 * provider of the demo build (`src/mocks/identity`). Nothing else knows which one runs.
 */
export interface IdentityUser {
  uid: string;
  email: string | null;
  emailVerified: boolean;
  displayName: string | null;
}

export interface SendSignInLinkOptions {
  /** The continue URL: `<origin>/auth/verify?email=<address>` (plus `redirect` when given). */
  url: string;
}

export type IdTokenListener = (user: IdentityUser | null) => void;

export interface IdentityProvider {
  /** Which adapter this is (shown nowhere; useful in logs and tests). */
  readonly kind: 'firebase' | 'mock';
  /** A note shown once a link was sent (the mock says where its mailbox is). */
  readonly sentLinkNote?: string;
  /** Resolves once the persisted session (if any) has been restored. */
  ready(): Promise<void>;
  /** The signed-in user, or null. Meaningful after `ready()`. */
  currentUser(): IdentityUser | null;
  sendSignInLink(email: string, options: SendSignInLinkOptions): Promise<void>;
  isSignInLink(link: string): boolean;
  signInWithLink(email: string, link: string): Promise<IdentityUser>;
  /** The id token; `forceRefresh` asks the provider for a new one. Null when signed out. */
  getIdToken(forceRefresh?: boolean): Promise<string | null>;
  /** Called on sign-in, sign-out and every token change (also once with the restored state). */
  onIdTokenChanged(listener: IdTokenListener): () => void;
  signOut(): Promise<void>;
}

/** What the session (its controller) needs of a provider. */
export type SessionIdentity = Pick<
  IdentityProvider,
  'ready' | 'currentUser' | 'getIdToken' | 'onIdTokenChanged' | 'signOut'
>;

/** The session a provider stored on this device, read without its SDK. */
export interface StoredIdentitySession {
  user: IdentityUser;
  /** The stored id token, and when it expires (ms since the epoch). */
  token: string;
  expiresAt: number;
}

/**
 * An adapter loaded only when it is needed (the Firebase SDK is large): for a sign-in (the
 * screens ask for the provider), or at start-up when a session may be stored.
 */
export interface DeferredIdentity {
  readonly deferred: true;
  /** Loads the adapter (called at most once per store). */
  load(): Promise<IdentityProvider>;
  /** A cheap check, without the adapter: may the provider hold a stored session? */
  hasStoredSession(): Promise<boolean>;
  /**
   * The stored session itself when it can be read at once without the adapter (user and id
   * token), else null: the session then starts from it while the adapter loads.
   */
  storedSession?(): StoredIdentitySession | null;
}

export function isDeferredIdentity(value: unknown): value is DeferredIdentity {
  return typeof value === 'object' && value !== null && 'deferred' in value;
}

/** An identity-provider failure, with the provider's code (`auth/...`). */
export class IdentityError extends Error {
  readonly code: string;
  constructor(code: string, message?: string) {
    super(message ?? code);
    this.name = 'IdentityError';
    this.code = code;
  }
}

export function identityErrorCode(error: unknown): string | undefined {
  if (
    error &&
    typeof error === 'object' &&
    typeof (error as { code?: unknown }).code === 'string'
  ) {
    return (error as { code: string }).code;
  }
  return undefined;
}

/** Codes after which the session cannot go on: the user is signed out. */
export const SIGN_OUT_ERROR_CODES = new Set([
  'auth/user-disabled',
  'auth/user-token-expired',
  'auth/invalid-user-token',
  'auth/user-not-found',
  'auth/requires-recent-login',
]);

export function isSessionEndingError(error: unknown): boolean {
  const code = identityErrorCode(error);
  return code !== undefined && SIGN_OUT_ERROR_CODES.has(code);
}
