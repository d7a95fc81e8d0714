/**
 * Browser persistence: IndexedDB (no 5 MB limit, unlike localStorage: the large preset's
 * snapshot is tens of MB) plus a BroadcastChannel so the other tabs of this browser reload
 * the database when one of them changes it. File contents have their own store, written
 * once each, in the same transaction as the records that reference them.
 */
import type { PersistedState, PersistenceAdapter } from './persistence';

const DB_NAME = 'recruiting-app-mock';
const STORE = 'state';
const BLOBS = 'blobs';
const KEY = 'database';
const CHANNEL = 'recruiting-app-mock-db';

function openDatabase(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, 2);
    request.onupgradeneeded = () => {
      const database = request.result;
      for (const name of [STORE, BLOBS]) {
        if (!database.objectStoreNames.contains(name)) database.createObjectStore(name);
      }
    };
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB no disponible'));
  });
}

function run<T>(
  mode: IDBTransactionMode,
  action: (store: IDBObjectStore, blobs: IDBObjectStore) => IDBRequest<T>,
): Promise<T> {
  return openDatabase().then(
    (database) =>
      new Promise<T>((resolve, reject) => {
        const transaction = database.transaction([STORE, BLOBS], mode);
        const request = action(transaction.objectStore(STORE), transaction.objectStore(BLOBS));
        transaction.oncomplete = () => {
          database.close();
          resolve(request.result);
        };
        transaction.onerror = () => {
          database.close();
          reject(transaction.error ?? new Error('Error de IndexedDB'));
        };
      }),
  );
}

export function createBrowserAdapter(): PersistenceAdapter | null {
  if (typeof indexedDB === 'undefined') return null;
  const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL);
  return {
    // Every page load starts the mock: read the seeded records back rather than rebuild them.
    storeSeededRecords: true,
    load: () => run<unknown>('readonly', (store) => store.get(KEY)),
    save: async (state: PersistedState, blobs: ReadonlyMap<string, Uint8Array>) => {
      await run('readwrite', (store, blobStore) => {
        for (const [key, bytes] of blobs) blobStore.put(bytes, key);
        return store.put(state, KEY);
      });
    },
    loadBlob: async (key: string) =>
      ((await run<unknown>('readonly', (_, blobStore) => blobStore.get(key))) as Uint8Array) ??
      null,
    setAside: async () => {
      const aside = `${KEY}.corrupt-${new Date().toISOString()}`;
      await run('readwrite', (store) => {
        const request = store.get(KEY);
        request.onsuccess = () => store.put(request.result, aside);
        return request;
      });
      return aside;
    },
    announce: () => channel?.postMessage('changed'),
    subscribe: (onExternalChange) => {
      if (!channel) return () => {};
      const listener = () => onExternalChange();
      channel.addEventListener('message', listener);
      return () => channel.removeEventListener('message', listener);
    },
  };
}
