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
 * nor even downloads the seed's code (`./seed` and faker are imported only to seed; the
 * browser's first load takes the small preset computed at build time, `prebuilt-seed.ts`).
 * After the first write the records are stored as one snapshot; file contents go apart,
 * once each (see `blobs.ts`). Writes that finish while a save is under way are stored together by the
 * next one (group commit), and each is answered once its save is done.
 *
 * An adapter that keeps a journal (the standalone server, `append`) stores only the rows a
 * batch of writes changed, as one entry, on top of the last snapshot; when it says the
 * journal is due, the next save is a full snapshot again (compaction), as is the last one
 * at a clean shutdown (`closeDatabase`).
 *
 * Stored data that cannot be used (unreadable, another schema version, rows that fail the
 * schemas) is set aside by the adapter (`setAside`) before the seed replaces it: never
 * silently overwritten.
 */
import {
  dropUnsavedBlobs,
  erasedBlobs,
  markBlobsErased,
  markBlobsSaved,
  setBlobLoader,
  unsavedBlobs,
} from './blobs';
import {
  currentDatabasePreset,
  databaseLock,
  db,
  exportChanges,
  exportSnapshot,
  isCompatibleSnapshot,
  loadSnapshot,
  onDatabaseChange,
  referencedBlobKeys,
  type ChangeSet,
  type DatabaseChange,
  type Preset,
  type Snapshot,
} from './database';
import { SCHEMA_VERSION } from './schemas';

export type PersistedState =
  | { kind: 'pristine'; version: number; preset: Preset; seedNow: number }
  | { kind: 'snapshot'; version: number; snapshot: Snapshot };

/** File contents to delete with a save: these keys, or every stored one not saved with it. */
export type ErasedBlobs = ReadonlySet<string> | 'all';

export interface PersistenceAdapter {
  load(): Promise<unknown>;
  /**
   * Store `state` durably, with the file contents it references that are new (`blobs`,
   * stored first), then delete the contents no record refers to any more (`erased`: once
   * `state` is stored, nothing of them may remain: a journal is emptied too). Resolves
   * only once everything is stored and deleted.
   */
  save(
    state: PersistedState,
    blobs: ReadonlyMap<string, Uint8Array>,
    erased?: ErasedBlobs,
  ): Promise<void>;
  /**
   * Store only the rows changed since the last save, on top of the stored snapshot (an
   * append-only journal), with the new file contents first. Resolves once durable, with
   * `compact: true` when the journal should be folded into a full `save` now. Called only
   * when the stored state is a snapshot.
   */
  append?(
    changes: ChangeSet,
    blobs: ReadonlyMap<string, Uint8Array>,
  ): Promise<{ compact: boolean }>;
  /** Whether the journal holds entries not yet folded into the snapshot (read at load too). */
  journalPending?(): boolean;
  /** Release what the adapter holds open (after the last save). */
  close?(): Promise<void>;
  /**
   * Run `task` holding the stored database's lock, shared with every other tab of this
   * browser (Web Locks): a write, the reload it may need and its save never interleave
   * with another tab's.
   */
  exclusive?<T>(task: () => Promise<T>): Promise<T>;
  /** Whether another tab stored a newer state since this one last loaded or saved. */
  changedElsewhere?(): Promise<boolean>;
  /** A file content stored by an earlier save, or `null`. */
  loadBlob?(key: string): Promise<Uint8Array | null>;
  /**
   * Delete every stored file content but `keep` (at start, after a load: contents a crash
   * left behind between storing the records without them and deleting them).
   */
  sweepBlobs?(keep: ReadonlySet<string>): Promise<void>;
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
/** Builds a preset's database for `now` (the seed's code, or a seed computed beforehand). */
export type SeedSource = (preset: Preset, now: number) => Promise<Snapshot>;

let adapter: PersistenceAdapter | null = null;
/** Where the seed comes from: by default its code, a separate chunk loaded only to seed. */
let seedSource: SeedSource = async (preset, now) =>
  (await import('./seed')).generateSeed(preset, now);
let ready: Promise<void> | null = null;
let saveTimer: ReturnType<typeof setTimeout> | null = null;
/** The save under way, and the one that will follow it (joined by every write meanwhile). */
let runningSave: Promise<void> | null = null;
let queuedSave: Promise<void> | null = null;
/** This tab holds the lock shared with the other tabs (browser). */
let holdingStoreLock = false;
/** Writes waiting for the stored database's lock, run together once it is granted. */
let writeBatch: QueuedWrite[] | null = null;

interface QueuedWrite {
  task: () => unknown;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

/** Where unusable stored data was set aside at the last load (reported by the server). */
let setAsideAt: string | null = null;
let suppressChanges = false;
/** A write happened since the last save. */
let dirty = false;
/** Rows written since the last save, by table (a journal entry's content). */
let pendingRows = new Map<string, Set<string>>();
/** A write since the last save that a journal entry cannot express (bulk, whole load). */
let pendingAll = false;
/** The stored state is a snapshot the journal can extend (not a pristine marker). */
let journalBase = false;
/** Journal entries stored since the last snapshot; `compactDue`: the adapter asked for one. */
let journalEntries = 0;
let compactDue = false;
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
  const snapshot = await seedSource(preset, seedNow);
  await withoutChangeTracking(() => loadSnapshot(snapshot));
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

/** What the adapter now holds: `state` (after a full save or a load). */
function storedFull(state: PersistedState): void {
  journalBase = state.kind === 'snapshot';
  journalEntries = 0;
  compactDue = false;
}

function forgetPending(): void {
  pendingRows = new Map();
  pendingAll = false;
}

async function hydrate(): Promise<'restored' | 'seeded' | 'reseeded'> {
  dropUnsavedBlobs();
  forgetPending();
  journalBase = false;
  setAsideAt = null;
  let stored = await loadStored();
  if (isPersistedState(stored)) {
    const state = stored;
    try {
      if (state.kind === 'pristine') {
        const seeded = await seedInto(state.preset, state.seedNow);
        storedFull(state);
        // A marker stored before (or by another adapter): store the records from now on
        // (if that fails, the marker is still there: the next start rebuilds again).
        if (seeded.kind === 'snapshot')
          await adapter
            ?.save(seeded, new Map())
            .then(() => storedFull(seeded))
            .catch(() => {});
      } else {
        await withoutChangeTracking(() => loadSnapshot(state.snapshot));
        storedFull(state);
      }
      // Contents the loaded records no longer name (an erasure a crash interrupted) go.
      await adapter?.sweepBlobs?.(referencedBlobKeys()).catch(() => {});
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
  await adapter
    ?.save(seeded, new Map())
    .then(() => storedFull(seeded))
    .catch(() => {});
  if (stored !== null) return 'reseeded'; // its contents stay, with the copy set aside
  await adapter?.sweepBlobs?.(referencedBlobKeys()).catch(() => {});
  return 'seeded';
}

/** Where the last load set unusable stored data aside, if it did. */
export function setAsideLocation(): string | null {
  return setAsideAt;
}

function scheduleSave(change: DatabaseChange): void {
  if (suppressChanges) return;
  changedSinceLoad = true;
  if (!adapter) return;
  dirty = true;
  if (change === null || change.id === null) pendingAll = true;
  else {
    let ids = pendingRows.get(change.table);
    if (!ids) pendingRows.set(change.table, (ids = new Set()));
    ids.add(change.id);
  }
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
  const erased = erasedBlobs();
  const rows = pendingRows;
  const all = pendingAll;
  forgetPending();
  // A removed file (its content inline, or its last reference to stored content) is
  // erased by a full snapshot: the journal, where its row was, is emptied with it.
  const erasing = erased.size > 0 || [...(rows.get('files') ?? [])].some((id) => !db.files.get(id));
  const journal = current.append && journalBase && !all && !compactDue && !erasing && rows.size > 0;
  try {
    if (journal) {
      const { compact } = await current.append!(exportChanges(rows), blobs);
      journalEntries += 1;
      if (compact) compactDue = true;
    } else {
      const state: PersistedState = {
        kind: 'snapshot',
        version: SCHEMA_VERSION,
        snapshot: exportSnapshot(),
      };
      await current.save(state, blobs, erased);
      storedFull(state);
    }
  } catch (error) {
    // Stored nothing: the next save takes these writes again.
    dirty = true;
    pendingAll ||= all;
    for (const [table, ids] of rows) {
      const now = pendingRows.get(table);
      if (now) for (const id of ids) now.add(id);
      else pendingRows.set(table, ids);
    }
    throw error;
  }
  markBlobsErased(erased);
  markBlobsSaved(blobs.keys());
  current.announce?.();
  if (compactDue && current === adapter) {
    // Fold the journal into a snapshot now, after this write is answered (the writes
    // arriving meanwhile are stored with it).
    dirty = true;
    pendingAll = true;
    void Promise.resolve()
      .then(flushDatabase)
      .catch(() => {});
  }
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
  if (current.exclusive && !holdingStoreLock) {
    // Outside a write's turn (a page leaving, a timer): store only under the tabs' lock, and
    // never over newer data of another tab (these writes were not acknowledged: they go).
    return current.exclusive(async () => {
      holdingStoreLock = true;
      try {
        if (await current.changedElsewhere?.()) await databaseLock.runExclusive(() => hydrate());
        else await flushDatabase();
      } finally {
        holdingStoreLock = false;
      }
    });
  }
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
    /**
     * Where seeds come from instead of the seed's code (the browser: the small preset
     * computed at build time, `prebuilt-seed.ts`).
     */
    seedSource?: SeedSource;
  } = {},
): Promise<'restored' | 'seeded' | 'reseeded'> {
  adapter = options.adapter ?? null;
  const { seed } = options;
  if (seed) seedSource = async (preset, now) => seed.generateSeed(preset, now);
  if (options.seedSource) seedSource = options.seedSource;
  setBlobLoader(adapter?.loadBlob ? (key) => adapter!.loadBlob!(key) : null);
  stopListening?.();
  stopListening = onDatabaseChange(scheduleSave);
  stopExternal?.();
  stopExternal =
    adapter?.subscribe?.(() => {
      // Requests arriving meanwhile wait for the reloaded data.
      ready = databaseLock.runExclusive(() => hydrate()).then(() => undefined);
    }) ?? null;
  // Under the other tabs' lock: a first seed stored here never lands over their writes.
  const result = withStoreLock(adapter, () => hydrate());
  ready = result.then(() => undefined);
  return result;
}

/** `task` under the lock shared with the other tabs, when the adapter has one. */
function withStoreLock<T>(current: PersistenceAdapter | null, task: () => Promise<T>): Promise<T> {
  return current?.exclusive ? current.exclusive(task) : task();
}

/**
 * Run a write (a handler: its checks and its changes) and store it; resolves with the
 * handler's result once stored, rejects with its error (or the save's).
 *
 * With one process (the standalone server, tests) this is the database's turn, then the
 * grouped flush. In the browser every tab has its own copy in memory: the write then also
 * holds the lock shared with the other tabs, reloads the stored data first if another tab
 * changed it since (so its checks see that tab's writes: a second attempt gets its 409),
 * and stores before releasing it. Writes that queued while the lock was held elsewhere run
 * together, under one reload and one save (group commit).
 */
export function runWrite<T>(task: () => Promise<T> | T): Promise<T> {
  const current = adapter;
  if (!current?.exclusive) {
    return (async () => {
      const result = await databaseLock.runExclusive(async () => task());
      await flushDatabase();
      return result;
    })();
  }
  return new Promise<T>((resolve, reject) => {
    const write: QueuedWrite = { task, resolve: resolve as (value: unknown) => void, reject };
    if (writeBatch) {
      writeBatch.push(write);
      return;
    }
    const batch = [write];
    writeBatch = batch;
    current.exclusive!(() => {
      writeBatch = null; // writes from now on wait for the next turn
      holdingStoreLock = true;
      return databaseLock.runExclusive(async () => {
        if (await current.changedElsewhere?.()) await hydrate();
        const outcomes: { ok: boolean; value: unknown }[] = [];
        for (const queued of batch) {
          try {
            outcomes.push({ ok: true, value: await queued.task() });
          } catch (error) {
            outcomes.push({ ok: false, value: error });
          }
        }
        // Stored before the turn is released: no reload can drop it meanwhile.
        let saveFailed: { error: unknown } | null = null;
        await flushDatabase().catch((error: unknown) => {
          saveFailed = { error };
        });
        batch.forEach((queued, i) => {
          const outcome = outcomes[i]!;
          if (!outcome.ok) queued.reject(outcome.value);
          else if (saveFailed) queued.reject((saveFailed as { error: unknown }).error);
          else queued.resolve(outcome.value);
        });
      });
    })
      .finally(() => {
        holdingStoreLock = false;
      })
      .catch((error: unknown) => batch.forEach((queued) => queued.reject(error)));
  });
}

/** How to start the database when it is first needed ({@link initDatabaseOnFirstUse}). */
let firstUse: (() => Promise<unknown>) | null = null;

/**
 * Run `start` (which calls {@link initDatabase}) only when something first needs the
 * database ({@link ensureDatabase}: a request, the demo panel, a sign-in): a page that
 * makes no request (the demo's landing) never loads nor seeds it (the browser).
 */
export function initDatabaseOnFirstUse(start: () => Promise<unknown>): void {
  firstUse = start;
}

/**
 * Resolves when the database holds data; starts it on first use (as set by
 * {@link initDatabaseOnFirstUse}, else seeded in memory) if nobody started it.
 */
export function ensureDatabase(): Promise<void> {
  ready ??= (firstUse ?? (() => initDatabase()))().then(() => undefined);
  return ready;
}

/** Replace everything with a fresh seed (`'seed'` by default, or the large preset). */
export function resetDatabase(preset: Preset = 'seed'): Promise<void> {
  // Started on first use and not yet: start it (its adapter stores the reset).
  if (firstUse && !ready) return ensureDatabase().then(() => resetDatabase(preset));
  if (saveTimer) {
    clearTimeout(saveTimer);
    saveTimer = null;
  }
  // No request runs while the tables are replaced (nor another tab's write).
  const task = withStoreLock(adapter, () =>
    databaseLock.runExclusive(async () => {
      // A save under way must not land after (and over) the fresh seed.
      await (queuedSave ?? runningSave)?.catch(() => {});
      dropUnsavedBlobs();
      const marker = await seedInto(preset, Date.now());
      dirty = false;
      forgetPending();
      if (adapter) {
        journalBase = false;
        // Nothing of the replaced data stays stored: its file contents go too.
        await adapter.save(marker, new Map(), 'all');
        storedFull(marker);
        adapter.announce?.();
      }
    }),
  );
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

/**
 * Clean shutdown: store every write, fold the journal (if any) into a snapshot, and let
 * the adapter release its files.
 */
export async function closeDatabase(): Promise<void> {
  await flushDatabase();
  const current = adapter;
  if (!current) return;
  if (current.append && (journalEntries > 0 || current.journalPending?.())) {
    dirty = true;
    pendingAll = true;
    await flushDatabase();
  }
  await current.close?.();
}

/** Tests only: forget the adapter and the loaded state. */
export function resetPersistenceForTests(): void {
  if (saveTimer) clearTimeout(saveTimer);
  saveTimer = null;
  stopListening?.();
  stopExternal?.();
  stopListening = stopExternal = null;
  void adapter?.close?.().catch(() => {});
  adapter = null;
  setBlobLoader(null);
  dropUnsavedBlobs();
  ready = null;
  firstUse = null;
  dirty = false;
  forgetPending();
  journalBase = compactDue = false;
  journalEntries = 0;
  runningSave = queuedSave = null;
  writeBatch = null;
  holdingStoreLock = false;
}
