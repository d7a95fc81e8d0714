import { useEffect, useState } from 'react';
import { identityProvider, loadedIdentityProvider } from '../identity/registry';
import type { IdentityProvider } from '../identity/types';

/** The identity provider once it is loaded (null while the Firebase SDK is on its way). */
export function useIdentityProvider(): IdentityProvider | null {
  const [provider, setProvider] = useState<IdentityProvider | null>(loadedIdentityProvider);
  useEffect(() => {
    if (provider) return;
    let active = true;
    void identityProvider().then((loaded) => {
      if (active) setProvider(loaded);
    });
    return () => {
      active = false;
    };
  }, [provider]);
  return provider;
}
