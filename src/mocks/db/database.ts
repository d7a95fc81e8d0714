import {
  applicationSchema,
  attemptSchema,
  companySchema,
  cvSchema,
  fileSchema,
  jobOfferSchema,
  notificationSchema,
  savedOfferSchema,
  SCHEMA_VERSION,
  userSchema,
} from './schemas';
import { Mutex } from 'async-mutex';
import { Table } from './table';

export type Preset = 'seed' | 'large';

const changeListeners = new Set<() => void>();
let muted = 0;

function notifyChange(): void {
  if (muted > 0) return;
  for (const listener of changeListeners) listener();
}

/** Be told after every write (used by persistence and the demo panel). */
export function onDatabaseChange(listener: () => void): () => void {
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
  companies: new Table(companySchema, [], notifyChange),
  users: new Table(userSchema, ['companyId'], notifyChange),
  jobOffers: new Table(jobOfferSchema, ['companyId'], notifyChange),
  applications: new Table(
    applicationSchema,
    ['candidateId', 'jobOfferId', 'companyId'],
    notifyChange,
  ),
  attempts: new Table(attemptSchema, ['applicationId', 'companyId', 'status'], notifyChange),
  savedOffers: new Table(savedOfferSchema, ['candidateId'], notifyChange),
  cvs: new Table(cvSchema, ['candidateId'], notifyChange),
  files: new Table(fileSchema, [], notifyChange),
  notifications: new Table(notificationSchema, ['userId'], notifyChange),
};

export type TableName = keyof typeof db;
export const TABLE_NAMES = Object.keys(db) as TableName[];

type RowsOf<N extends TableName> = ReturnType<(typeof db)[N]['all']>;

/** A serialisable copy of the whole database (persistence, the standalone server). */
export interface Snapshot {
  version: number;
  preset: Preset;
  savedAt: number;
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

/**
 * Replace the whole database with `snapshot` (rows are validated by the schemas). Emits a
 * single change notification when `notify` is true.
 */
export async function loadSnapshot(snapshot: Snapshot, notify = true): Promise<void> {
  muted += 1;
  try {
    for (const name of TABLE_NAMES) db[name].clear();
    for (const name of TABLE_NAMES) {
      await (db[name].insertMany as (rows: readonly unknown[]) => Promise<void>)(
        snapshot.tables[name],
      );
    }
    currentPreset = snapshot.preset;
  } finally {
    muted -= 1;
  }
  if (notify) notifyChange();
}

/** How many rows each table holds (the demo panel's "Datos" section). */
export function databaseCounts(): Record<TableName, number> {
  const counts = {} as Record<TableName, number>;
  for (const name of TABLE_NAMES) counts[name] = db[name].count();
  return counts;
}
