import { useCallback, useEffect, useRef, useState, type ReactElement } from 'react';
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { useSnackbar } from '@/shared/feedback';
import { FormFailureAlert } from './FormFailureAlert';

/**
 * A failed call as every form meets it (the shape of the app's `ApiError`, kept here so that
 * shared code depends on no app module): the HTTP status (0: no answer), the server's Spanish
 * message, its machine-readable code and per-field `details` (400/422).
 */
export interface SubmissionError {
  status: number;
  message: string;
  code?: string;
  details?: Record<string, string>;
  /** A 409 `version_conflict`: the resource as it is now (for `onConflict`). */
  data?: unknown;
}

export function asSubmissionError(error: unknown): SubmissionError | null {
  if (!error || typeof error !== 'object') return null;
  const { status, message } = error as Partial<SubmissionError>;
  return typeof status === 'number' && typeof message === 'string'
    ? (error as SubmissionError)
    : null;
}

/** What `run` gives back: the action's value, or that it failed (already shown). */
export type SubmissionResult<T> = { ok: true; value: T } | { ok: false; error: unknown };

type AnyForm<T extends FieldValues> = Pick<
  UseFormReturn<T>,
  'setError' | 'getValues' | 'subscribe'
>;

export interface FormSubmissionOptions<T extends FieldValues> {
  /** The message when the failure says nothing usable (not an API error). */
  fallback: string;
  /**
   * The react-hook-form form, if the form is one: the server's `details` go on its fields
   * (by name, or through `fieldOf`; the next submit's validation replaces them), and an edit
   * after a failure clears the failure's message (it is stale).
   */
  form?: AnyForm<T>;
  /** The field a `details` key names (null: not a field, its message joins the failure's). */
  fieldOf?: (key: string) => FieldPath<T> | null;
  /** A form without react-hook-form places `details` itself; returns the messages it did not place. */
  onDetails?: (details: Record<string, string>) => string[];
  /**
   * The failure's text from the server's error (default: its message, then the unplaced
   * details); null when the fields the server refused say it all (nothing more is shown).
   */
  describe?: (error: SubmissionError, unplaced: string[]) => string | null;
  /**
   * A 409 the form resolves itself (e.g. the resource changed: reload it, keep the edits):
   * return true when handled, and nothing else is shown by this helper.
   */
  onConflict?: (error: SubmissionError) => boolean;
  /**
   * The form draws an `ErrorSummary` of its fields: when the server refused fields, the
   * summary takes the focus (the failure's message is shown beside it, unfocused).
   */
  summary?: boolean;
  /**
   * Where the failure is shown: `alert` (default), an alert at the form, scrolled into view
   * and focused; `snackbar` for a short form always in view (or one whose alert has no room).
   */
  display?: 'alert' | 'snackbar';
}

export interface FormSubmission {
  /** Runs the form's save; on failure shows it and resolves `{ ok: false }`. Never throws. */
  run: <R>(action: () => Promise<R>) => Promise<SubmissionResult<R>>;
  /** The failure's message, while it is shown (null otherwise). */
  failure: string | null;
  /** The failure drawn where the user is looking (null when none, or in a snackbar). */
  failureAlert: ReactElement | null;
  /** Shows a failure found by the form itself (e.g. a check before sending). */
  fail: (message: string, options?: { focus?: boolean }) => void;
  /** Forgets the failure (e.g. the user changed what it was about). */
  clear: () => void;
}

const defaultDescribe = (error: SubmissionError, unplaced: string[]) =>
  [error.message, ...unplaced].join('. ');

/**
 * The one way a form of this product submits (issue 28.7). On failure it shows the server's
 * Spanish message where the user is looking (an alert scrolled into view and focused, or a
 * snackbar), puts 422 `details` on their fields, and keeps every typed value (it never resets
 * the form); a 409 may go to the form's own `onConflict`. The failure is cleared by the next
 * submit, by a success, or (react-hook-form) by an edit after it.
 */
export function useFormSubmission<T extends FieldValues = FieldValues>(
  options: FormSubmissionOptions<T>,
): FormSubmission {
  const snackbar = useSnackbar();
  const [state, setState] = useState<{ message: string; attempt: number; focus: boolean } | null>(
    null,
  );
  const attempts = useRef(0);
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });
  const display = options.display ?? 'alert';

  const clear = useCallback(() => setState(null), []);

  const fail = useCallback(
    (message: string, { focus = true }: { focus?: boolean } = {}) => {
      attempts.current += 1;
      if (latest.current.display === 'snackbar') {
        snackbar(message, 'error');
        setState(null);
      } else setState({ message, attempt: attempts.current, focus });
    },
    [snackbar],
  );

  // An edit after a failure makes its message stale (the user is fixing it).
  const form = options.form;
  const failed = state !== null;
  useEffect(() => {
    if (!form || !failed) return;
    return form.subscribe({
      formState: { values: true },
      callback: () => setState(null),
    });
  }, [form, failed]);

  const run = useCallback(
    async <R,>(action: () => Promise<R>): Promise<SubmissionResult<R>> => {
      const { form: rhf } = latest.current;
      setState(null);
      try {
        const value = await action();
        return { ok: true, value };
      } catch (raw) {
        const { fallback, fieldOf, onDetails, describe, onConflict, summary } = latest.current;
        const error = asSubmissionError(raw);
        if (!error) {
          fail(fallback);
          return { ok: false, error: raw };
        }
        if (error.status === 409 && onConflict?.(error)) return { ok: false, error: raw };
        let unplaced: string[] = [];
        let placed = 0;
        if (error.details) {
          if (onDetails) {
            unplaced = onDetails(error.details);
            placed = Object.keys(error.details).length - unplaced.length;
          } else if (rhf) {
            const values = rhf.getValues() as Record<string, unknown>;
            for (const [key, message] of Object.entries(error.details)) {
              const name = fieldOf ? fieldOf(key) : key in values ? (key as FieldPath<T>) : null;
              if (name) {
                rhf.setError(name, { type: 'server', message });
                placed += 1;
              } else unplaced.push(message);
            }
          } else unplaced = Object.values(error.details);
        }
        // The fields' summary takes the focus when the server refused fields; the message
        // is shown beside it.
        const message = (describe ?? defaultDescribe)(error, unplaced);
        if (message) fail(message, { focus: !(summary && placed > 0) });
        // `fail` subscribes edits after this commit: server errors set above are not edits.
        return { ok: false, error: raw };
      }
    },
    [fail],
  );

  const failureAlert =
    state && display === 'alert' ? (
      <FormFailureAlert attempt={state.attempt} focus={state.focus}>
        {state.message}
      </FormFailureAlert>
    ) : null;

  return { run, failure: state?.message ?? null, failureAlert, fail, clear };
}
