/**
 * The browser mock's note that it found its stored data unusable, kept it apart and started
 * again from the seed: the demo panel shows it (loudly, until dismissed, across reloads), so
 * that QA knows its data was reset. Kept in `localStorage`.
 */
export const RESET_NOTICE_KEY = 'mock-db:reset-notice';

export interface ResetNotice {
  /** Where the unusable data was kept (the IndexedDB key, e.g. `database.corrupt-…`). */
  copy: string;
  /** Why it could not be used (Spanish: "ilegible", …). */
  reason: string;
  /** When (ISO). */
  at: string;
}

const listeners = new Set<() => void>();
let cached: { raw: string | null; notice: ResetNotice | null } = { raw: null, notice: null };

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

function isNotice(value: unknown): value is ResetNotice {
  const v = value as Partial<ResetNotice> | null;
  return (
    typeof v === 'object' &&
    v !== null &&
    typeof v.copy === 'string' &&
    typeof v.reason === 'string' &&
    typeof v.at === 'string'
  );
}

/** The pending notice, or `null` (the same object while it does not change). */
export function readResetNotice(): ResetNotice | null {
  const raw = storage()?.getItem(RESET_NOTICE_KEY) ?? null;
  if (raw === cached.raw) return cached.notice;
  let parsed: unknown = null;
  try {
    parsed = raw ? JSON.parse(raw) : null;
  } catch {
    // Not ours (edited by hand): no notice.
  }
  cached = { raw, notice: isNotice(parsed) ? parsed : null };
  return cached.notice;
}

function write(raw: string | null): void {
  try {
    if (raw === null) storage()?.removeItem(RESET_NOTICE_KEY);
    else storage()?.setItem(RESET_NOTICE_KEY, raw);
  } catch {
    // No storage: nothing to show later.
  }
  for (const listener of listeners) listener();
}

/** The stored data was set aside as `copy` and the seed loaded. */
export function noteDataReset(copy: string, reason: string, at = new Date()): void {
  write(JSON.stringify({ copy, reason, at: at.toISOString() } satisfies ResetNotice));
}

/** QA read it ("Entendido"). */
export function dismissResetNotice(): void {
  write(null);
}

export function subscribeResetNotice(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
