import { describe, expect, it } from 'vitest';
import { appAccess, loginPathFor, safeRedirect, type GuardSession } from './guards';
import { homePathFor, mainRole, viewFor } from './roles';

const session = (roles: string[] | null, extra: Partial<GuardSession> = {}): GuardSession => ({
  status: 'signedIn',
  validation: 'valid',
  roles,
  ...extra,
});

describe('roles', () => {
  it('takes the first role as the main one; admin counts as recruiter', () => {
    expect(mainRole(['admin', 'candidate'])).toBe('admin');
    expect(mainRole([])).toBeNull();
    expect(viewFor(['recruiter'])).toBe('recruiter');
    expect(viewFor(['admin'])).toBe('recruiter');
    expect(viewFor(['candidate', 'recruiter'])).toBe('candidate');
    expect(viewFor(['otro'])).toBe('candidate');
    expect(viewFor(null)).toBe('candidate');
  });

  it('gives each view its home', () => {
    expect(homePathFor(['candidate'])).toBe('/app/feed');
    expect(homePathFor(['recruiter'])).toBe('/app/recruiter/dashboard');
    expect(homePathFor(['admin'])).toBe('/app/recruiter/dashboard');
  });
});

describe('appAccess', () => {
  it('waits while the session is restored or validated', () => {
    expect(appAccess('/app/feed', '', session(null, { status: 'initializing' }))).toEqual({
      kind: 'wait',
    });
    expect(
      appAccess('/app/feed', '', session(['candidate'], { validation: 'validating' })),
    ).toEqual({ kind: 'wait' });
  });

  it('sends a signed-out visitor to the login with the path and search', () => {
    expect(
      appAccess('/app/jobs', '?search=react&page=2', session(null, { status: 'signedOut' })),
    ).toEqual({
      kind: 'login',
      to: '/login?redirect=%2Fapp%2Fjobs%3Fsearch%3Dreact%26page%3D2',
    });
    expect(loginPathFor('/app/feed')).toBe('/login?redirect=%2Fapp%2Ffeed');
  });

  it('denies recruiter routes to candidates', () => {
    expect(appAccess('/app/recruiter/dashboard', '', session(['candidate']))).toEqual({
      kind: 'denied',
    });
    expect(appAccess('/app/recruiter', '', session(['candidate']))).toEqual({ kind: 'denied' });
    expect(appAccess('/app/recruiter/admin/users', '', session([]))).toEqual({ kind: 'denied' });
    expect(appAccess('/app/feed', '', session(['candidate']))).toEqual({ kind: 'allow' });
    // Only the recruiter prefix, not any path that starts with the same letters.
    expect(appAccess('/app/recruiters-info', '', session(['candidate']))).toEqual({
      kind: 'allow',
    });
  });

  it('denies admin routes to non-admins', () => {
    expect(appAccess('/app/recruiter/admin/company', '', session(['recruiter']))).toEqual({
      kind: 'denied',
    });
    expect(appAccess('/app/recruiter/admin/users', '', session(['admin']))).toEqual({
      kind: 'allow',
    });
    expect(appAccess('/app/recruiter/candidates', '', session(['recruiter']))).toEqual({
      kind: 'allow',
    });
    expect(appAccess('/app/recruiter/dashboard', '', session(['admin']))).toEqual({
      kind: 'allow',
    });
  });

  it('lets a user whose activation failed for another reason in (still signed in)', () => {
    expect(appAccess('/app/feed', '', session(['candidate'], { validation: 'idle' }))).toEqual({
      kind: 'allow',
    });
  });
});

describe('safeRedirect', () => {
  it('follows only paths of this app', () => {
    expect(safeRedirect('/app/feed?x=1')).toBe('/app/feed?x=1');
    expect(safeRedirect('https://evil.example')).toBeNull();
    expect(safeRedirect('//evil.example')).toBeNull();
    expect(safeRedirect('/\\evil.example')).toBeNull();
    expect(safeRedirect(null)).toBeNull();
  });
});
