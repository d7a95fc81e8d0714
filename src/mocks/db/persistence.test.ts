// @vitest-environment node
import { db, databaseCounts, rowSchemasFingerprint } from './database';
import {
  currentDatabasePreset,
  ensureDatabase,
  flushDatabase,
  initDatabase,
  initDatabaseOnFirstUse,
  resetDatabase,
  resetDatabaseIfChanged,
  resetPersistenceForTests,
  type PersistedState,
  type PersistenceAdapter,
} from './persistence';
import { SCHEMA_VERSION } from './schemas';
import * as seed from './seed';

// Count the seed's runs (a start that finds stored records must not need it).
vi.mock('./seed', async (importOriginal) => {
  const original = await importOriginal<typeof import('./seed')>();
  return { ...original, generateSeed: vi.fn(original.generateSeed) };
});
const seedRuns = () => vi.mocked(seed.generateSeed).mock.calls.length;

/** An in-memory "browser storage" shared by the adapters of several "page loads". */
function memoryStore(initial: unknown = null, options: { storeSeededRecords?: boolean } = {}) {
  const store = { value: initial as unknown, saves: 0, announced: 0 };
  const adapter = (): PersistenceAdapter => ({
    ...options,
    load: async () => structuredClone(store.value),
    save: async (state: PersistedState) => {
      store.value = structuredClone(state);
      store.saves += 1;
    },
    announce: () => {
      store.announced += 1;
    },
  });
  return { store, adapter };
}

const renameFirstOffer = async (title: string) => {
  const offer = db.jobOffers.all()[0]!;
  await db.jobOffers.update(offer.id, (draft) => {
    draft.title = title;
  });
  return offer.id;
};

afterEach(() => resetPersistenceForTests());

describe('persistence', () => {
  it('started on first use: nothing is loaded until something needs the database', async () => {
    const { store, adapter } = memoryStore(null, { storeSeededRecords: true });
    const start = vi.fn(() => initDatabase({ adapter: adapter() }));
    initDatabaseOnFirstUse(start);
    expect(start).not.toHaveBeenCalled();
    expect(store.saves).toBe(0);
    await Promise.all([ensureDatabase(), ensureDatabase()]);
    expect(start).toHaveBeenCalledTimes(1);
    expect(db.jobOffers.count()).toBe(150);
    expect(store.value).toMatchObject({ kind: 'snapshot' });
  });

  it('started on first use: a reset before any use starts it and is stored', async () => {
    const { store, adapter } = memoryStore(null, { storeSeededRecords: true });
    initDatabaseOnFirstUse(() => initDatabase({ adapter: adapter() }));
    await resetDatabase('seed');
    expect(db.jobOffers.count()).toBe(150);
    expect(store.saves).toBe(2); // the first seed, then the reset
  });

  it('seeds on first start and stores only a small pristine marker', async () => {
    const { store, adapter } = memoryStore();
    expect(await initDatabase({ adapter: adapter() })).toBe('seeded');
    expect(db.jobOffers.count()).toBe(150);
    expect(store.value).toMatchObject({
      kind: 'pristine',
      version: SCHEMA_VERSION,
      preset: 'seed',
    });
    expect(JSON.stringify(store.value).length).toBeLessThan(200);
  });

  it('keeps changes across a reload (snapshot after the first write)', async () => {
    const { store, adapter } = memoryStore();
    await initDatabase({ adapter: adapter() });
    const id = await renameFirstOffer('Oferta cambiada por QA');
    await flushDatabase();
    expect(store.value).toMatchObject({ kind: 'snapshot' });
    expect(store.announced).toBe(1);

    // "Reload": wipe memory, start again from the same storage.
    resetPersistenceForTests();
    for (const table of Object.values(db)) table.clear();
    expect(await initDatabase({ adapter: adapter() })).toBe('restored');
    expect(db.jobOffers.get(id)!.title).toBe('Oferta cambiada por QA');
  });

  it('rebuilds a pristine database identically from its marker', async () => {
    const { adapter } = memoryStore();
    await initDatabase({ adapter: adapter() });
    const before = db.jobOffers.all().map((o) => o.id);
    resetPersistenceForTests();
    expect(await initDatabase({ adapter: adapter() })).toBe('restored');
    expect(db.jobOffers.all().map((o) => o.id)).toEqual(before);
  });

  it('reseeds instead of crashing on another schema version or garbage', async () => {
    for (const stored of [
      {
        kind: 'snapshot',
        version: SCHEMA_VERSION - 1,
        snapshot: { version: SCHEMA_VERSION - 1, tables: {} },
      },
      { kind: 'pristine', version: SCHEMA_VERSION + 1, preset: 'seed', seedNow: 1 },
      'not even an object',
      {
        kind: 'snapshot',
        version: SCHEMA_VERSION,
        snapshot: { version: SCHEMA_VERSION, tables: { users: 'x' } },
      },
    ]) {
      const { store, adapter } = memoryStore(stored);
      expect(await initDatabase({ adapter: adapter() })).toBe('reseeded');
      expect(db.jobOffers.count()).toBe(150);
      expect(store.value).toMatchObject({ kind: 'pristine', version: SCHEMA_VERSION });
      resetPersistenceForTests();
    }
  });

  it('reseeds when a snapshot of this version holds rows that do not fit the schemas (a schema changed without a version bump)', async () => {
    const { store, adapter } = memoryStore();
    await initDatabase({ adapter: adapter() });
    await renameFirstOffer('x');
    await flushDatabase();
    const broken = store.value as {
      snapshot: { schemas?: string; tables: { jobOffers: unknown[] } };
    };
    expect(broken.snapshot.schemas).toBe(rowSchemasFingerprint());
    // Stored by code whose schemas differed: its rows are validated, and these fail.
    broken.snapshot.schemas = 'other-schemas';
    broken.snapshot.tables.jobOffers = [{ id: 'x', title: 42 }];
    resetPersistenceForTests();
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      expect(await initDatabase({ adapter: adapter() })).toBe('reseeded');
    } finally {
      spy.mockRestore();
    }
    expect(db.jobOffers.count()).toBe(150);
  });

  it('loads a snapshot stored by this same code without validating its rows again', async () => {
    const { store, adapter } = memoryStore();
    await initDatabase({ adapter: adapter() });
    await renameFirstOffer('Guardada');
    await flushDatabase();
    resetPersistenceForTests();
    const parse = vi.spyOn(db.jobOffers.schema, 'parse');
    try {
      expect(await initDatabase({ adapter: adapter() })).toBe('restored');
      expect(parse).not.toHaveBeenCalled();
    } finally {
      parse.mockRestore();
    }
    expect(db.jobOffers.all()[0]!.title).toBe('Guardada');
    expect((store.value as { snapshot: { schemas?: string } }).snapshot.schemas).toBe(
      rowSchemasFingerprint(),
    );
  });

  it('reseeds when the stored data cannot be read at all', async () => {
    const adapter: PersistenceAdapter = {
      load: () => Promise.reject(new Error('quota')),
      save: async () => {},
    };
    expect(await initDatabase({ adapter })).toBe('reseeded');
  });

  it('resets to the seed, or loads the large preset, and tells other tabs', async () => {
    const { store, adapter } = memoryStore();
    await initDatabase({ adapter: adapter() });
    const id = await renameFirstOffer('Cambio');
    await resetDatabase('seed');
    expect(db.jobOffers.get(id)!.title).not.toBe('Cambio');
    expect(store.value).toMatchObject({ kind: 'pristine', preset: 'seed' });
    expect(store.announced).toBeGreaterThan(0);
    await resetDatabase('large');
    expect(currentDatabasePreset()).toBe('large');
    const counts = databaseCounts();
    expect(counts.jobOffers).toBe(10_000);
    expect(counts.applications).toBeGreaterThan(5_000);
    expect(counts.attempts).toBeGreaterThan(10_000);
    expect(store.value).toMatchObject({ kind: 'pristine', preset: 'large' });
    await resetDatabase();
  });

  it('an adapter that reloads often gets the large preset as records: a new start never rebuilds it', async () => {
    const { store, adapter } = memoryStore(null, { storeSeededRecords: true });
    await initDatabase({ adapter: adapter() });
    await resetDatabase('large');
    expect(store.value).toMatchObject({ kind: 'snapshot' });
    const runs = seedRuns();
    resetPersistenceForTests();
    expect(await initDatabase({ adapter: adapter() })).toBe('restored');
    expect(seedRuns()).toBe(runs);
    expect(currentDatabasePreset()).toBe('large');
    expect(databaseCounts().jobOffers).toBe(10_000);
    // Written after the load, a stored row is validated and saved like any other.
    const id = await renameFirstOffer('Tras recargar');
    expect(db.jobOffers.get(id)!.title).toBe('Tras recargar');
    await resetDatabase();
  }, 120_000);

  it('does not write when nothing changed, and debounces writes', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const { store, adapter } = memoryStore();
      await initDatabase({ adapter: adapter() });
      const saves = store.saves;
      await flushDatabase();
      expect(store.saves).toBe(saves);
      await renameFirstOffer('uno');
      await renameFirstOffer('dos');
      expect(store.saves).toBe(saves);
      await vi.advanceTimersByTimeAsync(1000);
      expect(store.saves).toBe(saves + 1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('seeds in memory on first use when nobody started it (tests, Node)', async () => {
    resetPersistenceForTests();
    for (const table of Object.values(db)) table.clear();
    await ensureDatabase();
    expect(db.users.count()).toBeGreaterThan(80);
  });
});

describe('an adapter that stores the seeded records (the browser)', () => {
  const reload = () => {
    resetPersistenceForTests();
    for (const table of Object.values(db)) table.clear();
  };

  it('stores the seeded small preset as a snapshot; the next start reads it, no seed', async () => {
    const { store, adapter } = memoryStore(null, { storeSeededRecords: true });
    expect(await initDatabase({ adapter: adapter() })).toBe('seeded');
    expect(store.value).toMatchObject({
      kind: 'snapshot',
      version: SCHEMA_VERSION,
      snapshot: { preset: 'seed' },
    });
    const offers = db.jobOffers.all().map((offer) => offer.title);
    const runs = seedRuns();
    reload();
    expect(await initDatabase({ adapter: adapter() })).toBe('restored');
    expect(seedRuns()).toBe(runs);
    expect(db.jobOffers.all().map((offer) => offer.title)).toEqual(offers);
    expect(store.announced).toBe(0);
  });

  it('turns a stored marker into the records once, then reads them', async () => {
    const seedNow = Date.UTC(2026, 0, 15);
    const marker = { kind: 'pristine', version: SCHEMA_VERSION, preset: 'seed', seedNow };
    const { store, adapter } = memoryStore(marker, { storeSeededRecords: true });
    expect(await initDatabase({ adapter: adapter() })).toBe('restored');
    expect(store.value).toMatchObject({ kind: 'snapshot' });
    const saves = store.saves;
    const runs = seedRuns();
    reload();
    expect(await initDatabase({ adapter: adapter() })).toBe('restored');
    expect(seedRuns()).toBe(runs);
    expect(store.saves).toBe(saves);
    // The same data as the marker's seed.
    const seeded = seed.generateSeed('seed', seedNow);
    expect(db.jobOffers.all()).toEqual(seeded.tables.jobOffers);
  });

  it('keeps a write of one "browser" out of another one (each stores its own)', async () => {
    const first = memoryStore(null, { storeSeededRecords: true });
    const second = memoryStore(null, { storeSeededRecords: true });
    await initDatabase({ adapter: first.adapter() });
    const id = await renameFirstOffer('Solo en el primero');
    await flushDatabase();
    reload();
    await initDatabase({ adapter: second.adapter() });
    expect(db.jobOffers.get(id)!.title).not.toBe('Solo en el primero');
    reload();
    await initDatabase({ adapter: first.adapter() });
    expect(db.jobOffers.get(id)!.title).toBe('Solo en el primero');
  });

  it('a reset to the seed stores the records again, with the seed time of the reset', async () => {
    const { store, adapter } = memoryStore(null, { storeSeededRecords: true });
    await initDatabase({ adapter: adapter() });
    const id = await renameFirstOffer('Cambio');
    await flushDatabase();
    await resetDatabase('seed');
    expect(store.value).toMatchObject({ kind: 'snapshot', snapshot: { preset: 'seed' } });
    reload();
    await initDatabase({ adapter: adapter() });
    expect(db.jobOffers.get(id)!.title).not.toBe('Cambio');
  });

  it('a marker still rebuilds when storing the records fails (nothing lost)', async () => {
    const marker = { kind: 'pristine', version: SCHEMA_VERSION, preset: 'seed', seedNow: 1 };
    const adapter: PersistenceAdapter = {
      storeSeededRecords: true,
      load: async () => structuredClone(marker),
      save: () => Promise.reject(new Error('quota')),
    };
    expect(await initDatabase({ adapter })).toBe('restored');
    expect(db.jobOffers.count()).toBe(150);
  });
});

describe('resetDatabaseIfChanged (between tests)', () => {
  it('reseeds only after a write', async () => {
    await ensureDatabase();
    expect(await resetDatabaseIfChanged()).toBe(false);
    const id = await renameFirstOffer('Escrito por un test');
    expect(await resetDatabaseIfChanged()).toBe(true);
    expect(db.jobOffers.get(id)!.title).not.toBe('Escrito por un test');
    expect(await resetDatabaseIfChanged()).toBe(false);
  });
});
