import {
  applicationSchema,
  attemptSchema,
  companySchema,
  cvSchema,
  fileSchema,
  jobAlertSchema,
  jobOfferSchema,
  notificationSchema,
  savedOfferSchema,
  SCHEMA_VERSION,
  userSchema,
} from './schemas';
import { Mutex } from 'async-mutex';
import { eraseBlob } from './blobs';
import { Table } from './table';
import { z } from '../shared/zod';

export type Preset = 'seed' | 'large';

/**
 * What a write changed: one row of a table (`id`), every row of a table (`id: null`, a bulk
 * insert), or everything (`null`: a whole snapshot loaded).
 */
export type DatabaseChange = { table: string; id: string | null } | null;

const changeListeners = new Set<(change: DatabaseChange) => void>();
let muted = 0;

function notifyChange(change: DatabaseChange): void {
  if (muted > 0) return;
  for (const listener of changeListeners) listener(change);
}

/** Tell the listeners which row of `table` a write changed. */
const changesOf = (table: string) => (id: string | null) => notifyChange({ table, id });

/** Be told after every write (used by persistence and the demo panel). */
export function onDatabaseChange(listener: (change: DatabaseChange) => void): () => void {
  changeListeners.add(listener);
  return () => changeListeners.delete(listener);
}

/**
 * One request at a time touches the database (reads included): a handler's checks and
 * writes run as one unit, so two requests in flight can never both pass a check before
 * either writes (check-then-act races). Request bodies are read before the turn is taken,
 * so a slow client never holds it; the disk flush happens after it (group commit).
 */
export const databaseLock = new Mutex();

/** The mock database: one table per entity, foreign keys by id. */
export const db = {
  companies: new Table(companySchema, [], changesOf('companies')),
  users: new Table(userSchema, ['companyId'], changesOf('users')),
  jobOffers: new Table(jobOfferSchema, ['companyId'], changesOf('jobOffers')),
  applications: new Table(
    applicationSchema,
    ['candidateId', 'jobOfferId', 'companyId'],
    changesOf('applications'),
  ),
  attempts: new Table(
    attemptSchema,
    ['applicationId', 'companyId', 'status'],
    changesOf('attempts'),
  ),
  savedOffers: new Table(savedOfferSchema, ['candidateId'], changesOf('savedOffers')),
  cvs: new Table(cvSchema, ['candidateId'], changesOf('cvs')),
  // A file's content goes with its last row (content-addressed: the same bytes uploaded
  // twice are one content with two rows).
  files: new Table(fileSchema, ['blobKey'], changesOf('files'), (file) => {
    if (file.blobKey && db.files.countWhere('blobKey', file.blobKey) === 0) eraseBlob(file.blobKey);
  }),
  notifications: new Table(notificationSchema, ['userId'], changesOf('notifications')),
  jobAlerts: new Table(jobAlertSchema, ['candidateId'], changesOf('jobAlerts')),
};

export type TableName = keyof typeof db;
export const TABLE_NAMES = Object.keys(db) as TableName[];

type RowsOf<N extends TableName> = ReturnType<(typeof db)[N]['all']>;

/** A serialisable copy of the whole database (persistence, the standalone server). */
export interface Snapshot {
  version: number;
  preset: Preset;
  savedAt: number;
  /** {@link rowSchemasFingerprint} of the code that exported it (absent in older data). */
  schemas?: string;
  tables: { [N in TableName]: RowsOf<N> };
}

let currentPreset: Preset = 'seed';

export function currentDatabasePreset(): Preset {
  return currentPreset;
}

export function exportSnapshot(): Snapshot {
  const tables = {} as Record<TableName, unknown>;
  for (const name of TABLE_NAMES) tables[name] = db[name].all();
  return {
    version: SCHEMA_VERSION,
    preset: currentPreset,
    savedAt: Date.now(),
    schemas: rowSchemasFingerprint(),
    tables: tables as Snapshot['tables'],
  };
}

/** Whether a persisted snapshot can be loaded as is (same schema version, every table). */
export function isCompatibleSnapshot(value: unknown): value is Snapshot {
  if (typeof value !== 'object' || value === null) return false;
  const snapshot = value as Partial<Snapshot>;
  return (
    snapshot.version === SCHEMA_VERSION &&
    typeof snapshot.tables === 'object' &&
    snapshot.tables !== null &&
    TABLE_NAMES.every((name) => Array.isArray((snapshot.tables as Record<string, unknown>)[name]))
  );
}

let fingerprint: string | null = null;

/**
 * A digest of every table's schema (as JSON Schema). Every row this code stores was validated
 * by these schemas when it was written; a stored snapshot that carries the same digest is
 * loaded without validating its rows again (the large preset's 55,000 rows took seconds), any
 * other (older code, a schema changed without a version bump) is validated row by row.
 */
export function rowSchemasFingerprint(): string {
  if (fingerprint) return fingerprint;
  const text = JSON.stringify(
    TABLE_NAMES.map((name) => z.toJSONSchema(db[name].schema, { unrepresentable: 'any' })),
  );
  // FNV-1a, 32 bits: a digest to compare, not a secret.
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (fingerprint = `${SCHEMA_VERSION}-${(hash >>> 0).toString(16)}-${text.length}`);
}

/**
 * Replace the whole database with `snapshot`. Its rows are validated by the schemas, unless
 * the snapshot was stored by this same code ({@link rowSchemasFingerprint}). Emits a single
 * change notification when `notify` is true.
 */
export async function loadSnapshot(snapshot: Snapshot, notify = true): Promise<void> {
  const validated = snapshot.schemas === rowSchemasFingerprint();
  muted += 1;
  try {
    for (const name of TABLE_NAMES) db[name].clear();
    for (const name of TABLE_NAMES) {
      await (
        db[name].insertMany as (
          rows: readonly unknown[],
          options: { validated: boolean },
        ) => Promise<void>
      )(snapshot.tables[name], { validated });
    }
    currentPreset = snapshot.preset;
  } finally {
    muted -= 1;
  }
  if (notify) notifyChange(null);
}

/** The keys of the stored file contents the records refer to. */
export function referencedBlobKeys(): Set<string> {
  const keys = new Set<string>();
  for (const file of db.files.all()) if (file.blobKey) keys.add(file.blobKey);
  return keys;
}

/** How many rows each table holds (the demo panel's "Datos" section). */
export function databaseCounts(): Record<TableName, number> {
  const counts = {} as Record<TableName, number>;
  for (const name of TABLE_NAMES) counts[name] = db[name].count();
  return counts;
}

/**
 * The rows a batch of writes left behind, per table: each written row whole (`put`) and
 * the ids removed. One journal entry of the standalone server (see `persistence.ts`).
 */
export type ChangeSet = Partial<Record<TableName, { put: unknown[]; removed: string[] }>>;

/** The current state of the rows named in `ids` (per table), as a change set. */
export function exportChanges(ids: ReadonlyMap<string, ReadonlySet<string>>): ChangeSet {
  const changes: ChangeSet = {};
  for (const [name, rowIds] of ids) {
    if (!(TABLE_NAMES as string[]).includes(name) || rowIds.size === 0) continue;
    const table = db[name as TableName] as { get(id: string): unknown };
    const put: unknown[] = [];
    const removed: string[] = [];
    for (const id of rowIds) {
      const row = table.get(id);
      if (row === undefined) removed.push(id);
      else put.push(row);
    }
    changes[name as TableName] = { put, removed };
  }
  return changes;
}

/**
 * `snapshot` with the change sets applied in order (journal replay): a row put replaces
 * the row with its id in place, or is appended; removed ids are dropped. Rows are checked
 * by the schemas when the result is loaded, not here.
 */
export function applyChanges(snapshot: Snapshot, changeSets: readonly ChangeSet[]): Snapshot {
  if (changeSets.length === 0) return snapshot;
  const tables = {} as Record<TableName, unknown[]>;
  for (const name of TABLE_NAMES) {
    const touched = changeSets.some((changes) => changes[name]);
    if (!touched) {
      tables[name] = snapshot.tables[name] as unknown[];
      continue;
    }
    const rows = new Map<string, unknown>();
    for (const row of snapshot.tables[name]) rows.set((row as { id: string }).id, row);
    for (const changes of changeSets) {
      const change = changes[name];
      if (!change) continue;
      for (const id of change.removed) rows.delete(id);
      for (const row of change.put) rows.set((row as { id: string }).id, row);
    }
    tables[name] = [...rows.values()];
  }
  return { ...snapshot, tables: tables as Snapshot['tables'] };
}
