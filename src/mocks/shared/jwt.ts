/**
 * Mock JWTs (HS256 over Web Crypto, so the same code runs in the browser, in the service
 * worker's client page and in Node 20). Shared by the mock identity provider, which mints
 * tokens, and the mock product API, which verifies them.
 */

/** Claims of a mock session token (the shape the real identity provider's tokens carry). */
export interface MockClaims {
  app_user_id: string;
  roles: string[];
  company_id: string | null;
  email: string;
  email_verified: boolean;
  name?: string;
  iat: number;
  exp: number;
  sub: string;
}

export type JwtErrorReason = 'malformed' | 'signature' | 'expired';

/** Why a token was refused. */
export class JwtError extends Error {
  readonly reason: JwtErrorReason;
  constructor(reason: JwtErrorReason, message: string) {
    super(message);
    this.name = 'JwtError';
    this.reason = reason;
  }
}

/** Fixed secret: the mock is not a security boundary, only a faithful stand-in. */
const MOCK_SECRET = 'recruiting-app-mock-secret-v1';
const DEFAULT_LIFETIME_SECONDS = 3600;

const encoder = new TextEncoder();
const decoder = new TextDecoder();
let keyPromise: Promise<CryptoKey> | null = null;

function hmacKey(): Promise<CryptoKey> {
  keyPromise ??= crypto.subtle.importKey(
    'raw',
    encoder.encode(MOCK_SECRET),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign', 'verify'],
  );
  return keyPromise;
}

function base64UrlEncode(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function base64UrlDecode(text: string): Uint8Array<ArrayBuffer> {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) throw new JwtError('malformed', 'Invalid base64url');
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

const encodeJson = (value: unknown) => base64UrlEncode(encoder.encode(JSON.stringify(value)));

const nowSeconds = (now?: number) => Math.floor((now ?? Date.now()) / 1000);

/**
 * Sign mock claims. `now` is in epoch milliseconds (defaults to `Date.now()`); the token
 * lives `expiresInSeconds` (default 3600; a negative value gives an already expired token).
 */
export async function signJwt(
  claims: Omit<MockClaims, 'iat' | 'exp'>,
  options: { expiresInSeconds?: number; now?: number } = {},
): Promise<string> {
  const iat = nowSeconds(options.now);
  const payload: MockClaims = {
    ...claims,
    iat,
    exp: iat + (options.expiresInSeconds ?? DEFAULT_LIFETIME_SECONDS),
  };
  const signingInput = `${encodeJson({ alg: 'HS256', typ: 'JWT' })}.${encodeJson(payload)}`;
  const signature = await crypto.subtle.sign('HMAC', await hmacKey(), encoder.encode(signingInput));
  return `${signingInput}.${base64UrlEncode(new Uint8Array(signature))}`;
}

function isClaims(value: unknown): value is MockClaims {
  if (typeof value !== 'object' || value === null) return false;
  const c = value as Record<string, unknown>;
  return (
    typeof c.app_user_id === 'string' &&
    Array.isArray(c.roles) &&
    c.roles.every((role) => typeof role === 'string') &&
    (c.company_id === null || typeof c.company_id === 'string') &&
    typeof c.email === 'string' &&
    typeof c.email_verified === 'boolean' &&
    typeof c.iat === 'number' &&
    typeof c.exp === 'number' &&
    typeof c.sub === 'string'
  );
}

/**
 * The Firebase Auth emulator project whose tokens are accepted (`null`: none, the default).
 * Set only by the standalone server started with `--firebase-auth-emulator`
 * (`../server/firebaseEmulator.ts`); the browser's mock never sets it.
 */
let emulatorProjectId: string | null = null;

/**
 * Accept the id tokens of the Firebase Auth emulator for `projectId` (a `demo-` project) besides
 * the mock's own, or stop accepting them (`null`). The emulator signs nothing (`alg: "none"`):
 * as the Admin SDK does when `FIREBASE_AUTH_EMULATOR_HOST` is set, such a token is taken on
 * its issuer and audience alone, so this is never on outside a development set-up.
 */
export function acceptFirebaseEmulatorTokens(projectId: string | null): void {
  emulatorProjectId = projectId;
}

/** An emulator token's claims: unsigned, issued for the project, with the product claims. */
function emulatorClaims(
  payload: unknown,
  signature: string,
  projectId: string,
  now: number | undefined,
): MockClaims {
  const claims = payload as Record<string, unknown> | null;
  if (signature !== '') throw new JwtError('signature', 'An unsigned JWT has no signature');
  if (claims?.iss !== `https://securetoken.google.com/${projectId}` || claims.aud !== projectId)
    throw new JwtError('signature', 'The JWT was not issued by the Firebase Auth emulator');
  // The product claims are the custom claims the server gave the emulator's accounts.
  if (!isClaims(claims)) throw new JwtError('malformed', 'The JWT lacks required claims');
  if (claims.exp <= nowSeconds(now)) throw new JwtError('expired', 'The JWT has expired');
  return claims;
}

/**
 * Tokens whose signature was checked, with their claims (a client sends the same token with
 * every call: the HMAC, a round trip to WebCrypto's thread pool, is paid once per token).
 * The expiry is still checked on every use. Oldest first, bounded.
 */
const verified = new Map<string, MockClaims>();
const VERIFIED_LIMIT = 500;

const copyClaims = (claims: MockClaims): MockClaims => ({ ...claims, roles: [...claims.roles] });

/**
 * Verify a mock token's signature and expiry (`now` in epoch ms) and return its claims.
 * Throws a {@link JwtError} with `reason` 'malformed', 'signature' or 'expired'.
 */
export async function verifyJwt(token: string, now?: number): Promise<MockClaims> {
  const known = verified.get(token);
  if (known) {
    if (known.exp <= nowSeconds(now)) throw new JwtError('expired', 'The JWT has expired');
    return copyClaims(known);
  }
  const parts = token.split('.');
  if (parts.length !== 3) throw new JwtError('malformed', 'A JWT has three parts');
  const [headerPart, payloadPart, signaturePart] = parts as [string, string, string];
  let header: unknown;
  let payload: unknown;
  let signature: Uint8Array<ArrayBuffer>;
  try {
    header = JSON.parse(decoder.decode(base64UrlDecode(headerPart)));
    payload = JSON.parse(decoder.decode(base64UrlDecode(payloadPart)));
    signature = base64UrlDecode(signaturePart);
  } catch {
    throw new JwtError('malformed', 'The JWT cannot be decoded');
  }
  const alg = (header as { alg?: unknown } | null)?.alg;
  if (alg === 'none' && emulatorProjectId !== null)
    return emulatorClaims(payload, signaturePart, emulatorProjectId, now);
  if (alg !== 'HS256') throw new JwtError('malformed', 'Unsupported JWT algorithm');
  const valid = await crypto.subtle.verify(
    'HMAC',
    await hmacKey(),
    signature,
    encoder.encode(`${headerPart}.${payloadPart}`),
  );
  if (!valid) throw new JwtError('signature', 'Invalid JWT signature');
  if (!isClaims(payload)) throw new JwtError('malformed', 'The JWT lacks required claims');
  if (payload.exp <= nowSeconds(now)) throw new JwtError('expired', 'The JWT has expired');
  if (verified.size >= VERIFIED_LIMIT) verified.delete(verified.keys().next().value!);
  verified.set(token, copyClaims(payload));
  return payload;
}
