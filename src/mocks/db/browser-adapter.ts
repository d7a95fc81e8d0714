/**
 * Browser persistence: IndexedDB (no 5 MB limit, unlike localStorage: the large preset's
 * snapshot is tens of MB). File contents have their own store, written once each, in the
 * same transaction as the records that reference them, and deleted in the same transaction
 * as the records that no longer do.
 *
 * Every tab runs its own copy of the mock in memory, so the tabs of a browser share the
 * stored database like processes share a file:
 * - a revision number is stored with the data (same transaction) and grows with each save;
 * - writes hold a Web Lock (`talentia-mock-db`) while they reload (if the stored revision is
 *   not the one this tab last loaded or saved), run and save (`persistence.ts`, `runWrite`);
 * - after a save, a BroadcastChannel message tells the other tabs to reload their copy.
 */
import type { ErasedBlobs, PersistedState, PersistenceAdapter } from './persistence';
import { noteDataReset } from './reset-notice';

const DB_NAME = 'recruiting-app-mock';
const STORE = 'state';
const BLOBS = 'blobs';
const KEY = 'database';
const REVISION = 'revision';
const CHANNEL = 'recruiting-app-mock-db';
/** The Web Lock every tab's writes take. */
export const LOCK_NAME = 'talentia-mock-db';

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

/** Run `action` in one transaction; resolves with what it answers once the transaction commits. */
function run<T>(
  mode: IDBTransactionMode,
  action: (store: IDBObjectStore, blobs: IDBObjectStore) => () => T,
): Promise<T> {
  return openDatabase().then(
    (database) =>
      new Promise<T>((resolve, reject) => {
        const transaction = database.transaction([STORE, BLOBS], mode);
        const result = action(transaction.objectStore(STORE), transaction.objectStore(BLOBS));
        transaction.oncomplete = () => {
          database.close();
          resolve(result());
        };
        transaction.onerror = () => {
          database.close();
          reject(transaction.error ?? new Error('Error de IndexedDB'));
        };
      }),
  );
}

const asRevision = (value: unknown) => (typeof value === 'number' ? value : 0);

/**
 * The state is stored as JSON text, not as a structured clone: with the large preset (about
 * 55 MB of records) the browser reads it back and writes it in less time, and reading a
 * string blocks the page far less than rebuilding millions of objects from a clone
 * (docs/benchmarks.md, "Large preset against the seed"). A state stored as an object (the
 * former format) is still read; text that is not JSON is handed on as it is, to be set aside
 * as unusable.
 */
function fromStored(stored: unknown): unknown {
  if (typeof stored !== 'string') return stored;
  try {
    return JSON.parse(stored) as unknown;
  } catch {
    return stored;
  }
}

export function createBrowserAdapter(): PersistenceAdapter | null {
  if (typeof indexedDB === 'undefined') return null;
  const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL);
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  /** The stored revision this tab's copy matches (its last load or save). */
  let revision = 0;

  const adapter: PersistenceAdapter = {
    // Every page load starts the mock: read the seeded records back rather than rebuild them.
    storeSeededRecords: true,
    load: async () => {
      const [state, stored] = await run('readonly', (store) => {
        const state = store.get(KEY);
        const stored = store.get(REVISION);
        // Nothing stored yet (a new browser) is `null`, not unreadable data to set aside.
        return () => [(state.result as unknown) ?? null, asRevision(stored.result)] as const;
      });
      revision = stored;
      return fromStored(state);
    },
    save: async (
      state: PersistedState,
      blobs: ReadonlyMap<string, Uint8Array>,
      erased: ErasedBlobs = new Set(),
    ) => {
      revision = await run('readwrite', (store, blobStore) => {
        if (erased === 'all') blobStore.clear();
        else for (const key of erased) blobStore.delete(key);
        for (const [key, bytes] of blobs) blobStore.put(bytes, key);
        store.put(JSON.stringify(state), KEY);
        // The next revision, read and written in this same transaction.
        let next = 0;
        const current = store.get(REVISION);
        current.onsuccess = () => {
          next = asRevision(current.result) + 1;
          store.put(next, REVISION);
        };
        return () => next;
      });
    },
    loadBlob: async (key: string) =>
      ((await run('readonly', (_, blobStore) => {
        const request = blobStore.get(key);
        return () => request.result as unknown;
      })) as Uint8Array | undefined) ?? null,
    setAside: async (reason: string) => {
      const aside = `${KEY}.corrupt-${new Date().toISOString()}`;
      await run('readwrite', (store) => {
        const request = store.get(KEY);
        request.onsuccess = () => store.put(request.result, aside);
        return () => undefined;
      });
      // The demo panel says so until QA dismisses it.
      noteDataReset(aside, reason);
      return aside;
    },
    changedElsewhere: async () =>
      (await run('readonly', (store) => {
        const request = store.get(REVISION);
        return () => asRevision(request.result);
      })) !== revision,
    announce: () => channel?.postMessage({ revision }),
    subscribe: (onExternalChange) => {
      if (!channel) return () => {};
      const listener = (event: MessageEvent<unknown>) => {
        const announced = (event.data as { revision?: unknown } | null)?.revision;
        // A message about a revision this tab already has (it reloaded under the lock
        // meanwhile) changes nothing.
        if (typeof announced !== 'number' || announced > revision) onExternalChange();
      };
      channel.addEventListener('message', listener);
      return () => channel.removeEventListener('message', listener);
    },
  };
  if (locks) adapter.exclusive = (task) => locks.request(LOCK_NAME, task);
  return adapter;
}
