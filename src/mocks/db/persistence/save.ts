/**
 * Saving: a write schedules a save (debounced), `flushDatabase` stores every write so far.
 * Writes that finish while a save is under way are stored together by the next one (group
 * commit); with a journal, only the rows they changed.
 */
import { erasedBlobs, markBlobsErased, markBlobsSaved, unsavedBlobs } from '../blobs';
import {
  currentDatabasePreset,
  databaseLock,
  db,
  exportChanges,
  exportSnapshot,
  type DatabaseChange,
} from '../database';
import { SCHEMA_VERSION } from '../schemas';
import type { PersistedState, PersistenceAdapter } from './adapter';
import { hydrate } from './load';
import { forgetPending, persistence, storedFull } from './state';

export const SAVE_DEBOUNCE_MS = 300;

export function scheduleSave(change: DatabaseChange): void {
  if (persistence.suppressChanges) return;
  persistence.changedSinceLoad = true;
  if (!persistence.adapter) return;
  persistence.dirty = true;
  if (change === null || change.id === null) persistence.pendingAll = true;
  else {
    let ids = persistence.pendingRows.get(change.table);
    if (!ids) persistence.pendingRows.set(change.table, (ids = new Set()));
    ids.add(change.id);
  }
  if (persistence.saveTimer) clearTimeout(persistence.saveTimer);
  // The large preset's snapshot is tens of MB: save it less eagerly.
  const wait = currentDatabasePreset() === 'large' ? SAVE_DEBOUNCE_MS * 5 : SAVE_DEBOUNCE_MS;
  persistence.saveTimer = setTimeout(() => {
    persistence.saveTimer = null;
    flushDatabase().catch(() => {}); // retried by the next write's flush
  }, wait);
}

async function saveNow(current: PersistenceAdapter): Promise<void> {
  persistence.dirty = false;
  const blobs = unsavedBlobs();
  const erased = erasedBlobs();
  const rows = persistence.pendingRows;
  const all = persistence.pendingAll;
  forgetPending();
  // A removed file (its content inline, or its last reference to stored content) is
  // erased by a full snapshot: the journal, where its row was, is emptied with it.
  const erasing = erased.size > 0 || [...(rows.get('files') ?? [])].some((id) => !db.files.get(id));
  const journal =
    current.append &&
    persistence.journalBase &&
    !all &&
    !persistence.compactDue &&
    !erasing &&
    rows.size > 0;
  try {
    if (journal) {
      const { compact } = await current.append!(exportChanges(rows), blobs);
      persistence.journalEntries += 1;
      if (compact) persistence.compactDue = true;
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
    persistence.dirty = true;
    persistence.pendingAll ||= all;
    for (const [table, ids] of rows) {
      const now = persistence.pendingRows.get(table);
      if (now) for (const id of ids) now.add(id);
      else persistence.pendingRows.set(table, ids);
    }
    throw error;
  }
  markBlobsErased(erased);
  markBlobsSaved(blobs.keys());
  current.announce?.();
  if (persistence.compactDue && current === persistence.adapter) {
    // Fold the journal into a snapshot now, after this write is answered (the writes
    // arriving meanwhile are stored with it).
    persistence.dirty = true;
    persistence.pendingAll = true;
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
  if (persistence.saveTimer) {
    clearTimeout(persistence.saveTimer);
    persistence.saveTimer = null;
  }
  const current = persistence.adapter;
  if (!current || !persistence.dirty)
    return persistence.queuedSave ?? persistence.runningSave ?? Promise.resolve();
  if (current.exclusive && !persistence.holdingStoreLock) {
    // Outside a write's turn (a page leaving, a timer): store only under the tabs' lock, and
    // never over newer data of another tab (these writes were not acknowledged: they go).
    return current.exclusive(async () => {
      persistence.holdingStoreLock = true;
      try {
        if (await current.changedElsewhere?.()) await databaseLock.runExclusive(() => hydrate());
        else await flushDatabase();
      } finally {
        persistence.holdingStoreLock = false;
      }
    });
  }
  if (persistence.queuedSave) return persistence.queuedSave; // it will take this write too: it exports when it starts
  const start = (): Promise<void> => {
    const save = saveNow(current).finally(() => {
      if (persistence.runningSave === save) persistence.runningSave = null;
    });
    persistence.runningSave = save;
    return save;
  };
  if (!persistence.runningSave) return start();
  const queued = persistence.runningSave
    .catch(() => {})
    .then(() => {
      persistence.queuedSave = null;
      return persistence.dirty ? start() : undefined;
    });
  persistence.queuedSave = queued;
  return queued;
}
