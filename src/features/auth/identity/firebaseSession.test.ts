// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { hasStoredFirebaseSession } from './firebaseSession';

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
