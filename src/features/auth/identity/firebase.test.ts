import { beforeEach, describe, expect, it, vi } from 'vitest';

const sdk = vi.hoisted(() => ({
  auth: { languageCode: null as string | null },
  connectAuthEmulator: vi.fn(),
  initializeAuth: vi.fn(),
}));

vi.mock('firebase/app', () => ({ initializeApp: vi.fn(() => ({})) }));
vi.mock('firebase/auth', () => ({
  initializeAuth: sdk.initializeAuth,
  indexedDBLocalPersistence: 'indexedDB',
  browserLocalPersistence: 'local',
  browserSessionPersistence: 'session',
  connectAuthEmulator: sdk.connectAuthEmulator,
  isSignInWithEmailLink: vi.fn(),
  onIdTokenChanged: vi.fn(),
  sendSignInLinkToEmail: vi.fn(),
  signInWithEmailLink: vi.fn(),
  signOut: vi.fn(),
}));

const { createFirebaseIdentity } = await import('./firebase');

beforeEach(() => {
  sdk.connectAuthEmulator.mockClear();
  sdk.initializeAuth.mockClear().mockReturnValue(sdk.auth);
});

describe('Firebase identity adapter', () => {
  it('keeps the session in localStorage first (read at start-up without the SDK), with no popup/redirect resolver (no gapi, no iframe)', () => {
    createFirebaseIdentity({ apiKey: 'k' });
    expect(sdk.initializeAuth).toHaveBeenCalledExactlyOnceWith(expect.anything(), {
      persistence: ['local', 'indexedDB', 'session'],
    });
  });

  it('talks to the Auth emulator when its URL is configured, without the page banner', () => {
    createFirebaseIdentity({ apiKey: 'k', authEmulatorUrl: 'http://127.0.0.1:9099' });
    expect(sdk.connectAuthEmulator).toHaveBeenCalledExactlyOnceWith(
      sdk.auth,
      'http://127.0.0.1:9099',
      { disableWarnings: true },
    );
  });

  it("talks to Google's servers otherwise", () => {
    createFirebaseIdentity({ apiKey: 'k' });
    createFirebaseIdentity({ apiKey: 'k', authEmulatorUrl: '' });
    expect(sdk.connectAuthEmulator).not.toHaveBeenCalled();
  });
});
