import type {
  IdTokenListener,
  IdentityProvider,
  SessionIdentity,
  StoredIdentitySession,
} from './types';

/**
 * The session's provider for a returning visitor while the real one (its SDK) is not loaded:
 * it answers from the session the provider stored on this device (the user, an unexpired id
 * token), so that the session is validated and the first screen's calls go at once, instead of
 * after the SDK's download and its own restore (a round trip to the provider's servers).
 *
 * Anything it cannot answer from the stored session (a new token, a sign-out) loads the real
 * provider and waits for it; once that one is ready it answers everything, and the session's
 * listeners hear it: it confirms the stored session (same user, nothing to redo) or ends it (an
 * account deleted or disabled since is signed out then). Screens never see this one: they ask
 * the registry for the real provider.
 */
export function restoringIdentity(
  stored: StoredIdentitySession,
  /** The real provider: settles once it is loaded, which `demand` starts. */
  provider: Promise<IdentityProvider>,
  demand: () => void,
): SessionIdentity {
  let real: IdentityProvider | null = null;
  /** Signed out before the real provider was ready: the stored session is not used again. */
  let discarded = false;
  /** The real provider once ready (waiting does not load it: `demand` does). */
  const ready = provider.then(async (loaded) => {
    await loaded.ready();
    real = loaded;
    return loaded;
  });
  const loaded = () => {
    demand();
    return ready;
  };

  return {
    ready: () => Promise.resolve(),
    currentUser: () => (real ? real.currentUser() : discarded ? null : stored.user),
    async getIdToken(forceRefresh = false) {
      if (!real && !discarded && !forceRefresh) return stored.token;
      return (await loaded()).getIdToken(forceRefresh);
    },
    onIdTokenChanged(listener: IdTokenListener) {
      let subscribed = true;
      let unsubscribe: (() => void) | null = null;
      // The stored state first, as a provider reports its restored session...
      queueMicrotask(() => {
        if (subscribed && !real && !discarded) listener(stored.user);
      });
      // ...then the real provider's own reports, once it is loaded.
      void ready
        .then((loadedProvider) => {
          if (subscribed) unsubscribe = loadedProvider.onIdTokenChanged(listener);
        })
        .catch(() => undefined);
      return () => {
        subscribed = false;
        unsubscribe?.();
      };
    },
    async signOut() {
      discarded = true;
      await (await loaded()).signOut();
    },
  };
}
