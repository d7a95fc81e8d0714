// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { createMockIdentityProvider } from './provider';
import { hasStoredMockSession } from './stored';

afterEach(() => localStorage.clear());

describe('hasStoredMockSession', () => {
  it("follows the provider's session without loading the provider", async () => {
    expect(hasStoredMockSession()).toBe(false);
    const identity = createMockIdentityProvider({ origin: window.location.origin });
    await identity.sendSignInLink('camila.rojas@ejemplo.com', {
      url: `${window.location.origin}/auth/verify?email=camila.rojas%40ejemplo.com`,
    });
    // A link sent (the mailbox stored) is not a session.
    expect(hasStoredMockSession()).toBe(false);
    await identity.signInWithLink('camila.rojas@ejemplo.com', identity.mailbox()[0]!.link);
    expect(hasStoredMockSession()).toBe(true);
    await identity.signOut();
    expect(hasStoredMockSession()).toBe(false);
  });
});
