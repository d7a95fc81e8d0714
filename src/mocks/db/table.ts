import { Collection } from '@msw/data';
import type { z } from '../shared/zod';

type Row = { id: string };

/**
 * One table of the mock database: an `@msw/data` collection (schema validation on every
 * write) plus a primary-key map and optional secondary indexes, so that look-ups stay O(1)
 * on the large preset instead of scanning the collection.
 */
export class Table<S extends z.ZodType<Row>, K extends keyof z.infer<S> & string = never> {
  #collection: Collection<S>;
  readonly #schema: S;
  readonly #byId = new Map<string, z.infer<S>>();
  readonly #indexes = new Map<K, Map<unknown, Set<string>>>();
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
    for (const key of indexedKeys) this.#indexes.set(key, new Map());
    this.#onChange = (id) => {
      this.version += 1;
      onChange(id);
    };
  }

  /** The underlying `@msw/data` collection (query it with its query builder if useful). */
  get collection(): Collection<S> {
    return this.#collection;
  }

  get(id: string): z.infer<S> | undefined {
    return this.#byId.get(id);
  }

  /** Every row, in insertion order. Do not mutate. */
  all(): readonly z.infer<S>[] {
    return this.collection.all() as z.infer<S>[];
  }

  count(): number {
    return this.#byId.size;
  }

  /** Rows whose indexed `key` equals `value`. */
  where(key: K, value: unknown): z.infer<S>[] {
    const index = this.#indexes.get(key);
    if (!index) throw new Error(`Column "${key}" is not indexed`);
    const ids = index.get(value);
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
    const index = this.#indexes.get(key);
    if (!index) throw new Error(`Column "${key}" is not indexed`);
    return index.get(value)?.size ?? 0;
  }

  async insert(values: z.input<S>): Promise<z.infer<S>> {
    const row = (await this.collection.create(values)) as z.infer<S>;
    this.#remember(row);
    this.#onChange(row.id);
    return row;
  }

  /** Bulk insert (seeding and hydration): one change notification at the end. */
  async insertMany(rows: readonly z.input<S>[]): Promise<void> {
    const created = await Promise.all(rows.map((values) => this.collection.create(values)));
    for (const row of created) this.#remember(row as z.infer<S>);
    this.#onChange(null);
  }

  /**
   * Apply `recipe` to a draft of the row (validated against the schema afterwards). A row with
   * a `version` (the resources clients edit: offers, companies, users) gets the next one, so
   * that every write, whoever makes it, tells a stale copy apart (optimistic concurrency).
   */
  async update(id: string, recipe: (draft: z.infer<S>) => void): Promise<z.infer<S> | undefined> {
    const prev = this.#byId.get(id);
    if (!prev) return undefined;
    const next = (await this.collection.update(prev as never, {
      data: ((draft: z.infer<S> & { version?: unknown }) => {
        recipe(draft);
        if (typeof draft.version === 'number') draft.version += 1;
      }) as never,
    })) as z.infer<S> | undefined;
    if (!next) return undefined;
    this.#forget(prev);
    this.#remember(next);
    this.#onChange(id);
    return next;
  }

  remove(id: string): boolean {
    const row = this.#byId.get(id);
    if (!row) return false;
    this.collection.delete(row as never);
    this.#forget(row);
    this.#onRemoved?.(row);
    this.#onChange(id);
    return true;
  }

  clear(): void {
    // A fresh collection: `Collection.clear()` deletes one record at a time (quadratic).
    this.#collection = new Collection({ schema: this.#schema });
    this.version += 1;
    this.#byId.clear();
    for (const index of this.#indexes.values()) index.clear();
  }

  #remember(row: z.infer<S>): void {
    this.#byId.set(row.id, row);
    for (const [key, index] of this.#indexes) {
      const value = (row as Record<string, unknown>)[key];
      let ids = index.get(value);
      if (!ids) index.set(value, (ids = new Set()));
      ids.add(row.id);
    }
  }

  #forget(row: z.infer<S>): void {
    this.#byId.delete(row.id);
    for (const [key, index] of this.#indexes) {
      const value = (row as Record<string, unknown>)[key];
      const ids = index.get(value);
      ids?.delete(row.id);
      if (ids?.size === 0) index.delete(value);
    }
  }
}
