/**
 * The standalone server's persistence adapter over a text storage: the records as one JSON
 * snapshot plus an append-only journal of the changes since (`file-storage.mjs` keeps them
 * on disk).
 */
import { applyChanges, type ChangeSet } from '../db/database';
import type { ErasedBlobs, PersistedState, PersistenceAdapter } from '../db';

/**
 * Where the server keeps its database: the records as text (a JSON file in practice), an
 * optional append-only journal of the changes since, and file contents apart, by key
 * (`file-storage.mjs`).
 */
export interface TextStorage {
  read(): Promise<string | null>;
  /**
   * Store the records (a full snapshot), after the new file contents they reference; the
   * journal is emptied once the snapshot is durable, then the `erased` contents deleted.
   */
  write(text: string, blobs?: ReadonlyMap<string, Uint8Array>, erased?: ErasedBlobs): Promise<void>;
  /** The journal's entries (parsed lines), oldest first; a torn last line is dropped. */
  readJournal?(): Promise<unknown[]>;
  /** Append one line to the journal, after the file contents it references; durable. */
  append?(
    line: string,
    blobs?: ReadonlyMap<string, Uint8Array>,
  ): Promise<{ bytes: number; entries: number }>;
  readBlob?(key: string): Promise<Uint8Array | null>;
  /** Delete every stored file content but `keep`. */
  sweepBlobs?(keep: ReadonlySet<string>): Promise<void>;
  /** Keep unusable stored data apart; answers where it went. */
  setAside?(reason: string): Promise<string | null>;
  close?(): Promise<void>;
}

/** The journal is folded into a new snapshot past either bound. */
export const JOURNAL_LIMITS = { bytes: 8 * 1024 * 1024, entries: 2000 };

interface JournalEntry {
  seq: number;
  changes: ChangeSet;
}

const isJournalEntry = (value: unknown): value is JournalEntry =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as JournalEntry).seq === 'number' &&
  typeof (value as JournalEntry).changes === 'object' &&
  (value as JournalEntry).changes !== null;

/**
 * The persistence adapter over a text storage. With a journal, each batch of writes is one
 * entry `{ seq, changes }`; the snapshot records the last `seq` it includes
 * (`journalSeq`), so entries that a crash left in the journal after a compaction had
 * already stored them are skipped at the next start, never applied twice over newer data.
 */
export function textStorageAdapter(
  storage: TextStorage,
  log: (message: string) => void = () => {},
  limits = JOURNAL_LIMITS,
): PersistenceAdapter {
  let lastSeq = 0;
  /** Entries in the journal since the snapshot (replayed at load, or appended since). */
  let pending = 0;
  const adapter: PersistenceAdapter = {
    async load() {
      const text = await storage.read();
      const journal = (await storage.readJournal?.()) ?? [];
      if (text === null) {
        if (journal.length)
          log(
            `No hay instantánea: las ${journal.length} entradas del diario no se pueden aplicar y se descartan.`,
          );
        return null;
      }
      let stored: unknown;
      try {
        stored = JSON.parse(text) as unknown;
      } catch {
        return undefined; // unreadable: set aside, and said so once (`setAside`)
      }
      if (typeof stored !== 'object' || stored === null) return stored;
      const { journalSeq, ...state } = stored as { journalSeq?: unknown } & PersistedState;
      const base = typeof journalSeq === 'number' ? journalSeq : 0;
      const entries = journal.filter(isJournalEntry).filter((entry) => entry.seq > base);
      lastSeq = Math.max(base, ...entries.map((entry) => entry.seq));
      pending = entries.length;
      if (entries.length === 0) return state;
      // Journal entries without a snapshot to apply them to: unreadable as a whole.
      if (state.kind !== 'snapshot' || !state.snapshot?.tables) return undefined;
      return {
        ...state,
        snapshot: applyChanges(
          state.snapshot,
          entries.map((entry) => entry.changes),
        ),
      };
    },
    save: async (state, blobs, erased) => {
      await storage.write(JSON.stringify({ ...state, journalSeq: lastSeq }), blobs, erased);
      pending = 0;
    },
    journalPending: () => pending > 0,
    loadBlob: storage.readBlob ? (key) => storage.readBlob!(key) : undefined,
    sweepBlobs: storage.sweepBlobs ? (keep) => storage.sweepBlobs!(keep) : undefined,
    setAside: storage.setAside ? (reason) => storage.setAside!(reason) : undefined,
    close: storage.close ? () => storage.close!() : undefined,
  };
  if (storage.append) {
    adapter.append = async (changes, blobs) => {
      const seq = lastSeq + 1;
      const size = await storage.append!(JSON.stringify({ seq, changes }), blobs);
      lastSeq = seq;
      pending += 1;
      return { compact: size.bytes > limits.bytes || size.entries > limits.entries };
    };
  }
  return adapter;
}
