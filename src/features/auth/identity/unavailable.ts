import { IdentityError, type IdentityProvider } from './types';

/** Used when the build has no identity provider: always signed out, sign-in refused. */
export const unavailableIdentity: IdentityProvider = {
  kind: 'mock',
  ready: () => Promise.resolve(),
  currentUser: () => null,
  sendSignInLink: () => Promise.reject(new IdentityError('auth/operation-not-allowed')),
  isSignInLink: () => false,
  signInWithLink: () => Promise.reject(new IdentityError('auth/operation-not-allowed')),
  getIdToken: () => Promise.resolve(null),
  onIdTokenChanged(listener) {
    queueMicrotask(() => listener(null));
    return () => undefined;
  },
  signOut: () => Promise.resolve(),
};
