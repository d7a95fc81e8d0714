import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Drafts of a stage's answer (issue 11, "Nothing typed is lost"): kept in local storage per
 * application and stage until sent, so a failed send, a reload or an expired session keeps
 * them; a sent stage clears its draft. Unreadable or foreign data is ignored, never trusted.
 */
const PREFIX = 'talentia:stage-draft:';

export const draftKey = (applicationId: string, stageId: string) =>
  `${PREFIX}${applicationId}:${stageId}`;

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
 * and `clear()` forgets it once the stage is sent.
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
