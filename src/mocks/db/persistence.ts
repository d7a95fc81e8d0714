/**
 * Persistence of the mock database. The store itself is in memory; an adapter (IndexedDB
 * in the browser, a JSON file for the standalone server, nothing in tests) keeps it.
 *
 * A database that nobody changed since it was seeded is stored as a tiny "pristine"
 * marker (preset + the seed's `now`), because the seed is deterministic: the 10,000-offer
 * preset then costs nothing to store and a couple of seconds to rebuild. An adapter that
 * reloads often (the browser: every page load starts the mock again) asks for the seeded
 * records instead (`storeSeededRecords`): the small preset (about 1 MB) is stored as a
 * snapshot as soon as it is seeded, so a page load reads it back and never rebuilds it,
 * nor even downloads the seed's code (`./seed` and faker are imported only to seed).
 * After the first write the records are stored as one snapshot; file contents go apart,
 * once each (see `blobs.ts`). Writes that finish while a save is under way are stored together by the
 * next one (group commit), and each is answered once its save is done.
 *
 * Stored data that cannot be used (unreadable, another schema version, rows that fail the
 * schemas) is set aside by the adapter (`setAside`) before the seed replaces it: never
 * silently overwritten.
 */
import { dropUnsavedBlobs, markBlobsSaved, setBlobLoader, unsavedBlobs } from './blobs';
import {
  currentDatabasePreset,
  databaseLock,
  exportSnapshot,
  isCompatibleSnapshot,
  loadSnapshot,
  onDatabaseChange,
  type Preset,
  type Snapshot,
} from './database';
import { SCHEMA_VERSION } from './schemas';

export type PersistedState =
  | { kind: 'pristine'; version: number; preset: Preset; seedNow: number }
  | { kind: 'snapshot'; version: number; snapshot: Snapshot };

export interface PersistenceAdapter {
  load(): Promise<unknown>;
  /**
   * Store `state` durably, with the file contents it references that are new (`blobs`,
   * stored first). Resolves only once everything is stored.
   */
  save(state: PersistedState, blobs: ReadonlyMap<string, Uint8Array>): Promise<void>;
  /** A file content stored by an earlier save, or `null`. */
  loadBlob?(key: string): Promise<Uint8Array | null>;
  /**
   * Keep the stored data that could not be used apart (e.g. `db.json.corrupt-<time>`)
   * before it is replaced; answers where it went.
   */
  setAside?(reason: string): Promise<string | null>;
  /**
   * Store a freshly seeded small preset as its records rather than as a marker, so that
   * the next start reads them instead of rebuilding them (the browser, where every page
   * load starts the mock). The large preset is always stored as a marker.
   */
  storeSeededRecords?: boolean;
  /** Called when another tab or process changed the stored database. */
  subscribe?(onExternalChange: () => void): () => void;
  /** Tell other tabs that the stored database changed. */
  announce?(): void;
}

type SeedModule = typeof import('./seed');

let adapter: PersistenceAdapter | null = null;
/** Where the seed's code comes from: a separate chunk in the browser, loaded only to seed. */
let loadSeed: () => Promise<SeedModule> = () => import('./seed');
let ready: Promise<void> | null = null;
let saveTimer: ReturnType<typeof setTimeout> | null = null;
/** The save under way, and the one that will follow it (joined by every write meanwhile). */
let runningSave: Promise<void> | null = null;
let queuedSave: Promise<void> | null = null;
/** Where unusable stored data was set aside at the last load (reported by the server). */
let setAsideAt: string | null = null;
let suppressChanges = false;
/** A write happened since the last save. */
let dirty = false;
/** A write happened since the last seed or load (tests reset only then). */
let changedSinceLoad = false;
let stopListening: (() => void) | null = null;
let stopExternal: (() => void) | null = null;

export const SAVE_DEBOUNCE_MS = 300;

function isPersistedState(value: unknown): value is PersistedState {
  if (typeof value !== 'object' || value === null) return false;
  const state = value as Partial<PersistedState>;
  if (state.version !== SCHEMA_VERSION) return false;
  if (state.kind === 'pristine') {
    return (
      (state.preset === 'seed' || state.preset === 'large') && typeof state.seedNow === 'number'
    );
  }
  return state.kind === 'snapshot' && isCompatibleSnapshot(state.snapshot);
}

async function withoutChangeTracking(task: () => Promise<void>): Promise<void> {
  suppressChanges = true;
  try {
    await task();
    changedSinceLoad = false;
  } finally {
    suppressChanges = false;
  }
}

/** What to store for a database nobody changed since `preset` was seeded at `seedNow`. */
function seededState(preset: Preset, seedNow: number): PersistedState {
  return preset === 'seed' && adapter?.storeSeededRecords
    ? { kind: 'snapshot', version: SCHEMA_VERSION, snapshot: exportSnapshot() }
    : { kind: 'pristine', version: SCHEMA_VERSION, preset, seedNow };
}

/**
 * Build `preset` from the seed and load it; returns what to store for it. The seed (and
 * faker with it) is loaded only now: a start that finds stored records never needs it.
 */
async function seedInto(preset: Preset, seedNow: number): Promise<PersistedState> {
  const { generateSeed } = await loadSeed();
  await withoutChangeTracking(() => loadSnapshot(generateSeed(preset, seedNow)));
  return seededState(preset, seedNow);
}

/**
 * Load what the adapter holds. Anything missing, unreadable or of another schema version
 * is replaced by a fresh seed (and stored), never a crash. Returns how it went.
 */
async function loadStored(): Promise<unknown> {
  if (!adapter) return null;
  try {
    // The adapter answers `null` for "nothing stored" and `undefined` for "unreadable".
    return await adapter.load();
  } catch {
    return undefined;
  }
}

async function setAside(reason: string): Promise<void> {
  try {
    setAsideAt = (await adapter?.setAside?.(reason)) ?? null;
  } catch {
    setAsideAt = null;
  }
}

async function hydrate(): Promise<'restored' | 'seeded' | 'reseeded'> {
  dropUnsavedBlobs();
  setAsideAt = null;
  let stored = await loadStored();
  if (isPersistedState(stored)) {
    const state = stored;
    try {
      if (state.kind === 'pristine') {
        const seeded = await seedInto(state.preset, state.seedNow);
        // A marker stored before (or by another adapter): store the records from now on
        // (if that fails, the marker is still there: the next start rebuilds again).
        if (seeded.kind === 'snapshot') await adapter?.save(seeded, new Map()).catch(() => {});
      } else await withoutChangeTracking(() => loadSnapshot(state.snapshot));
      return 'restored';
    } catch {
      // Rows that no longer match the schemas (a forgotten version bump): reseed below.
      stored = undefined;
    }
  }
  if (stored !== null) {
    await setAside(
      stored === undefined ? 'ilegible' : 'de otra versión del esquema o con filas inválidas',
    );
  }
  const seeded = await seedInto('seed', Date.now());
  // Not stored (e.g. storage full): the data is in memory, and the next start seeds again.
  await adapter?.save(seeded, new Map()).catch(() => {});
  return stored === null ? 'seeded' : 'reseeded';
}

/** Where the last load set unusable stored data aside, if it did. */
export function setAsideLocation(): string | null {
  return setAsideAt;
}

function scheduleSave(): void {
  if (suppressChanges) return;
  changedSinceLoad = true;
  if (!adapter) return;
  dirty = true;
  if (saveTimer) clearTimeout(saveTimer);
  // The large preset's snapshot is tens of MB: save it less eagerly.
  const wait = currentDatabasePreset() === 'large' ? SAVE_DEBOUNCE_MS * 5 : SAVE_DEBOUNCE_MS;
  saveTimer = setTimeout(() => {
    saveTimer = null;
    flushDatabase().catch(() => {}); // retried by the next write's flush
  }, wait);
}

async function saveNow(current: PersistenceAdapter): Promise<void> {
  dirty = false;
  const blobs = unsavedBlobs();
  try {
    await current.save(
      { kind: 'snapshot', version: SCHEMA_VERSION, snapshot: exportSnapshot() },
      blobs,
    );
  } catch (error) {
    dirty = true; // stored nothing: the next save takes these writes again
    throw error;
  }
  markBlobsSaved(blobs.keys());
  current.announce?.();
}

/**
 * Store every write made so far; resolves once they are stored (e.g. before answering a
 * write, before the page unloads, at server shutdown). Writes that arrive while a save runs
 * share the next one (group commit): one save per batch, not one per write.
 */
export function flushDatabase(): Promise<void> {
  if (saveTimer) {
    clearTimeout(saveTimer);
    saveTimer = null;
  }
  const current = adapter;
  if (!current || !dirty) return queuedSave ?? runningSave ?? Promise.resolve();
  if (queuedSave) return queuedSave; // it will take this write too: it exports when it starts
  const start = (): Promise<void> => {
    const save = saveNow(current).finally(() => {
      if (runningSave === save) runningSave = null;
    });
    runningSave = save;
    return save;
  };
  if (!runningSave) return start();
  const queued = runningSave
    .catch(() => {})
    .then(() => {
      queuedSave = null;
      return dirty ? start() : undefined;
    });
  queuedSave = queued;
  return queued;
}

/**
 * Start the database with an adapter (or none: in memory only). Idempotent until
 * {@link resetPersistenceForTests}. Resolves once the data is loaded.
 */
export function initDatabase(
  options: {
    adapter?: PersistenceAdapter | null;
    /**
     * The seed module, when it must not be imported later (the standalone server: the
     * module runner that loaded it is closed once the server is loaded).
     */
    seed?: SeedModule;
  } = {},
): Promise<'restored' | 'seeded' | 'reseeded'> {
  adapter = options.adapter ?? null;
  const { seed } = options;
  if (seed) loadSeed = () => Promise.resolve(seed);
  setBlobLoader(adapter?.loadBlob ? (key) => adapter!.loadBlob!(key) : null);
  stopListening?.();
  stopListening = onDatabaseChange(scheduleSave);
  stopExternal?.();
  stopExternal =
    adapter?.subscribe?.(() => {
      // Requests arriving meanwhile wait for the reloaded data.
      ready = hydrate().then(() => undefined);
    }) ?? null;
  const result = hydrate();
  ready = result.then(() => undefined);
  return result;
}

/** Resolves when the database holds data; seeds in memory on first use if nobody started it. */
export function ensureDatabase(): Promise<void> {
  ready ??= initDatabase().then(() => undefined);
  return ready;
}

/** Replace everything with a fresh seed (`'seed'` by default, or the large preset). */
export function resetDatabase(preset: Preset = 'seed'): Promise<void> {
  if (saveTimer) {
    clearTimeout(saveTimer);
    saveTimer = null;
  }
  // No request runs while the tables are replaced.
  const task = databaseLock.runExclusive(async () => {
    // A save under way must not land after (and over) the fresh seed.
    await (queuedSave ?? runningSave)?.catch(() => {});
    dropUnsavedBlobs();
    const marker = await seedInto(preset, Date.now());
    dirty = false;
    if (adapter) {
      await adapter.save(marker, new Map());
      adapter.announce?.();
    }
  });
  // Requests arriving while the tables are rebuilt wait for the new data.
  ready = task;
  return task;
}

/**
 * Tests: bring the seed back only if something was written since it was loaded (reading
 * tests pay nothing). Used by `src/test/setup.ts` after each test.
 */
export async function resetDatabaseIfChanged(): Promise<boolean> {
  if (!changedSinceLoad) return false;
  await resetDatabase(currentDatabasePreset());
  return true;
}

export { currentDatabasePreset };

/** Tests only: forget the adapter and the loaded state. */
export function resetPersistenceForTests(): void {
  if (saveTimer) clearTimeout(saveTimer);
  saveTimer = null;
  stopListening?.();
  stopExternal?.();
  stopListening = stopExternal = null;
  adapter = null;
  setBlobLoader(null);
  dropUnsavedBlobs();
  ready = null;
  dirty = false;
  runningSave = queuedSave = null;
}
