import { FIREBASE } from '@/app/config';
import { hasStoredFirebaseSession, storedFirebaseSession } from './firebaseSession';
import type { DeferredIdentity } from './types';

/**
 * Firebase as the app's identity, its SDK loaded with a dynamic import and only when needed:
 * a sign-in screen, or a session Firebase may have stored (checked without the SDK; when it
 * can be read, the session starts from it and the SDK follows). The bootstrap uses it only in
 * a build whose identity is `firebase` (a constant: other builds drop it and the SDK).
 */
export function firebaseIdentitySource(): DeferredIdentity {
  return {
    deferred: true,
    load: () => import('./firebase').then((m) => m.createFirebaseIdentity()),
    hasStoredSession: hasStoredFirebaseSession,
    storedSession: () => storedFirebaseSession(FIREBASE.apiKey),
  };
}
