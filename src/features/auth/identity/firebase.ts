import { initializeApp } from 'firebase/app';
import {
  browserLocalPersistence,
  browserSessionPersistence,
  connectAuthEmulator,
  indexedDBLocalPersistence,
  initializeAuth,
  isSignInWithEmailLink,
  onIdTokenChanged,
  sendSignInLinkToEmail,
  signInWithEmailLink,
  signOut,
  type User,
} from 'firebase/auth';
import type { IdentityProvider, IdentityUser } from './types';
import { FIREBASE } from '@/app/config';

/**
 * The Firebase Auth adapter (modular SDK). Loaded only by a live build, through a dynamic
 * import in `src/main.tsx`; its configuration comes from `VITE_FIREBASE_*`. Firebase keeps
 * the session in its own persistence (localStorage); the app keeps tokens in memory only.
 */
export interface FirebaseIdentityConfig {
  apiKey?: string;
  authDomain?: string;
  projectId?: string;
  appId?: string;
  androidPackageName?: string;
  /**
   * The Firebase Auth emulator to use instead of Google's servers (development and
   * benchmarks: `http://127.0.0.1:9099`); unset in production.
   */
  authEmulatorUrl?: string;
}

function toIdentityUser(user: User): IdentityUser {
  return {
    uid: user.uid,
    email: user.email,
    emailVerified: user.emailVerified,
    displayName: user.displayName,
  };
}

export function createFirebaseIdentity(
  config: FirebaseIdentityConfig = FIREBASE,
): IdentityProvider {
  const app = initializeApp({
    apiKey: config.apiKey,
    authDomain: config.authDomain,
    projectId: config.projectId,
    appId: config.appId,
  });
  // getAuth() without its popup/redirect resolver: the app signs in by e-mail link only.
  // With it, a mobile browser or Safari first loads Google's gapi script and the auth
  // domain's iframe, and the SDK waits for them before it restores a stored session (the
  // script is refused by the CSP anyway); it also makes the SDK's chunk larger.
  // The session in localStorage first (the SDK moves one it finds in IndexedDB there): the
  // app reads it at start-up without the SDK (`storedFirebaseSession`), synchronously, and a
  // returning user's first screen does not wait for the SDK (issue 15).
  const auth = initializeAuth(app, {
    persistence: [browserLocalPersistence, indexedDBLocalPersistence, browserSessionPersistence],
  });
  // Before any request (the SDK refuses it afterwards); no banner in the page.
  if (config.authEmulatorUrl)
    connectAuthEmulator(auth, config.authEmulatorUrl, { disableWarnings: true });
  auth.languageCode = 'es';

  return {
    kind: 'firebase',
    ready: () => auth.authStateReady(),
    currentUser: () => (auth.currentUser ? toIdentityUser(auth.currentUser) : null),
    async sendSignInLink(email, { url }) {
      await sendSignInLinkToEmail(auth, email, {
        url,
        handleCodeInApp: true,
        ...(config.androidPackageName
          ? {
              android: {
                packageName: config.androidPackageName,
                installApp: true,
                minimumVersion: '12',
              },
            }
          : {}),
      });
    },
    isSignInLink: (link) => isSignInWithEmailLink(auth, link),
    async signInWithLink(email, link) {
      const credential = await signInWithEmailLink(auth, email, link);
      return toIdentityUser(credential.user);
    },
    async getIdToken(forceRefresh = false) {
      const user = auth.currentUser;
      return user ? user.getIdToken(forceRefresh) : null;
    },
    onIdTokenChanged: (listener) =>
      onIdTokenChanged(auth, (user) => listener(user ? toIdentityUser(user) : null)),
    signOut: () => signOut(auth),
  };
}
