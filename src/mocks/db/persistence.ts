/**
 * Persistence of the mock database. The store itself is in memory; an adapter (IndexedDB
 * in the browser, a JSON file for the standalone server, nothing in tests) keeps it.
 *
 * A database that nobody changed since it was seeded is stored as a tiny "pristine"
 * marker (preset + the seed's `now`), because the seed is deterministic: the 10,000-offer
 * preset then costs nothing to store and a few seconds to rebuild at each start. An adapter
 * that reloads often (the browser: every page load starts the mock again) asks for the
 * seeded records instead (`storeSeededRecords`): either preset (the small one about 1 MB,
 * the large one about 50 MB, the seed's file contents moved apart first) is stored as a
 * snapshot as soon as it is seeded, so a page load reads it back and never rebuilds it, nor
 * even downloads the seed's code (`./seed` and faker are imported only to seed; the
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
 *
 * This module starts, resets and closes the database; its parts are in `./persistence/`:
 * the adapter's contract (`adapter.ts`), loading (`load.ts`), saving (`save.ts`), writes
 * (`write.ts`) and the state they share (`state.ts`).
 */
import { dropUnsavedBlobs, setBlobLoader } from './blobs';
import { currentDatabasePreset, databaseLock, onDatabaseChange, type Preset } from './database';
import type { PersistenceAdapter, SeedSource } from './persistence/adapter';
import { hydrate, seedInto, storeSeeded } from './persistence/load';
import { flushDatabase, scheduleSave } from './persistence/save';
import { forgetPending, persistence } from './persistence/state';
import { withStoreLock } from './persistence/write';

export type {
  ErasedBlobs,
  PersistedState,
  PersistenceAdapter,
  SeedSource,
} from './persistence/adapter';
export { flushDatabase, SAVE_DEBOUNCE_MS } from './persistence/save';
export { runWrite } from './persistence/write';

type SeedModule = typeof import('./seed');

let ready: Promise<void> | null = null;
let stopListening: (() => void) | null = null;
let stopExternal: (() => void) | null = null;

/** Where the last load set unusable stored data aside, if it did. */
export function setAsideLocation(): string | null {
  return persistence.setAsideAt;
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
  persistence.adapter = options.adapter ?? null;
  const { seed } = options;
  if (seed) persistence.seedSource = async (preset, now) => seed.generateSeed(preset, now);
  if (options.seedSource) persistence.seedSource = options.seedSource;
  setBlobLoader(
    persistence.adapter?.loadBlob ? (key) => persistence.adapter!.loadBlob!(key) : null,
  );
  stopListening?.();
  stopListening = onDatabaseChange(scheduleSave);
  stopExternal?.();
  stopExternal =
    persistence.adapter?.subscribe?.(() => {
      // Requests arriving meanwhile wait for the reloaded data.
      ready = databaseLock.runExclusive(() => hydrate()).then(() => undefined);
    }) ?? null;
  // Under the other tabs' lock: a first seed stored here never lands over their writes.
  const result = withStoreLock(persistence.adapter, () => hydrate());
  ready = result.then(() => undefined);
  return result;
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
  if (persistence.saveTimer) {
    clearTimeout(persistence.saveTimer);
    persistence.saveTimer = null;
  }
  // No request runs while the tables are replaced (nor another tab's write).
  const task = withStoreLock(persistence.adapter, () =>
    databaseLock.runExclusive(async () => {
      // A save under way must not land after (and over) the fresh seed.
      await (persistence.queuedSave ?? persistence.runningSave)?.catch(() => {});
      dropUnsavedBlobs();
      const marker = await seedInto(preset, Date.now());
      persistence.dirty = false;
      forgetPending();
      if (persistence.adapter) {
        persistence.journalBase = false;
        // Nothing of the replaced data stays stored: its file contents go too.
        await storeSeeded(marker, 'all');
        persistence.adapter.announce?.();
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
  if (!persistence.changedSinceLoad) return false;
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
  const current = persistence.adapter;
  if (!current) return;
  if (current.append && (persistence.journalEntries > 0 || current.journalPending?.())) {
    persistence.dirty = true;
    persistence.pendingAll = true;
    await flushDatabase();
  }
  await current.close?.();
}

/** Tests only: forget the adapter and the loaded state. */
export function resetPersistenceForTests(): void {
  if (persistence.saveTimer) clearTimeout(persistence.saveTimer);
  persistence.saveTimer = null;
  stopListening?.();
  stopExternal?.();
  stopListening = stopExternal = null;
  void persistence.adapter?.close?.().catch(() => {});
  persistence.adapter = null;
  setBlobLoader(null);
  dropUnsavedBlobs();
  ready = null;
  firstUse = null;
  persistence.dirty = false;
  forgetPending();
  persistence.journalBase = persistence.compactDue = false;
  persistence.journalEntries = 0;
  persistence.runningSave = persistence.queuedSave = null;
  persistence.writeBatch = null;
  persistence.holdingStoreLock = false;
}
