import { useEffect, useRef } from 'react';
import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form';
import { clearDraft, readDraft, writeDraft } from './drafts';

/** Draft writes wait this long after the last change (typing stays smooth). */
const WRITE_DELAY_MS = 250;

/**
 * A react-hook-form form kept as a draft across a reload (the shared draft mechanism): the
 * stored draft's fields are put back on mount as unsaved changes (so the unsaved-changes
 * guard still asks), each change is stored shortly after it (at once when the page is
 * hidden), and the draft is forgotten once the form is clean again: saved (its `reset`) or
 * its changes discarded. `key` names the form and whose it is (null: keep no draft yet).
 *
 * Call it after any effect of the form that resets it to the server's data on mount.
 */
export function useFormDraft<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, 'getValues' | 'setValue' | 'subscribe'>,
  key: string | null,
  dirty: boolean,
  accept: (value: unknown) => value is Partial<T>,
): void {
  const dirtyRef = useRef(dirty);
  const acceptRef = useRef(accept);
  useEffect(() => {
    acceptRef.current = accept;
  });

  // Put the stored draft back once per key.
  useEffect(() => {
    if (!key) return;
    const draft = readDraft(key, acceptRef.current);
    if (!draft) return;
    for (const [name, value] of Object.entries(draft)) {
      form.setValue(name as Path<T>, value as PathValue<T, Path<T>>, { shouldDirty: true });
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  // Store each change shortly after it while there are unsaved changes.
  useEffect(() => {
    if (!key) return;
    let timer: ReturnType<typeof setTimeout> | null = null;
    const flush = () => {
      if (timer) clearTimeout(timer);
      timer = null;
      if (dirtyRef.current) writeDraft(key, form.getValues());
    };
    const unsubscribe = form.subscribe({
      formState: { values: true },
      callback: () => {
        if (timer) clearTimeout(timer);
        timer = setTimeout(flush, WRITE_DELAY_MS);
      },
    });
    window.addEventListener('pagehide', flush);
    return () => {
      unsubscribe();
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [form, key]);

  // Clean again (saved, or the changes discarded): nothing to keep. Only a change from dirty
  // to clean counts: a form mounts clean, before its draft is put back.
  useEffect(() => {
    const was = dirtyRef.current;
    dirtyRef.current = dirty;
    if (key && was && !dirty) clearDraft(key);
  }, [dirty, key]);
}
