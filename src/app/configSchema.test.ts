import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig } from './configSchema';

const BASE = { VITE_ACCESSIBILITY_CONTACT: 'accesibilidad@talentia.example' };

describe('the build configuration', () => {
  it('takes the defaults of a demo build, and empty lines as unset', () => {
    expect(parseConfig({ ...BASE, VITE_TOKEN_SYNC_URL: '', VITE_FIREBASE_API_KEY: '' })).toEqual({
      ...BASE,
      VITE_API_MODE: 'mock',
      VITE_IDENTITY: 'mock',
      VITE_API_BASE_URL: '/api/v1',
      VITE_TOKEN_SYNC_URL: undefined,
      VITE_FIREBASE_API_KEY: undefined,
      VITE_FIREBASE_AUTH_DOMAIN: undefined,
      VITE_FIREBASE_PROJECT_ID: undefined,
      VITE_FIREBASE_APP_ID: undefined,
      VITE_ANDROID_PACKAGE_NAME: undefined,
      VITE_FIREBASE_AUTH_EMULATOR_URL: undefined,
    });
  });

  it('accepts a live build with Firebase, an absolute API and the emulator', () => {
    const config = parseConfig({
      ...BASE,
      VITE_API_MODE: 'live',
      VITE_IDENTITY: 'firebase',
      VITE_API_BASE_URL: 'https://api.talentia.example/api/v1',
      VITE_TOKEN_SYNC_URL: '/token-sync',
      VITE_FIREBASE_API_KEY: 'AIza-test',
      VITE_FIREBASE_AUTH_DOMAIN: 'talentia.firebaseapp.com',
      VITE_FIREBASE_AUTH_EMULATOR_URL: 'http://127.0.0.1:9099',
    });
    expect(config).toMatchObject({
      VITE_API_MODE: 'live',
      VITE_IDENTITY: 'firebase',
      VITE_API_BASE_URL: 'https://api.talentia.example/api/v1',
      VITE_TOKEN_SYNC_URL: '/token-sync',
    });
  });

  it('refuses a bad value with a clear error naming the variable and what it holds', () => {
    expect(() => parseConfig({ ...BASE, VITE_API_MODE: 'mok' })).toThrow(ConfigError);
    expect(() => parseConfig({ ...BASE, VITE_API_MODE: 'mok' })).toThrow(
      /VITE_API_MODE \("mok"\): .*"mock".*"live"/,
    );
    expect(() => parseConfig({ ...BASE, VITE_API_BASE_URL: 'api.example.com/v1' })).toThrow(
      /VITE_API_BASE_URL \("api\.example\.com\/v1"\): must be a path on the app's origin/,
    );
    expect(() =>
      parseConfig({ ...BASE, VITE_FIREBASE_AUTH_EMULATOR_URL: 'ftp://127.0.0.1:9099' }),
    ).toThrow(
      /VITE_FIREBASE_AUTH_EMULATOR_URL \("ftp:\/\/127\.0\.0\.1:9099"\): must be an http\(s\) URL/,
    );
    expect(() => parseConfig({})).toThrow(
      /VITE_ACCESSIBILITY_CONTACT \(unset\): must be an e-mail/,
    );
  });

  it('lists every bad variable at once', () => {
    try {
      parseConfig({ VITE_IDENTITY: 'google', VITE_ACCESSIBILITY_CONTACT: 'nadie' });
      expect.unreachable();
    } catch (error) {
      const lines = (error as Error).message.split('\n');
      expect(lines[0]).toMatch(/^Invalid configuration/);
      expect(lines.slice(1).map((line) => line.split(' (')[0])).toEqual([
        '  - VITE_IDENTITY',
        '  - VITE_ACCESSIBILITY_CONTACT',
      ]);
    }
  });

  it('holds for the files of the repository in every mode', async () => {
    const { loadEnv } = await import('vite');
    const root = new URL('../..', import.meta.url).pathname;
    for (const mode of ['mock', 'live']) {
      expect(() => parseConfig(loadEnv(mode, root, 'VITE_'))).not.toThrow();
    }
  });
});
