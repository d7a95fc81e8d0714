/**
 * Loading the stored database at start (or when another tab changed it), and seeding it
 * when nothing usable is stored.
 */
import { dropUnsavedBlobs } from '../blobs';
import { exportSnapshot, loadSnapshot, referencedBlobKeys, type Preset } from '../database';
import { SCHEMA_VERSION } from '../schemas';
import { isPersistedState, type PersistedState } from './adapter';
import { forgetPending, persistence, storedFull } from './state';

export async function withoutChangeTracking(task: () => Promise<void>): Promise<void> {
  persistence.suppressChanges = true;
  try {
    await task();
    persistence.changedSinceLoad = false;
  } finally {
    persistence.suppressChanges = false;
  }
}

/**
 * What to store for a database nobody changed since `preset` was seeded at `seedNow`: its
 * records for an adapter that reloads often (either preset: rebuilding the large one costs
 * seconds at every page load, reading it back a fraction of that), else a marker.
 */
function seededState(preset: Preset, seedNow: number): PersistedState {
  return persistence.adapter?.storeSeededRecords
    ? { kind: 'snapshot', version: SCHEMA_VERSION, snapshot: exportSnapshot() }
    : { kind: 'pristine', version: SCHEMA_VERSION, preset, seedNow };
}

/**
 * Build `preset` from the seed and load it; returns what to store for it. The seed (and
 * faker with it) is loaded only now: a start that finds stored records never needs it.
 */
export async function seedInto(preset: Preset, seedNow: number): Promise<PersistedState> {
  const snapshot = await persistence.seedSource(preset, seedNow);
  await withoutChangeTracking(() => loadSnapshot(snapshot));
  return seededState(preset, seedNow);
}

/**
 * Load what the adapter holds. Anything missing, unreadable or of another schema version
 * is replaced by a fresh seed (and stored), never a crash. Returns how it went.
 */
async function loadStored(): Promise<unknown> {
  if (!persistence.adapter) return null;
  try {
    // The adapter answers `null` for "nothing stored" and `undefined` for "unreadable".
    return await persistence.adapter.load();
  } catch {
    return undefined;
  }
}

async function setAside(reason: string): Promise<void> {
  try {
    persistence.setAsideAt = (await persistence.adapter?.setAside?.(reason)) ?? null;
  } catch {
    persistence.setAsideAt = null;
  }
}

export async function hydrate(): Promise<'restored' | 'seeded' | 'reseeded'> {
  dropUnsavedBlobs();
  forgetPending();
  persistence.journalBase = false;
  persistence.setAsideAt = null;
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
          await persistence.adapter
            ?.save(seeded, new Map())
            .then(() => storedFull(seeded))
            .catch(() => {});
      } else {
        await withoutChangeTracking(() => loadSnapshot(state.snapshot));
        storedFull(state);
      }
      // Contents the loaded records no longer name (an erasure a crash interrupted) go.
      await persistence.adapter?.sweepBlobs?.(referencedBlobKeys()).catch(() => {});
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
  await persistence.adapter
    ?.save(seeded, new Map())
    .then(() => storedFull(seeded))
    .catch(() => {});
  if (stored !== null) return 'reseeded'; // its contents stay, with the copy set aside
  await persistence.adapter?.sweepBlobs?.(referencedBlobKeys()).catch(() => {});
  return 'seeded';
}
