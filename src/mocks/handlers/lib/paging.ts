import {
  DEFAULT_OFFER_PAGE_SIZE,
  DEFAULT_TABLE_PAGE_SIZE,
  MAX_PAGE_SIZE,
  pagingQuery,
  type Paged,
} from '../../../shared/contract';

export { DEFAULT_OFFER_PAGE_SIZE, DEFAULT_TABLE_PAGE_SIZE, MAX_PAGE_SIZE, pagingQuery };

/** Slice one page and present only that page's rows. */
export function paginate<T, V>(
  items: readonly T[],
  paging: { page: number; pageSize: number },
  present: (item: T) => V,
): Paged<V> {
  const { page, pageSize } = paging;
  const start = (page - 1) * pageSize;
  return {
    data: items.slice(start, start + pageSize).map(present),
    page,
    pageSize,
    total: items.length,
    totalPages: Math.ceil(items.length / pageSize),
  };
}

/** Sort comparator: numbers numerically, strings (ISO dates, ids) by code unit; nulls last. */
export function compareValues(a: string | number | null, b: string | number | null): number {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  return a < b ? -1 : 1;
}

/**
 * A list's order, made total: rows the comparator calls equal are ordered by `id`. The
 * browser's database comes back from IndexedDB in another row order than it was written, so
 * a tie left to the sort would move rows between pages across a reload.
 */
export function thenById<T>(
  compare: (a: T, b: T) => number,
  idOf: (row: T) => string = (row) => (row as { id: string }).id,
): (a: T, b: T) => number {
  return (a, b) => compare(a, b) || compareValues(idOf(a), idOf(b));
}

const collator = new Intl.Collator('es', { sensitivity: 'base' });
/** Sort comparator for human text (names, titles): Spanish collation; nulls last. */
export function compareText(a: string | number | null, b: string | number | null): number {
  if (typeof a === 'string' && typeof b === 'string') return collator.compare(a, b);
  return compareValues(a, b);
}

export type SortOrder = 'asc' | 'desc';

interface SortBy<T> {
  /** The row's value under the chosen sort key. */
  key: (row: T) => string | number | null;
  /** The key is human text (names, titles): Spanish collation. */
  text?: boolean;
  /** How rows equal under the key are ordered before their ids. */
  tie?: (a: T, b: T) => number;
  idOf?: (row: T) => string;
}

/**
 * Sorts a table's rows in place by one key in the query's direction (nulls last), then by
 * `tie`, then by id: the order is total, so a page shows the same rows after a reload.
 */
export function sortRows<T>(rows: T[], order: SortOrder, { key, text, tie, idOf }: SortBy<T>) {
  const direction = order === 'asc' ? 1 : -1;
  const compare = text ? compareText : compareValues;
  return rows.sort(
    thenById((a, b) => direction * compare(key(a), key(b)) || (tie?.(a, b) ?? 0), idOf),
  );
}
