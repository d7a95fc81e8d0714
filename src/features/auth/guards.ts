import { isAdminRole, mainRole, viewFor } from './roles';

/** What the guards need to know about the session. */
export interface GuardSession {
  status: 'initializing' | 'signedOut' | 'signedIn';
  validation: 'idle' | 'validating' | 'valid' | 'invalid';
  roles: readonly string[] | null;
}

export type AppAccess =
  { kind: 'wait' } | { kind: 'login'; to: string } | { kind: 'denied' } | { kind: 'allow' };

const RECRUITER_PREFIX = /^\/app\/recruiter(\/|$)/;
const ADMIN_PREFIX = /^\/app\/recruiter\/admin(\/|$)/;

/** `/login?redirect=<path+search>` for a signed-out visitor to `location`. */
export function loginPathFor(location: string): string {
  return `/login?${new URLSearchParams({ redirect: location }).toString()}`;
}

/**
 * Whether the session may see the `/app` path `pathname` (`search` kept for the login
 * redirect): wait while the session is restored or validated; a signed-out visitor goes to
 * the login; a candidate on a recruiter route, and a non-admin on an admin route, are denied.
 */
export function appAccess(pathname: string, search: string, session: GuardSession): AppAccess {
  if (session.status === 'initializing') return { kind: 'wait' };
  if (session.status === 'signedOut')
    return { kind: 'login', to: loginPathFor(`${pathname}${search}`) };
  if (session.validation === 'validating') return { kind: 'wait' };
  if (RECRUITER_PREFIX.test(pathname) && viewFor(session.roles) !== 'recruiter')
    return { kind: 'denied' };
  if (ADMIN_PREFIX.test(pathname) && !isAdminRole(mainRole(session.roles)))
    return { kind: 'denied' };
  return { kind: 'allow' };
}

/**
 * A `redirect` search parameter is followed only when it is a path of this app (no other
 * origin, no protocol-relative `//host`).
 */
export function safeRedirect(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\'))
    return null;
  return value;
}
