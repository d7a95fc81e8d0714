import { describe, expect, it } from 'vitest';
import { APP_USER_ID_MISSING, TOKEN_UNDECODABLE, decodeClaims, tokenExpiryMs } from './claims';

function fakeJwt(payload: object): string {
  const encode = (value: object) =>
    btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(payload)}.firma`;
}

describe('decodeClaims', () => {
  it('reads roles, company_id and app_user_id', () => {
    const claims = decodeClaims(
      fakeJwt({
        app_user_id: 'u-1',
        roles: ['recruiter', 'admin'],
        company_id: 'c-9',
        email: 'a@b.cl',
        exp: 100,
      }),
    );
    expect(claims).toEqual({
      appUserId: 'u-1',
      roles: ['recruiter', 'admin'],
      companyId: 'c-9',
      email: 'a@b.cl',
      name: null,
      exp: 100,
    });
  });

  it('gives company_id null when absent and roles [] when missing', () => {
    const claims = decodeClaims(fakeJwt({ app_user_id: 42 }));
    expect(claims.companyId).toBeNull();
    expect(claims.roles).toEqual([]);
    expect(claims.appUserId).toBe('42');
  });

  it('refuses a token without app_user_id', () => {
    expect(() => decodeClaims(fakeJwt({ roles: ['candidate'] }))).toThrow(APP_USER_ID_MISSING);
    expect(APP_USER_ID_MISSING).toBe('app_user_id no encontrado en el token');
  });

  it('refuses a token that cannot be decoded', () => {
    expect(() => decodeClaims('esto-no-es-un-jwt')).toThrow(TOKEN_UNDECODABLE);
    expect(() => decodeClaims('a.!!!.c')).toThrow('No se pudo decodificar el token JWT');
  });

  it('reads the expiry in ms', () => {
    expect(tokenExpiryMs(fakeJwt({ exp: 1_700_000_000 }))).toBe(1_700_000_000_000);
    expect(tokenExpiryMs('basura')).toBeNull();
  });
});
