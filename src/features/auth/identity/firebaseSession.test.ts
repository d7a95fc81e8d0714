// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { hasStoredFirebaseSession, storedFirebaseSession } from './firebaseSession';

afterEach(() => localStorage.clear());

describe('hasStoredFirebaseSession', () => {
  it('is false for a visitor Firebase never signed in (no SDK needed)', async () => {
    localStorage.setItem('themeMode', 'dark');
    expect(await hasStoredFirebaseSession()).toBe(false);
  });

  it("is true when Firebase's persisted user key is there", async () => {
    localStorage.setItem('firebase:authUser:key:[DEFAULT]', '{"uid":"u1"}');
    expect(await hasStoredFirebaseSession()).toBe(true);
  });
});

describe('storedFirebaseSession', () => {
  const KEY = 'firebase:authUser:api-key:[DEFAULT]';
  const user = {
    uid: 'u1',
    email: 'camila.rojas@ejemplo.com',
    emailVerified: true,
    displayName: 'Camila Rojas',
    isAnonymous: false,
    providerData: [],
    stsTokenManager: {
      refreshToken: 'r',
      accessToken: 'id-token',
      expirationTime: 1_800_000_000_000,
    },
    apiKey: 'api-key',
    appName: '[DEFAULT]',
  };

  it("reads the user and id token Firebase stored for this app's key", () => {
    localStorage.setItem(KEY, JSON.stringify(user));
    expect(storedFirebaseSession('api-key')).toEqual({
      user: {
        uid: 'u1',
        email: 'camila.rojas@ejemplo.com',
        emailVerified: true,
        displayName: 'Camila Rojas',
      },
      token: 'id-token',
      expiresAt: 1_800_000_000_000,
    });
    expect(storedFirebaseSession('another-key')).toBeNull();
    expect(storedFirebaseSession(undefined)).toBeNull();
  });

  it('is null for anything not as the SDK writes it (the SDK then restores the session)', () => {
    for (const value of [
      'not json',
      '{}',
      JSON.stringify({ ...user, stsTokenManager: undefined }),
      JSON.stringify({ ...user, stsTokenManager: { accessToken: 'id-token' } }),
      JSON.stringify({ ...user, uid: 7 }),
    ]) {
      localStorage.setItem(KEY, value);
      expect(storedFirebaseSession('api-key')).toBeNull();
    }
  });
});
