/**
 * What the mock database's persistence remembers between calls, one per process (the
 * standalone server, a test run) or browser tab. Shared by loading, saving and writing.
 */
import type { PersistedState, PersistenceAdapter, SeedSource } from './adapter';

export interface QueuedWrite {
  task: () => unknown;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

interface PersistenceState {
  adapter: PersistenceAdapter | null;
  /** Where the seed comes from: by default its code, a separate chunk loaded only to seed. */
  seedSource: SeedSource;
  saveTimer: ReturnType<typeof setTimeout> | null;
  /** The save under way, and the one that will follow it (joined by every write meanwhile). */
  runningSave: Promise<void> | null;
  queuedSave: Promise<void> | null;
  /** This tab holds the lock shared with the other tabs (browser). */
  holdingStoreLock: boolean;
  /** Writes waiting for the stored database's lock, run together once it is granted. */
  writeBatch: QueuedWrite[] | null;
  /** Where unusable stored data was set aside at the last load (reported by the server). */
  setAsideAt: string | null;
  suppressChanges: boolean;
  /** A write happened since the last save. */
  dirty: boolean;
  /** Rows written since the last save, by table (a journal entry's content). */
  pendingRows: Map<string, Set<string>>;
  /** A write since the last save that a journal entry cannot express (bulk, whole load). */
  pendingAll: boolean;
  /** The stored state is a snapshot the journal can extend (not a pristine marker). */
  journalBase: boolean;
  /** Journal entries stored since the last snapshot; `compactDue`: the adapter asked for one. */
  journalEntries: number;
  compactDue: boolean;
  /** A write happened since the last seed or load (tests reset only then). */
  changedSinceLoad: boolean;
}

export const persistence: PersistenceState = {
  adapter: null,
  seedSource: async (preset, now) => (await import('../seed')).generateSeed(preset, now),
  saveTimer: null,
  runningSave: null,
  queuedSave: null,
  holdingStoreLock: false,
  writeBatch: null,
  setAsideAt: null,
  suppressChanges: false,
  dirty: false,
  pendingRows: new Map(),
  pendingAll: false,
  journalBase: false,
  journalEntries: 0,
  compactDue: false,
  changedSinceLoad: false,
};

/** What the adapter now holds: `state` (after a full save or a load). */
export function storedFull(state: PersistedState): void {
  persistence.journalBase = state.kind === 'snapshot';
  persistence.journalEntries = 0;
  persistence.compactDue = false;
}

export function forgetPending(): void {
  persistence.pendingRows = new Map();
  persistence.pendingAll = false;
}
