import { beforeEach, describe, expect, it, vi } from 'vitest';
import { verifyJwt } from '../shared/jwt';
import { createMockIdentityProvider, TOKEN_LIFETIME_KEY } from './provider';

const ORIGIN = 'http://localhost:3000';
const url = (email: string) => `${ORIGIN}/auth/verify?email=${encodeURIComponent(email)}`;

beforeEach(() => localStorage.clear());

describe('mock identity provider', () => {
  it('sends a Firebase-shaped link to the mailbox; it signs in once', async () => {
    const idp = createMockIdentityProvider({ origin: ORIGIN });
    await idp.sendSignInLink('Camila.Rojas@ejemplo.com', { url: url('camila.rojas@ejemplo.com') });
    const [mail] = idp.mailbox();
    expect(mail!.to).toBe('camila.rojas@ejemplo.com');
    expect(mail!.link).toMatch(
      /^http:\/\/localhost:3000\/auth\/verify\?apiKey=[^&]+&oobCode=[0-9a-f]+&mode=signIn&lang=es&email=camila\.rojas%40ejemplo\.com$/,
    );
    expect(idp.isSignInLink(mail!.link)).toBe(true);
    expect(idp.isSignInLink(`${ORIGIN}/auth/verify?email=x`)).toBe(false);

    const listener = vi.fn();
    idp.onIdTokenChanged(listener);
    const user = await idp.signInWithLink('camila.rojas@ejemplo.com', mail!.link);
    expect(user).toMatchObject({ email: 'camila.rojas@ejemplo.com', emailVerified: true });
    expect(listener).toHaveBeenCalledWith(user);
    const claims = await verifyJwt((await idp.getIdToken())!);
    expect(claims).toMatchObject({ roles: ['candidate'], company_id: null, email_verified: true });
    expect(claims.app_user_id).toBeTruthy();

    await idp.signOut();
    await expect(idp.signInWithLink('camila.rojas@ejemplo.com', mail!.link)).rejects.toMatchObject({
      code: 'auth/invalid-action-code',
    });
  });

  it('refuses an address without product user with admin-restricted-operation', async () => {
    const idp = createMockIdentityProvider({ origin: ORIGIN });
    await expect(
      idp.sendSignInLink('nadie@ejemplo.com', { url: url('nadie@ejemplo.com') }),
    ).rejects.toMatchObject({
      code: 'auth/admin-restricted-operation',
    });
    expect(idp.mailbox()).toEqual([]);
  });

  it('knows fantasma, who has an identity but no product user', async () => {
    const idp = createMockIdentityProvider({ origin: ORIGIN });
    await idp.sendSignInLink('fantasma@ejemplo.com', { url: url('fantasma@ejemplo.com') });
    await idp.signInWithLink('fantasma@ejemplo.com', idp.mailbox()[0]!.link);
    expect(idp.currentUser()?.email).toBe('fantasma@ejemplo.com');
  });

  it('refuses a link opened with another address', async () => {
    const idp = createMockIdentityProvider({ origin: ORIGIN });
    await idp.sendSignInLink('mateo.fernandez@ejemplo.com', {
      url: url('mateo.fernandez@ejemplo.com'),
    });
    await expect(
      idp.signInWithLink('otra@ejemplo.com', idp.mailbox()[0]!.link),
    ).rejects.toMatchObject({
      code: 'auth/invalid-email',
    });
  });

  it('keeps the session in storage (a reload) and mints short tokens when asked', async () => {
    localStorage.setItem(TOKEN_LIFETIME_KEY, '45');
    const idp = createMockIdentityProvider({ origin: ORIGIN });
    await idp.sendSignInLink('andres.munoz@andesdigital.ejemplo.com', {
      url: url('andres.munoz@andesdigital.ejemplo.com'),
    });
    await idp.signInWithLink('andres.munoz@andesdigital.ejemplo.com', idp.mailbox()[0]!.link);
    const reloaded = createMockIdentityProvider({ origin: ORIGIN });
    expect(reloaded.currentUser()?.email).toBe('andres.munoz@andesdigital.ejemplo.com');
    const expiry = reloaded.tokenExpiry()!;
    expect(expiry - Date.now()).toBeLessThanOrEqual(45_000);
    expect((await verifyJwt((await reloaded.getIdToken())!)).roles).toEqual(['admin']);
  });

  it('"Expirar token ahora" leaves an expired token that a forced refresh replaces', async () => {
    const idp = createMockIdentityProvider({ origin: ORIGIN });
    await idp.sendSignInLink('mateo.fernandez@ejemplo.com', {
      url: url('mateo.fernandez@ejemplo.com'),
    });
    await idp.signInWithLink('mateo.fernandez@ejemplo.com', idp.mailbox()[0]!.link);
    expect(await idp.expireTokenNow()).toBe(true);
    await expect(verifyJwt((await idp.getIdToken())!)).rejects.toMatchObject({ reason: 'expired' });
    await expect(verifyJwt((await idp.getIdToken(true))!)).resolves.toMatchObject({
      email: 'mateo.fernandez@ejemplo.com',
    });
  });
});
