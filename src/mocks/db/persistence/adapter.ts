/** What stores the mock database (IndexedDB, a JSON file, nothing) and what it stores. */
import { isCompatibleSnapshot, type ChangeSet, type Preset, type Snapshot } from '../database';
import { SCHEMA_VERSION } from '../schemas';

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

/** Builds a preset's database for `now` (the seed's code, or a seed computed beforehand). */
export type SeedSource = (preset: Preset, now: number) => Promise<Snapshot>;

export function isPersistedState(value: unknown): value is PersistedState {
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
