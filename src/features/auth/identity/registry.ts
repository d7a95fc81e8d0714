import type { IdentityProvider } from './types';

/**
 * The identity provider of this run, set once at start-up by the bootstrap (the mock one
 * in the demo build, Firebase in a live build). Screens get it with `identityProvider()`.
 */
let provider: Promise<IdentityProvider> | null = null;
let resolved: IdentityProvider | null = null;
let resolveWaiting: ((value: IdentityProvider) => void) | null = null;

export function setIdentityProvider(
  next: IdentityProvider | Promise<IdentityProvider>,
): Promise<IdentityProvider> {
  const promise = Promise.resolve(next).then((value) => {
    resolved = value;
    return value;
  });
  if (resolveWaiting) {
    resolveWaiting(promise as unknown as IdentityProvider);
    resolveWaiting = null;
  }
  provider = promise;
  return promise;
}

/** The provider, once it is there (waits for the bootstrap to set it). */
export function identityProvider(): Promise<IdentityProvider> {
  if (!provider) {
    provider = new Promise<IdentityProvider>((resolve) => {
      resolveWaiting = resolve;
    });
  }
  return provider;
}

/** The provider if it is already loaded, else null. */
export function loadedIdentityProvider(): IdentityProvider | null {
  return resolved;
}

/** Tests only: forget the provider. */
export function resetIdentityProvider(): void {
  provider = null;
  resolved = null;
  resolveWaiting = null;
}
