/**
 * Moving a seed in time. The seed's timestamps are all relative to its `now` (see
 * `seed.ts`), so the seed for another `now` is the same data with every timestamp moved by
 * the difference (`seed.test.ts` checks it against `generateSeed`): ISO instants (every
 * `…At` string of the schemas) and epoch milliseconds (`…AtMs`, the snapshot's `savedAt`).
 */
import type { Snapshot } from './database';

const ISO_INSTANT = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;
const EPOCH_MS_KEY = /AtMs$|^savedAt$/;

function shift(value: unknown, key: string, by: number): unknown {
  if (typeof value === 'string') {
    return ISO_INSTANT.test(value) ? new Date(Date.parse(value) + by).toISOString() : value;
  }
  if (typeof value === 'number') return EPOCH_MS_KEY.test(key) ? value + by : value;
  if (Array.isArray(value)) return value.map((item) => shift(item, key, by));
  if (value !== null && typeof value === 'object') {
    const copy: Record<string, unknown> = {};
    for (const [name, item] of Object.entries(value)) copy[name] = shift(item, name, by);
    return copy;
  }
  return value;
}

/** A copy of `snapshot` with every timestamp moved `by` milliseconds (`snapshot` is kept). */
export function shiftSnapshot(snapshot: Snapshot, by: number): Snapshot {
  return shift(snapshot, '', by) as Snapshot;
}
