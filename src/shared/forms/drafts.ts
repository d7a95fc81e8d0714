import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Drafts of what a user types in a form ("Nothing typed is lost"): kept in local storage under
 * a key of the form's own (per user and per resource) until sent, so a failed send, a reload
 * or an expired session keeps them; a sent form clears its draft. Unreadable or foreign data
 * is ignored, never trusted. Every form that keeps a draft uses this module (`useDraft` for a
 * piece of state, `useFormDraft` for a react-hook-form form).
 */

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** The stored draft, if it parses and passes `accept`; null otherwise. */
export function readDraft<T>(key: string, accept: (value: unknown) => value is T): T | null {
  const raw = storage()?.getItem(key);
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return accept(value) ? value : null;
  } catch {
    return null;
  }
}

/** Stores a draft; a full or unavailable storage only loses the draft, never the screen. */
export function writeDraft(key: string, value: unknown): void {
  try {
    storage()?.setItem(key, JSON.stringify(value));
  } catch {
    // Quota exceeded or storage disabled: the answer stays on screen.
  }
}

export function clearDraft(key: string): void {
  try {
    storage()?.removeItem(key);
  } catch {
    // Nothing to clear.
  }
}

/** Draft writes wait this long after the last change (typing stays smooth). */
const WRITE_DELAY_MS = 250;

/**
 * A piece of form state kept as a draft: starts from the stored draft (or `initial`), writes
 * each change shortly after it (and at once when the page is hidden or the form unmounts),
 * and `clear()` forgets it once the form is sent.
 */
export function useDraft<T>(
  key: string,
  initial: T,
  accept: (value: unknown) => value is T,
): [T, (next: T) => void, () => void] {
  const [value, setValue] = useState<T>(() => readDraft(key, accept) ?? initial);
  const pending = useRef<{ value: T } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const flush = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    if (pending.current) writeDraft(key, pending.current.value);
    pending.current = null;
  }, [key]);

  useEffect(() => {
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [flush]);

  const update = useCallback(
    (next: T) => {
      setValue(next);
      pending.current = { value: next };
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(flush, WRITE_DELAY_MS);
    },
    [flush],
  );

  const clear = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    pending.current = null;
    clearDraft(key);
  }, [key]);

  return [value, update, clear];
}

export const isString = (value: unknown): value is string => typeof value === 'string';

export const isStringRecord = (value: unknown): value is Record<string, string> =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.values(value).every((v) => typeof v === 'string');

/**
 * A draft of an object form is accepted when it holds only fields the form has, each of the
 * same kind as the form's own (text, number, boolean, list of texts): stored data may be
 * stale, from an older version of the form, or edited by hand.
 */
export function isDraftOf<T extends object>(template: T) {
  const kinds = new Map(
    Object.entries(template).map(([key, value]) => [
      key,
      Array.isArray(value) ? 'array' : value === null ? 'null' : typeof value,
    ]),
  );
  return (value: unknown): value is Partial<T> =>
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.entries(value).every(([key, field]) => {
      const kind = kinds.get(key);
      if (!kind) return false;
      if (kind === 'array')
        return Array.isArray(field) && field.every((item) => typeof item === 'string');
      return field === null || typeof field === kind || kind === 'null';
    });
}
