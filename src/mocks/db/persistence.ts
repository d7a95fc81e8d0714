/**
 * Persistence of the mock database. The store itself is in memory; an adapter (IndexedDB
 * in the browser, a JSON file for the standalone server, nothing in tests) keeps it.
 *
 * A database that nobody changed since it was seeded is stored as a tiny "pristine"
 * marker (preset + the seed's `now`), because the seed is deterministic: the 10,000-offer
 * preset then costs nothing to store and a couple of seconds to rebuild. After the first
 * write the whole snapshot is stored (debounced).
 */
import {
  currentDatabasePreset,
  exportSnapshot,
  isCompatibleSnapshot,
  loadSnapshot,
  onDatabaseChange,
  type Preset,
  type Snapshot,
} from './database';
import { SCHEMA_VERSION } from './schemas';
import { generateSeed } from './seed';

export type PersistedState =
  | { kind: 'pristine'; version: number; preset: Preset; seedNow: number }
  | { kind: 'snapshot'; version: number; snapshot: Snapshot };

export interface PersistenceAdapter {
  load(): Promise<unknown>;
  save(state: PersistedState): Promise<void>;
  /** Called when another tab or process changed the stored database. */
  subscribe?(onExternalChange: () => void): () => void;
  /** Tell other tabs that the stored database changed. */
  announce?(): void;
}

let adapter: PersistenceAdapter | null = null;
let ready: Promise<void> | null = null;
let saveTimer: ReturnType<typeof setTimeout> | null = null;
let pendingSave: Promise<void> = Promise.resolve();
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

/** Build `preset` from the seed and load it; returns the marker that describes it. */
async function seedInto(preset: Preset, seedNow: number): Promise<PersistedState> {
  await withoutChangeTracking(() => loadSnapshot(generateSeed(preset, seedNow)));
  return { kind: 'pristine', version: SCHEMA_VERSION, preset, seedNow };
}

/**
 * Load what the adapter holds. Anything missing, unreadable or of another schema version
 * is replaced by a fresh seed (and stored), never a crash. Returns how it went.
 */
async function loadStored(): Promise<unknown> {
  try {
    return (await adapter?.load()) ?? null;
  } catch {
    return undefined;
  }
}

async function hydrate(): Promise<'restored' | 'seeded' | 'reseeded'> {
  let stored = await loadStored();
  if (isPersistedState(stored)) {
    const state = stored;
    try {
      if (state.kind === 'pristine') await seedInto(state.preset, state.seedNow);
      else await withoutChangeTracking(() => loadSnapshot(state.snapshot));
      return 'restored';
    } catch {
      // Rows that no longer match the schemas (a forgotten version bump): reseed below.
      stored = undefined;
    }
  }
  const marker = await seedInto('seed', Date.now());
  await adapter?.save(marker);
  return stored === null ? 'seeded' : 'reseeded';
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
    void flushDatabase();
  }, wait);
}

/** Write a pending change now (e.g. before the page unloads, or at server shutdown). */
export async function flushDatabase(): Promise<void> {
  if (saveTimer) {
    clearTimeout(saveTimer);
    saveTimer = null;
  }
  if (!adapter || !dirty) {
    await pendingSave; // a save already under way counts too
    return;
  }
  dirty = false;
  const current = adapter;
  pendingSave = pendingSave.then(async () => {
    await current.save({ kind: 'snapshot', version: SCHEMA_VERSION, snapshot: exportSnapshot() });
    current.announce?.();
  });
  await pendingSave;
}

/**
 * Start the database with an adapter (or none: in memory only). Idempotent until
 * {@link resetPersistenceForTests}. Resolves once the data is loaded.
 */
export function initDatabase(
  options: { adapter?: PersistenceAdapter | null } = {},
): Promise<'restored' | 'seeded' | 'reseeded'> {
  adapter = options.adapter ?? null;
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
  const task = (async () => {
    const marker = await seedInto(preset, Date.now());
    dirty = false;
    if (adapter) {
      await adapter.save(marker);
      adapter.announce?.();
    }
  })();
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
  ready = null;
  dirty = false;
}
