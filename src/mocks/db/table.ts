import { Collection } from '@msw/data';
import type { z } from '../shared/zod';

type Row = { id: string };

/**
 * One table of the mock database: its rows in a primary-key map (in insertion order) plus
 * optional secondary indexes, so that look-ups stay O(1) on the large preset, and an
 * `@msw/data` collection as the engine of single-row writes (schema validation, updates on a
 * draft).
 *
 * Loading a snapshot validates every row with the same schema but does not pass the rows
 * through the collection: `Collection.create` copies, validates asynchronously and
 * instruments each record (about 0.1 ms a row, five seconds for the large preset's 55,000
 * rows at every page load). A loaded row enters the collection only when a write first
 * touches it, so the collection holds just the rows written since the last load.
 */
export class Table<S extends z.ZodType<Row>, K extends keyof z.infer<S> & string = never> {
  #collection: Collection<S>;
  readonly #schema: S;
  readonly #byId = new Map<string, z.infer<S>>();
  /** The ids of the rows that are in the collection (written since the last load). */
  readonly #inCollection = new Set<string>();
  /** The updates under way, one after the other (each reads the row the last one wrote). */
  #updates: Promise<unknown> = Promise.resolve();
  /** `all()`'s answer, kept until the next write. */
  #rows: readonly z.infer<S>[] | null = null;
  /** Secondary indexes, each built on first use (`null` until then): a page load builds only
   * those its requests need. */
  readonly #indexes = new Map<K, Map<unknown, Set<string>> | null>();
  readonly #onChange: (id: string | null) => void;
  readonly #onRemoved: ((row: z.infer<S>) => void) | undefined;
  /** Grows on every write: derived data (sorted lists, search text) can be cached per version. */
  version = 0;

  /**
   * `onChange` is told the id of the row written, or `null` after a bulk insert;
   * `onRemoved` gets each row {@link remove}d (after it left the table and its indexes).
   */
  constructor(
    schema: S,
    indexedKeys: readonly K[],
    onChange: (id: string | null) => void,
    onRemoved?: (row: z.infer<S>) => void,
  ) {
    this.#schema = schema;
    this.#onRemoved = onRemoved;
    this.#collection = new Collection({ schema });
    for (const key of indexedKeys) this.#indexes.set(key, null);
    this.#onChange = (id) => {
      this.version += 1;
      this.#rows = null;
      onChange(id);
    };
  }

  get(id: string): z.infer<S> | undefined {
    return this.#byId.get(id);
  }

  /** Every row, in insertion order. Do not mutate. */
  all(): readonly z.infer<S>[] {
    return (this.#rows ??= [...this.#byId.values()]);
  }

  count(): number {
    return this.#byId.size;
  }

  /** Rows whose indexed `key` equals `value`. */
  where(key: K, value: unknown): z.infer<S>[] {
    const ids = this.#indexOf(key).get(value);
    if (!ids) return [];
    const rows: z.infer<S>[] = [];
    for (const rowId of ids) {
      const row = this.#byId.get(rowId);
      if (row) rows.push(row);
    }
    return rows;
  }

  /** How many rows have `key` equal to `value` (no array built). */
  countWhere(key: K, value: unknown): number {
    return this.#indexOf(key).get(value)?.size ?? 0;
  }

  /** The index of `key`, built from the rows now if it was not yet. */
  #indexOf(key: K): Map<unknown, Set<string>> {
    if (!this.#indexes.has(key)) throw new Error(`Column "${key}" is not indexed`);
    let index = this.#indexes.get(key);
    if (!index) {
      index = new Map();
      for (const row of this.#byId.values()) addToIndex(index, key, row);
      this.#indexes.set(key, index);
    }
    return index;
  }

  async insert(values: z.input<S>): Promise<z.infer<S>> {
    const row = (await this.#collection.create(values)) as z.infer<S>;
    this.#drop(row.id);
    this.#inCollection.add(row.id);
    this.#byId.set(row.id, row);
    this.#index(row);
    this.#onChange(row.id);
    return row;
  }

  /** The schema every row of this table matches. */
  get schema(): S {
    return this.#schema;
  }

  /**
   * Bulk insert (seeding and hydration): every row validated by the schema (a row that fails
   * throws, and nothing of the batch is kept), one change notification at the end. Rows
   * `validated` already by this same schema (a snapshot this code stored, see
   * `rowSchemasFingerprint`) are taken as they are.
   */
  async insertMany(
    rows: readonly z.input<S>[],
    options: { validated?: boolean } = {},
  ): Promise<void> {
    const parsed = options.validated
      ? (rows as readonly z.infer<S>[])
      : rows.map((values) => this.#schema.parse(values) as z.infer<S>);
    // Into an empty table (a load after `clear`) nothing is replaced; the indexes are built
    // again when first used.
    const empty = this.#byId.size === 0;
    for (const row of parsed) {
      if (!empty) this.#drop(row.id);
      this.#byId.set(row.id, row);
    }
    this.#resetIndexes();
    this.#onChange(null);
  }

  /** The row of `id` as a record of the collection (entered on its first write). */
  async #inEngine(id: string): Promise<z.infer<S> | undefined> {
    const row = this.#byId.get(id);
    if (!row || this.#inCollection.has(id)) return row;
    const record = (await this.#collection.create(row)) as z.infer<S>;
    this.#inCollection.add(id);
    this.#byId.set(id, record);
    this.#rows = null;
    return record;
  }

  /**
   * Apply `recipe` to a draft of the row (validated against the schema afterwards). A row with
   * a `version` (the resources clients edit: offers, companies, users) gets the next one, so
   * that every write, whoever makes it, tells a stale copy apart (optimistic concurrency).
   */
  update(id: string, recipe: (draft: z.infer<S>) => void): Promise<z.infer<S> | undefined> {
    const task = this.#updates.then(() => this.#update(id, recipe));
    this.#updates = task.catch(() => {});
    return task;
  }

  async #update(id: string, recipe: (draft: z.infer<S>) => void): Promise<z.infer<S> | undefined> {
    const prev = await this.#inEngine(id);
    if (!prev) return undefined;
    const next = (await this.#collection.update(prev as never, {
      data: ((draft: z.infer<S> & { version?: unknown }) => {
        recipe(draft);
        if (typeof draft.version === 'number') draft.version += 1;
      }) as never,
    })) as z.infer<S> | undefined;
    if (!next) return undefined;
    // In place: the row keeps its position in `all()`.
    this.#unindex(prev);
    this.#byId.set(id, next);
    this.#index(next);
    this.#onChange(id);
    return next;
  }

  remove(id: string): boolean {
    const row = this.#byId.get(id);
    if (!row) return false;
    this.#drop(id);
    this.#onRemoved?.(row);
    this.#onChange(id);
    return true;
  }

  clear(): void {
    // A fresh collection: `Collection.clear()` deletes one record at a time (quadratic).
    this.#collection = new Collection({ schema: this.#schema });
    this.version += 1;
    this.#byId.clear();
    this.#inCollection.clear();
    this.#rows = null;
    this.#resetIndexes();
  }

  #resetIndexes(): void {
    for (const key of this.#indexes.keys()) this.#indexes.set(key, null);
  }

  /** Take the row of `id` out of the map, its indexes and the collection. */
  #drop(id: string): void {
    const row = this.#byId.get(id);
    if (!row) return;
    if (this.#inCollection.delete(id)) this.#collection.delete(row as never);
    this.#byId.delete(id);
    this.#unindex(row);
  }

  #index(row: z.infer<S>): void {
    for (const [key, index] of this.#indexes) if (index) addToIndex(index, key, row);
  }

  #unindex(row: z.infer<S>): void {
    for (const [key, index] of this.#indexes) {
      if (!index) continue;
      const value = (row as Record<string, unknown>)[key];
      const ids = index.get(value);
      ids?.delete(row.id);
      if (ids?.size === 0) index.delete(value);
    }
  }
}

/** Enter `row` in the index of its column `key`. */
function addToIndex(index: Map<unknown, Set<string>>, key: string, row: Row): void {
  const value = (row as Record<string, unknown>)[key];
  let ids = index.get(value);
  if (!ids) index.set(value, (ids = new Set()));
  ids.add(row.id);
}
