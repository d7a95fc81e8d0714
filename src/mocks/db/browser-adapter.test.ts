// @vitest-environment node
/**
 * The browser mock's storage (issue 29), the real browser adapter over a small in-memory
 * IndexedDB (the calls it makes, in their transactions' order):
 * - erasure: after `DELETE /cv/{id}` (and a replaced avatar, and a reset) the bytes are gone
 *   from the IndexedDB blob store, deleted in the same transaction as the records that no
 *   longer name them (`e2e/mock-erasure.spec.ts` checks the same in Chromium);
 * - unusable stored data is kept apart and a notice left for the demo panel.
 */
import { getResponse } from 'msw';
import { handlers } from '../handlers';
import { tokenFor } from '../handlers/test-tokens';
import { createBrowserAdapter } from './browser-adapter';
import {
  initDatabase,
  resetDatabase,
  resetPersistenceForTests,
  setAsideLocation,
} from './persistence';
import { PERSONA_USER_IDS } from './personas';
import { dismissResetNotice, readResetNotice } from './reset-notice';

/** One IndexedDB database of object stores (key → structured clone), enough for the adapter. */
function memoryIndexedDb() {
  const stores = new Map<string, Map<unknown, unknown>>();
  const later = (task: () => void) => setTimeout(task, 0);
  const request = <T>(run: () => T) => {
    const req: { result?: T; error?: unknown; onsuccess?: () => void; onerror?: () => void } = {};
    return { req, run: () => ((req.result = run()), req.onsuccess?.()) };
  };
  const database = {
    objectStoreNames: { contains: (name: string) => stores.has(name) },
    createObjectStore: (name: string) => stores.set(name, new Map()),
    close: () => {},
    transaction(names: string[]) {
      const queue: (() => void)[] = [];
      const transaction = {
        oncomplete: null as null | (() => void),
        onerror: null as null | (() => void),
        objectStore(name: string) {
          if (!names.includes(name)) throw new Error(`${name} is not in the transaction`);
          const store = stores.get(name)!;
          const add = <T>(run: () => T) => {
            const { req, run: execute } = request(run);
            queue.push(execute);
            return req;
          };
          return {
            get: (key: unknown) => add(() => structuredClone(store.get(key))),
            put: (value: unknown, key: unknown) =>
              add(() => store.set(key, structuredClone(value))),
            delete: (key: unknown) => add(() => store.delete(key)),
            clear: () => add(() => store.clear()),
          };
        },
      };
      // Requests run in order (a request's callbacks may queue more), then the commit.
      later(() => {
        while (queue.length) queue.shift()!();
        transaction.oncomplete?.();
      });
      return transaction;
    },
  };
  const factory = {
    open() {
      const req = {
        result: database,
        onupgradeneeded: null as null | (() => void),
        onsuccess: null as null | (() => void),
      };
      later(() => {
        if (stores.size === 0) req.onupgradeneeded?.();
        req.onsuccess?.();
      });
      return req;
    },
  };
  return {
    factory,
    blobs: () => stores.get('blobs') ?? new Map(),
    state: () => stores.get('state') ?? new Map(),
  };
}

let idb: ReturnType<typeof memoryIndexedDb>;

beforeEach(async () => {
  idb = memoryIndexedDb();
  vi.stubGlobal('indexedDB', idb.factory);
  dismissResetNotice();
  await initDatabase({ adapter: createBrowserAdapter() });
});
afterEach(() => {
  resetPersistenceForTests();
  vi.unstubAllGlobals();
});

async function call(method: string, path: string, token: string, body?: BodyInit) {
  const request = new Request(`http://localhost/api/v1${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}` },
    body,
  });
  return (await getResponse(handlers, request))!;
}

const form = (field: string, bytes: Uint8Array, name: string, type: string) => {
  const data = new FormData();
  data.append(field, new File([bytes as Uint8Array<ArrayBuffer>], name, { type }));
  return data;
};

describe('erasure in the browser mock (issue 29.3)', () => {
  it('deletes a CV’s bytes from the IndexedDB blob store with the CV', async () => {
    const mateo = await tokenFor(PERSONA_USER_IDS.mateo);
    const bytes = new TextEncoder().encode(`%PDF-1.4\n% cv que se borra\n${'x'.repeat(10_000)}`);
    const created = await call(
      'POST',
      '/cv/upload',
      mateo,
      form('file', bytes, 'cv.pdf', 'application/pdf'),
    );
    expect(created.status).toBe(201);
    const { id } = ((await created.json()) as { data: { id: string } }).data;
    expect([...idb.blobs().values()]).toEqual([bytes]);

    expect((await call('DELETE', `/cv/${id}`, mateo)).status).toBe(204);
    expect(idb.blobs().size).toBe(0);
    expect((await call('GET', `/cv/${id}/download`, mateo)).status).toBe(404);
  });

  it('deletes a replaced avatar, keeps the new one; a reset empties the store', async () => {
    const mateo = await tokenFor(PERSONA_USER_IDS.mateo);
    const png = (seed: number) => {
      const bytes = new Uint8Array(2048);
      bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
      bytes[100] = seed;
      return bytes;
    };
    const avatar = (bytes: Uint8Array) =>
      call(
        'POST',
        `/user/${PERSONA_USER_IDS.mateo}/avatar`,
        mateo,
        form('avatar', bytes, 'foto.png', 'image/png'),
      );
    expect((await avatar(png(1))).status).toBe(200);
    expect((await avatar(png(2))).status).toBe(200);
    expect([...idb.blobs().values()]).toEqual([png(2)]);

    await resetDatabase('seed');
    expect(idb.blobs().size).toBe(0);
  });
});

describe('unusable stored data in the browser mock (issue 29.5)', () => {
  it('keeps it apart, reseeds, and leaves the demo panel a notice naming the copy', async () => {
    // A new browser (nothing stored) is not damaged data: nothing set aside, no notice.
    expect(readResetNotice()).toBeNull();
    expect([...idb.state().keys()].filter((key) => String(key).includes('corrupt'))).toEqual([]);
    // What a damaged store looks like: a state nobody can read.
    idb.state().set('database', { kind: 'snapshot', version: 'x', snapshot: 'roto' });
    resetPersistenceForTests();
    expect(await initDatabase({ adapter: createBrowserAdapter() })).toBe('reseeded');
    const copy = setAsideLocation()!;
    expect(copy).toMatch(/^database\.corrupt-/);
    expect(idb.state().get(copy)).toEqual({ kind: 'snapshot', version: 'x', snapshot: 'roto' });
    expect(readResetNotice()).toMatchObject({ copy, reason: expect.any(String) });
  });
});
