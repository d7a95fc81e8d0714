/**
 * Loading the stored database at start (or when another tab changed it), and seeding it
 * when nothing usable is stored.
 */
import { base64ToBytes } from '../../shared/bytes';
import { dropUnsavedBlobs, markBlobsSaved, putBlob, unsavedBlobs } from '../blobs';
import {
  exportSnapshot,
  loadSnapshot,
  referencedBlobKeys,
  type Preset,
  type Snapshot,
} from '../database';
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
 * The seed's file contents, which its rows carry inline (base64), moved to the blob store:
 * content-addressed, each stored once (the large preset's 4,000 files hold 1,500 distinct
 * contents: 34 MB inline, 1.2 MB apart), and out of the records a page load reads back.
 */
async function contentsApart(snapshot: Snapshot): Promise<Snapshot> {
  const keys = new Map<string, string>();
  const files = [];
  for (const file of snapshot.tables.files) {
    if (file.contentBase64 === null) {
      files.push(file);
      continue;
    }
    let blobKey = keys.get(file.contentBase64);
    if (!blobKey) {
      blobKey = await putBlob(base64ToBytes(file.contentBase64));
      keys.set(file.contentBase64, blobKey);
    }
    files.push({ ...file, contentBase64: null, blobKey });
  }
  return { ...snapshot, tables: { ...snapshot.tables, files } };
}

/**
 * Build `preset` from the seed and load it; returns what to store for it (see
 * {@link storeSeeded}). The seed (and faker with it) is loaded only now: a start that finds
 * stored records never needs it.
 */
export async function seedInto(preset: Preset, seedNow: number): Promise<PersistedState> {
  const seeded = await persistence.seedSource(preset, seedNow);
  const snapshot = persistence.adapter?.storeSeededRecords ? await contentsApart(seeded) : seeded;
  await withoutChangeTracking(() => loadSnapshot(snapshot));
  return seededState(preset, seedNow);
}

/**
 * Store what {@link seedInto} returned, with the file contents it moved apart (`'all'`:
 * replacing every stored content).
 */
export async function storeSeeded(state: PersistedState, erased?: 'all'): Promise<void> {
  const blobs = unsavedBlobs();
  await persistence.adapter?.save(state, blobs, erased);
  storedFull(state);
  markBlobsSaved(blobs.keys());
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
        if (seeded.kind === 'snapshot') await storeSeeded(seeded).catch(() => {});
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
  await storeSeeded(seeded).catch(() => {});
  if (stored !== null) return 'reseeded'; // its contents stay, with the copy set aside
  await persistence.adapter?.sweepBlobs?.(referencedBlobKeys()).catch(() => {});
  return 'seeded';
}
