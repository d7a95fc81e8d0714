import { jwtDecode } from 'jwt-decode';

/** What the app reads from the session token (product spec §3, §5). */
export interface SessionClaims {
  appUserId: string;
  roles: string[];
  /** null when the token carries none. */
  companyId: string | null;
  email: string | null;
  name: string | null;
  /** Expiry, epoch seconds (null when the token has none). */
  exp: number | null;
}

export const APP_USER_ID_MISSING = 'app_user_id no encontrado en el token';
export const TOKEN_UNDECODABLE = 'No se pudo decodificar el token JWT';

export class ClaimsError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ClaimsError';
  }
}

interface RawClaims {
  app_user_id?: unknown;
  roles?: unknown;
  company_id?: unknown;
  email?: unknown;
  name?: unknown;
  exp?: unknown;
}

function decodeRaw(token: string): RawClaims {
  try {
    const raw = jwtDecode<RawClaims>(token);
    if (!raw || typeof raw !== 'object') throw new Error('not an object');
    return raw;
  } catch {
    throw new ClaimsError(TOKEN_UNDECODABLE);
  }
}

/** Decode the token's claims (no signature check: the API does that). Throws a `ClaimsError`. */
export function decodeClaims(token: string): SessionClaims {
  const raw = decodeRaw(token);
  const appUserId = raw.app_user_id;
  if ((typeof appUserId !== 'string' && typeof appUserId !== 'number') || appUserId === '') {
    throw new ClaimsError(APP_USER_ID_MISSING);
  }
  const roles = Array.isArray(raw.roles)
    ? raw.roles.filter((r): r is string => typeof r === 'string')
    : [];
  const companyId =
    typeof raw.company_id === 'string' || typeof raw.company_id === 'number'
      ? String(raw.company_id)
      : null;
  return {
    appUserId: String(appUserId),
    roles,
    companyId,
    email: typeof raw.email === 'string' ? raw.email : null,
    name: typeof raw.name === 'string' ? raw.name : null,
    exp: typeof raw.exp === 'number' ? raw.exp : null,
  };
}

/** The token's expiry in epoch ms, or null when it cannot be read. */
export function tokenExpiryMs(token: string): number | null {
  try {
    const { exp } = jwtDecode<{ exp?: unknown }>(token);
    return typeof exp === 'number' ? exp * 1000 : null;
  } catch {
    return null;
  }
}
