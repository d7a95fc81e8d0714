/**
 * Optimistic concurrency on the client (docs/api.md, "Concurrent edits"): what a save sends
 * (only what the user changed, with the version it was based on) and how the user's edits are
 * laid over the current version after a 409 `version_conflict`. Pure functions; the hook that
 * uses them is `useVersionedEdit`.
 */

/** The resources a form edits carry the version they were read at. */
export interface Versioned {
  version: number;
}

const same = (a: unknown, b: unknown) => a === b || JSON.stringify(a) === JSON.stringify(b);

/** The top-level keys whose values differ between `base` and `next` (deeply, as JSON). */
export function changedKeys<T extends object>(base: T, next: T): (keyof T & string)[] {
  const keys = new Set([...Object.keys(base), ...Object.keys(next)]) as Set<keyof T & string>;
  return [...keys].filter((key) => !same(base[key], next[key]));
}

/** Only the fields of `next` that differ from `base`: what a PATCH sends. */
export function changedFields<T extends object>(base: T, next: T): Partial<T> {
  const changed: Partial<T> = {};
  for (const key of changedKeys(base, next)) changed[key] = next[key];
  return changed;
}

/** Only the `keys` of `values` (the fields a form's user changed, in the body's shape). */
export function pick<T extends object>(values: T, keys: readonly string[]): Partial<T> {
  return Object.fromEntries(
    Object.entries(values).filter(([key]) => keys.includes(key)),
  ) as Partial<T>;
}

/**
 * The current version with the user's own edits on top: every field the user changed (from
 * `base`, the version the form was loaded at) keeps the user's value, every other field takes
 * the current one. Returns the merged values and the keys the other writer changed, marking
 * those both changed (the user's value is kept: they decide).
 */
export function mergeEdits<T extends object>(
  current: T,
  base: T,
  mine: T,
): {
  values: T;
  mine: (keyof T & string)[];
  theirs: (keyof T & string)[];
  both: (keyof T & string)[];
} {
  const mineKeys = changedKeys(base, mine);
  const theirs = changedKeys(base, current);
  const values = { ...current };
  for (const key of mineKeys) values[key] = mine[key];
  return {
    values,
    mine: mineKeys,
    theirs,
    both: theirs.filter((key) => mineKeys.includes(key) && !same(current[key], mine[key])),
  };
}
