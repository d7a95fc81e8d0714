import { useEffect, useState } from 'react';
import { useStore } from 'react-redux';
import { identityProvider, loadedIdentityProvider } from '../identity/registry';
import type { IdentityProvider } from '../identity/types';

/** The identity provider once it is loaded (null while the Firebase SDK is on its way). */
export function useIdentityProvider(): IdentityProvider | null {
  const store = useStore();
  const [provider, setProvider] = useState<IdentityProvider | null>(() =>
    loadedIdentityProvider(store),
  );
  useEffect(() => {
    if (provider) return;
    let active = true;
    void identityProvider(store).then((loaded) => {
      if (active) setProvider(loaded);
    });
    return () => {
      active = false;
    };
  }, [provider, store]);
  return provider;
}
