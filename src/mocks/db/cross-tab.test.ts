// @vitest-environment node
/**
 * The browser's tabs share the stored database (issue 8): a write holds the lock the tabs
 * share, reloads what another tab stored since this tab last loaded or saved, runs, and
 * saves before the lock is released. Another "tab" is simulated by changing the shared
 * store and its revision, as its save would.
 */
import { db } from './database';
import {
  flushDatabase,
  initDatabase,
  resetPersistenceForTests,
  runWrite,
  type PersistedState,
  type PersistenceAdapter,
} from './persistence';

/** IndexedDB + Web Locks of one browser, seen by each tab through its own adapter. */
function sharedBrowser() {
  const store = { value: null as unknown, revision: 0, saves: 0, loads: 0 };
  let chain: Promise<unknown> = Promise.resolve();
  let held: Promise<void> | null = null;
  const lock = <T>(task: () => Promise<T>): Promise<T> => {
    const run = chain.then(async () => {
      if (held) await held;
      return task();
    });
    chain = run.catch(() => {});
    return run;
  };
  const tab = (): PersistenceAdapter => {
    let seen = 0;
    return {
      storeSeededRecords: true,
      load: async () => {
        store.loads += 1;
        seen = store.revision;
        return structuredClone(store.value);
      },
      save: async (state: PersistedState) => {
        store.value = structuredClone(state);
        store.saves += 1;
        seen = store.revision += 1;
      },
      exclusive: lock,
      changedElsewhere: async () => store.revision !== seen,
    };
  };
  /** Another tab stores a change (its own write, under the lock). */
  const otherTabWrites = (change: (state: { snapshot: Snapshotish }) => void) =>
    lock(async () => {
      const next = structuredClone(store.value) as { snapshot: Snapshotish };
      change(next);
      store.value = next;
      store.revision += 1;
    });
  /** Another tab holds the lock until the answered function is called. */
  const holdLock = () => {
    let release!: () => void;
    held = new Promise((resolve) => (release = resolve));
    const released = () => {
      held = null;
      release();
    };
    return released;
  };
  return { store, tab, otherTabWrites, holdLock };
}

type Snapshotish = { tables: Record<string, { id: string; [key: string]: unknown }[]> };
const storedTables = (value: unknown) => (value as { snapshot: Snapshotish }).snapshot.tables;

afterEach(() => resetPersistenceForTests());

describe('several tabs over one stored database', () => {
  it('reloads what another tab stored before a write checks anything, and keeps both', async () => {
    const browser = sharedBrowser();
    await initDatabase({ adapter: browser.tab() });
    const offer = db.jobOffers.all()[0]!;
    const user = db.users.all()[0]!;
    await browser.otherTabWrites(({ snapshot }) => {
      snapshot.tables.jobOffers!.find((o) => o.id === offer.id)!.title = 'De la otra pestaña';
    });
    // This tab's copy is stale (the other tab's message has not arrived).
    expect(db.jobOffers.get(offer.id)!.title).toBe(offer.title);

    let seen = '';
    await runWrite(async () => {
      seen = db.jobOffers.get(offer.id)!.title;
      await db.users.update(user.id, (draft) => {
        draft.headline = 'De esta pestaña';
      });
    });
    expect(seen).toBe('De la otra pestaña');
    const tables = storedTables(browser.store.value);
    expect(tables.jobOffers!.find((o) => o.id === offer.id)!.title).toBe('De la otra pestaña');
    expect(tables.users!.find((u) => u.id === user.id)!.headline).toBe('De esta pestaña');
  });

  it('does not reload when nobody else wrote', async () => {
    const browser = sharedBrowser();
    await initDatabase({ adapter: browser.tab() });
    const loads = browser.store.loads;
    const user = db.users.all()[0]!;
    for (const n of [1, 2, 3]) {
      await runWrite(() =>
        db.users.update(user.id, (draft) => {
          draft.headline = `Titular ${n}`;
        }),
      );
    }
    expect(browser.store.loads).toBe(loads);
    expect(storedTables(browser.store.value).users!.find((u) => u.id === user.id)!.headline).toBe(
      'Titular 3',
    );
  });

  it('runs the writes that waited for the lock together: one reload check, one save', async () => {
    const browser = sharedBrowser();
    await initDatabase({ adapter: browser.tab() });
    const users = db.users.all().slice(0, 5);
    const release = browser.holdLock();
    const saves = browser.store.saves;
    const writes = users.map((user, n) =>
      runWrite(async () => {
        await db.users.update(user.id, (draft) => {
          draft.headline = `Lote ${n}`;
        });
        return n;
      }),
    );
    release();
    expect(await Promise.all(writes)).toEqual([0, 1, 2, 3, 4]);
    expect(browser.store.saves).toBe(saves + 1);
    const stored = storedTables(browser.store.value).users!;
    users.forEach((user, n) =>
      expect(stored.find((u) => u.id === user.id)!.headline).toBe(`Lote ${n}`),
    );
  });

  it('a handler error is that write’s answer; the other writes of the turn are stored', async () => {
    const browser = sharedBrowser();
    await initDatabase({ adapter: browser.tab() });
    const [first, second] = db.users.all();
    const release = browser.holdLock();
    const ok = runWrite(() =>
      db.users.update(first!.id, (draft) => {
        draft.headline = 'Guardado';
      }),
    );
    const failing = runWrite(async () => {
      await db.users.update(second!.id, (draft) => {
        draft.headline = 'A medias';
      });
      throw new Error('conflicto');
    });
    release();
    await expect(failing).rejects.toThrow('conflicto');
    await ok;
    const stored = storedTables(browser.store.value).users!;
    expect(stored.find((u) => u.id === first!.id)!.headline).toBe('Guardado');
  });

  it('a save outside a write (page leaving) never lands over another tab’s newer data', async () => {
    const browser = sharedBrowser();
    await initDatabase({ adapter: browser.tab() });
    const user = db.users.all()[0]!;
    const offer = db.jobOffers.all()[0]!;
    // A change of this tab not stored yet, then another tab stores its own.
    await db.users.update(user.id, (draft) => {
      draft.headline = 'Sin confirmar';
    });
    await browser.otherTabWrites(({ snapshot }) => {
      snapshot.tables.jobOffers!.find((o) => o.id === offer.id)!.title = 'De la otra pestaña';
    });
    await flushDatabase();
    const tables = storedTables(browser.store.value);
    expect(tables.jobOffers!.find((o) => o.id === offer.id)!.title).toBe('De la otra pestaña');
    // This tab took the stored data instead of its unacknowledged change.
    expect(db.jobOffers.get(offer.id)!.title).toBe('De la otra pestaña');
  });
});
