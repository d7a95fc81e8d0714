// @vitest-environment node
import { JwtError, signJwt, verifyJwt } from './jwt';

const claims = {
  app_user_id: 'u1',
  sub: 'idp-u1',
  roles: ['candidate'],
  company_id: null,
  email: 'a@ejemplo.com',
  email_verified: true,
  name: 'Ana Núñez',
};

async function reason(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
    return 'ok';
  } catch (error) {
    return error instanceof JwtError ? error.reason : 'other';
  }
}

describe('mock JWT', () => {
  it('signs HS256 tokens that verify, with iat/exp and a default 1 h lifetime', async () => {
    const now = Date.UTC(2026, 10, 21, 12);
    const token = await signJwt(claims, { now });
    expect(token.split('.')).toHaveLength(3);
    expect(token).not.toMatch(/[+/=]/);
    const verified = await verifyJwt(token, now + 1000);
    expect(verified).toMatchObject({ ...claims, iat: now / 1000, exp: now / 1000 + 3600 });
  });

  it('refuses expired, tampered and malformed tokens with a typed reason', async () => {
    const now = Date.now();
    const expired = await signJwt(claims, { now: now - 10_000, expiresInSeconds: 5 });
    expect(await reason(verifyJwt(expired, now))).toBe('expired');
    const token = await signJwt(claims);
    const [h, , s] = token.split('.');
    const payload = btoa(JSON.stringify({ ...claims, roles: ['admin'], iat: 0, exp: 9e9 }))
      .replace(/=+$/, '')
      .replace(/\+/g, '-')
      .replace(/\//g, '_');
    expect(await reason(verifyJwt(`${h}.${payload}.${s}`))).toBe('signature');
    expect(await reason(verifyJwt('abc'))).toBe('malformed');
    expect(await reason(verifyJwt('a.b.c'))).toBe('malformed');
    expect(await reason(verifyJwt(`${token}x`))).not.toBe('ok');
  });

  it('honours a custom lifetime', async () => {
    const now = Date.now();
    const token = await signJwt(claims, { now, expiresInSeconds: 60 });
    expect(await reason(verifyJwt(token, now + 59_000))).toBe('ok');
    expect(await reason(verifyJwt(token, now + 61_000))).toBe('expired');
  });

  it('checks a token’s signature once; every use still checks its expiry, with its own copy', async () => {
    const now = Date.now();
    const token = await signJwt({ ...claims, sub: 'idp-u1-once' }, { now, expiresInSeconds: 60 });
    const verify = vi.spyOn(crypto.subtle, 'verify');
    try {
      const first = await verifyJwt(token, now);
      first.roles.push('admin');
      const second = await verifyJwt(token, now + 1000);
      expect(second.roles).toEqual(['candidate']);
      expect(verify).toHaveBeenCalledTimes(1);
      expect(await reason(verifyJwt(token, now + 60_000))).toBe('expired');
      // Another token (a forged one too) is checked on its own.
      const [h, p] = token.split('.');
      expect(await reason(verifyJwt(`${h}.${p}.${'A'.repeat(43)}`, now))).toBe('signature');
      expect(verify).toHaveBeenCalledTimes(2);
    } finally {
      verify.mockRestore();
    }
  });
});
