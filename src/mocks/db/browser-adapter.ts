/**
 * Browser persistence: IndexedDB (no 5 MB limit, unlike localStorage: the large preset's
 * snapshot is tens of MB) plus a BroadcastChannel so the other tabs of this browser reload
 * the database when one of them changes it.
 */
import type { PersistedState, PersistenceAdapter } from './persistence';

const DB_NAME = 'recruiting-app-mock';
const STORE = 'state';
const KEY = 'database';
const CHANNEL = 'recruiting-app-mock-db';

function openDatabase(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB no disponible'));
  });
}

function run<T>(
  mode: IDBTransactionMode,
  action: (store: IDBObjectStore) => IDBRequest<T>,
): Promise<T> {
  return openDatabase().then(
    (database) =>
      new Promise<T>((resolve, reject) => {
        const transaction = database.transaction(STORE, mode);
        const request = action(transaction.objectStore(STORE));
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
    load: () => run<unknown>('readonly', (store) => store.get(KEY)),
    save: async (state: PersistedState) => {
      await run('readwrite', (store) => store.put(state, KEY));
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
