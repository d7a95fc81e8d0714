import type { StoredIdentitySession } from './types';

/**
 * Whether Firebase Auth may hold a stored session on this origin, told without loading the
 * SDK (about 32 kB gzip): a visitor who never signed in does not need it until a sign-in
 * screen. Firebase keeps the signed-in user under `firebase:authUser:<apiKey>:<app>` in its
 * IndexedDB database (`firebaseLocalStorageDb`, store `firebaseLocalStorage`), or in
 * `localStorage` where IndexedDB is not available. Any doubt (an error, a browser that
 * cannot tell) answers true: the SDK is loaded and decides.
 */
const USER_KEY_PREFIX = 'firebase:authUser:';
const DATABASE = 'firebaseLocalStorageDb';
const OBJECT_STORE = 'firebaseLocalStorage';

function inLocalStorage(): boolean {
  try {
    for (let index = 0; index < localStorage.length; index += 1) {
      if (localStorage.key(index)?.startsWith(USER_KEY_PREFIX)) return true;
    }
  } catch {
    // No localStorage: IndexedDB tells.
  }
  return false;
}

/** Opens Firebase's database if it exists (null if not: an open never creates it). */
function openExisting(): Promise<IDBDatabase | null> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DATABASE);
    request.onupgradeneeded = () => {
      // The database did not exist: abort, so that this check does not create it.
      request.transaction?.abort();
    };
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => {
      if (request.error?.name === 'AbortError') resolve(null);
      else reject(request.error ?? new Error('indexedDB.open failed'));
    };
    request.onblocked = () => reject(new Error('indexedDB.open blocked'));
  });
}

async function inIndexedDb(): Promise<boolean> {
  if (typeof indexedDB === 'undefined') return false;
  const db = await openExisting();
  if (!db) return false;
  try {
    if (!db.objectStoreNames.contains(OBJECT_STORE)) return false;
    const keys = await new Promise<IDBValidKey[]>((resolve, reject) => {
      const request = db
        .transaction(OBJECT_STORE, 'readonly')
        .objectStore(OBJECT_STORE)
        .getAllKeys();
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error ?? new Error('getAllKeys failed'));
    });
    return keys.some((key) => typeof key === 'string' && key.startsWith(USER_KEY_PREFIX));
  } finally {
    db.close();
  }
}

export async function hasStoredFirebaseSession(): Promise<boolean> {
  if (inLocalStorage()) return true;
  try {
    return await inIndexedDb();
  } catch (error) {
    console.warn('Could not tell whether a session is stored', error);
    return true;
  }
}

/**
 * The session Firebase stored in `localStorage` (where the adapter keeps it: `firebase.ts`), read
 * without the SDK: the user under `firebase:authUser:<apiKey>:[DEFAULT]` as the SDK writes it
 * (`uid`, `email`, `emailVerified`, `displayName`, and `stsTokenManager` with the id token and
 * its expiry). Null when there is none, or anything in it is not as expected: the SDK then
 * restores the session itself.
 */
export function storedFirebaseSession(apiKey: string | undefined): StoredIdentitySession | null {
  if (!apiKey) return null;
  let raw: string | null;
  try {
    raw = localStorage.getItem(`${USER_KEY_PREFIX}${apiKey}:[DEFAULT]`);
  } catch {
    return null;
  }
  if (!raw) return null;
  try {
    const user = JSON.parse(raw) as Record<string, unknown>;
    const tokens = user.stsTokenManager as Record<string, unknown> | undefined;
    const text = (value: unknown) => (typeof value === 'string' ? value : null);
    if (
      typeof user.uid !== 'string' ||
      typeof tokens?.accessToken !== 'string' ||
      typeof tokens.expirationTime !== 'number'
    )
      return null;
    return {
      user: {
        uid: user.uid,
        email: text(user.email),
        emailVerified: user.emailVerified === true,
        displayName: text(user.displayName),
      },
      token: tokens.accessToken,
      expiresAt: tokens.expirationTime,
    };
  } catch {
    return null;
  }
}
