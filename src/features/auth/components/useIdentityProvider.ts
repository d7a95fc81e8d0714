import { useCallback, useEffect, useState } from 'react';
import { useStore } from 'react-redux';
import { identityProvider, loadedIdentityProvider } from '../identity/registry';
import type { IdentityProvider } from '../identity/types';

interface IdentityProviderHandle {
  /** The provider once it is loaded (null while its code, Firebase's SDK in a live build, is on its way). */
  provider: IdentityProvider | null;
  /**
   * The provider, waiting for it if needed: what a submit awaits, so the screen's button is
   * never disabled while the provider loads (a provider that failed to load answers every
   * sign-in call with an error, which the screen shows).
   */
  ready: () => Promise<IdentityProvider>;
}

/** The identity provider of a screen that uses it: loading starts when the screen mounts. */
export function useIdentityProvider(): IdentityProviderHandle {
  const store = useStore();
  const [provider, setProvider] = useState<IdentityProvider | null>(() =>
    loadedIdentityProvider(store),
  );
  const ready = useCallback(() => identityProvider(store), [store]);
  useEffect(() => {
    if (provider) return;
    let active = true;
    void ready().then((loaded) => {
      if (active) setProvider(loaded);
    });
    return () => {
      active = false;
    };
  }, [provider, ready]);
  return { provider, ready };
}
