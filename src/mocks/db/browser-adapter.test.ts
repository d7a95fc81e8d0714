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
import { base64ToBytes } from '../shared/bytes';
import { PERSONA_USER_IDS } from './personas';
import { generateSeed } from './seed';
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

/** The contents stored since `before` (the seed's own contents are stored apart too). */
const storedSince = (before: ReadonlySet<unknown>) =>
  [...idb.blobs()].filter(([key]) => !before.has(key)).map(([, bytes]) => bytes);

describe('erasure in the browser mock (issue 29.3)', () => {
  it('deletes a CV’s bytes from the IndexedDB blob store with the CV', async () => {
    const mateo = await tokenFor(PERSONA_USER_IDS.mateo);
    const seeded = new Set(idb.blobs().keys());
    const bytes = new TextEncoder().encode(`%PDF-1.4\n% cv que se borra\n${'x'.repeat(10_000)}`);
    const created = await call(
      'POST',
      '/cv/upload',
      mateo,
      form('file', bytes, 'cv.pdf', 'application/pdf'),
    );
    expect(created.status).toBe(201);
    const { id } = ((await created.json()) as { data: { id: string } }).data;
    expect(storedSince(seeded)).toEqual([bytes]);

    expect((await call('DELETE', `/cv/${id}`, mateo)).status).toBe(204);
    expect(new Set(idb.blobs().keys())).toEqual(seeded);
    expect((await call('GET', `/cv/${id}/download`, mateo)).status).toBe(404);
  });

  it('deletes a replaced avatar, keeps the new one; a reset empties the store', async () => {
    const mateo = await tokenFor(PERSONA_USER_IDS.mateo);
    const seeded = new Set(idb.blobs().keys());
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
    expect(storedSince(seeded)).toEqual([png(2)]);

    await resetDatabase('seed');
    expect(new Set(idb.blobs().keys())).toEqual(seeded);
  });
});

describe('the seed as stored in the browser (issue 33.1)', () => {
  it('keeps its file contents apart, once each, and serves them as the seed wrote them', async () => {
    const stored = JSON.parse(idb.state().get('database') as string) as {
      snapshot: {
        tables: { files: { id: string; contentBase64: string | null; blobKey: string | null }[] };
      };
    };
    const files = stored.snapshot.tables.files;
    expect(files.length).toBeGreaterThan(0);
    expect(files.every((file) => file.contentBase64 === null && file.blobKey)).toBe(true);
    expect(new Set(idb.blobs().keys())).toEqual(new Set(files.map((file) => file.blobKey)));

    const seed = generateSeed('seed', 0).tables;
    const cv = seed.cvs.find((row) => row.candidateId === PERSONA_USER_IDS.camila)!;
    const inline = seed.files.find((file) => file.id === cv.fileId)!.contentBase64!;
    const camila = await tokenFor(PERSONA_USER_IDS.camila);
    const download = await call('GET', `/cv/${cv.id}/download`, camila);
    expect(download.status).toBe(200);
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(base64ToBytes(inline));
  });
});

describe('the stored state’s format (issue 33.1)', () => {
  it('is JSON text; a state stored as an object (the former format) is still restored', async () => {
    const text = idb.state().get('database');
    expect(typeof text).toBe('string');
    const state = JSON.parse(text as string) as { kind: string };
    expect(state.kind).toBe('snapshot');

    idb.state().set('database', state);
    resetPersistenceForTests();
    expect(await initDatabase({ adapter: createBrowserAdapter() })).toBe('restored');
    expect(setAsideLocation()).toBeNull();
  });

  it('sets aside text that is not JSON, as any unusable state', async () => {
    idb.state().set('database', '{"kind":"snapshot","tab');
    resetPersistenceForTests();
    expect(await initDatabase({ adapter: createBrowserAdapter() })).toBe('reseeded');
    expect(idb.state().get(setAsideLocation()!)).toBe('{"kind":"snapshot","tab');
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
