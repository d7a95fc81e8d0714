import Button from '@mui/material/Button';
import { useCallback, useEffect, useRef, useState, type ReactElement } from 'react';
import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form';
import { ConflictAlert } from './ConflictAlert';
import { mergeEdits, type Versioned } from './versionedEdit';

type VersionedForm<V extends FieldValues> = Pick<
  UseFormReturn<V>,
  'getValues' | 'reset' | 'setValue' | 'formState'
>;

export interface VersionedEditOptions<R extends Versioned, V extends FieldValues> {
  /** The resource as the app has it now (its query's data); null: a new one (no versions). */
  resource: R | null;
  /** The form's values for a version of the resource. */
  toValues: (resource: R) => V;
  form: VersionedForm<V>;
  /** What a conflict says first, e.g. "Esta oferta cambió mientras la editabas". */
  message: string;
  /** The fields' names as the form labels them, to say what changed. */
  labels: Partial<Record<keyof V & string, string>>;
}

export interface VersionedEdit<R extends Versioned, V extends FieldValues> {
  /** The version the form's values are based on, sent with the save (undefined: new). */
  version: number | undefined;
  /** The form's values at that version: what a save compares with to send only changes. */
  baseValues: V | null;
  /**
   * Runs a save with the version it is based on. A conflict with a write that changed none of
   * this form's fields (the user's new photo while the profile form is open) is no conflict
   * for the user: the save runs again on the current version. Any other failure is thrown.
   */
  save: <T>(action: (version: number | undefined) => Promise<T>) => Promise<T>;
  /** After a save: its answer is the new base. */
  saved: (resource: R) => void;
  /** For `useFormSubmission`'s `onConflict`: a 409 `version_conflict` is handled here. */
  onConflict: (error: { code?: string; data?: unknown }) => boolean;
  /** The conflict, drawn where the user is looking (null when there is none). */
  conflictAlert: ReactElement | null;
}

type Conflict<R> =
  | { stage: 'found'; current: R; attempt: number }
  | { stage: 'merged'; both: string[]; attempt: number };

const listOf = (names: string[]) =>
  names.length <= 1
    ? (names[0] ?? '')
    : `${names.slice(0, -1).join(', ')} y ${names[names.length - 1]}`;

/**
 * A form that edits a versioned resource (offer, company, profile): the save sends only the
 * changed fields with the version they were based on; when somebody else saved meanwhile
 * (409 `version_conflict`, with the current resource), the form says so where the user is
 * looking, keeps everything typed, and offers "Cargar la versión actual": the current version
 * with the user's edits laid over it, to check and save again. A version that arrives while
 * the form is untouched (a refetch) simply becomes the form's values.
 */
export function useVersionedEdit<R extends Versioned, V extends FieldValues>(
  options: VersionedEditOptions<R, V>,
): VersionedEdit<R, V> {
  const { resource, toValues, form, message, labels } = options;
  const [base, setBase] = useState<R | null>(resource);
  const [conflict, setConflict] = useState<Conflict<R> | null>(null);
  const attempts = useRef(0);
  const latest = useRef(options);
  const baseRef = useRef(base);
  useEffect(() => {
    latest.current = options;
    baseRef.current = base;
  });

  // A newer version while nothing is typed (a refetch, another tab's save) becomes the base,
  // and the form shows it; so does a save's answer.
  const dirty = form.formState.isDirty;
  if (!dirty && resource && base && resource.version > base.version) setBase(resource);
  const shown = useRef(base);
  useEffect(() => {
    if (!base || shown.current === base) return; // The form was made with it (or a draft).
    shown.current = base;
    const { form: rhf, toValues: valuesOf } = latest.current;
    if (!rhf.formState.isDirty) rhf.reset(valuesOf(base));
  }, [base]);

  const save = useCallback(
    async <T,>(action: (version: number | undefined) => Promise<T>): Promise<T> => {
      const from = baseRef.current;
      try {
        return await action(from?.version);
      } catch (error) {
        const { code, data } = (error ?? {}) as { code?: string; data?: unknown };
        const current = data as R | undefined;
        if (code !== 'version_conflict' || !from || typeof current?.version !== 'number')
          throw error;
        const { toValues: valuesOf, form: rhf } = latest.current;
        if (mergeEdits(valuesOf(current), valuesOf(from), rhf.getValues()).theirs.length)
          throw error;
        baseRef.current = current;
        setBase(current);
        return action(current.version);
      }
    },
    [],
  );

  const saved = useCallback((next: R) => {
    setBase(next);
    setConflict(null);
  }, []);

  const onConflict = useCallback((error: { code?: string; data?: unknown }) => {
    const current = error.data as R | undefined;
    if (!latest.current.resource) return false;
    if (error.code !== 'version_conflict' || typeof current?.version !== 'number') return false;
    attempts.current += 1;
    setConflict({ stage: 'found', current, attempt: attempts.current });
    return true;
  }, []);

  const loadCurrent = (current: R) => {
    const { toValues: valuesOf, form: rhf, labels: names } = latest.current;
    const merged = mergeEdits(valuesOf(current), valuesOf(base ?? current), rhf.getValues());
    // The current version is the form's base; the user's edits stay on it, as edits.
    rhf.reset(valuesOf(current));
    for (const key of merged.mine) {
      const name = key as Path<V>;
      rhf.setValue(name, merged.values[key] as PathValue<V, Path<V>>, { shouldDirty: true });
    }
    setBase(current);
    attempts.current += 1;
    setConflict({
      stage: 'merged',
      both: merged.both.map((key) => names[key] ?? key),
      attempt: attempts.current,
    });
  };

  let conflictAlert: ReactElement | null = null;
  if (conflict?.stage === 'found' && base) {
    const theirs = mergeEdits(toValues(conflict.current), toValues(base), form.getValues())
      .theirs.map((key) => labels[key])
      .filter((name): name is string => Boolean(name));
    conflictAlert = (
      <ConflictAlert
        key={conflict.attempt}
        severity="warning"
        title={`${message}.`}
        action={
          <Button color="inherit" size="small" onClick={() => loadCurrent(conflict.current)}>
            Cargar la versión actual
          </Button>
        }
      >
        {theirs.length
          ? `Otra persona guardó cambios en ${listOf(theirs)}. `
          : 'Otra persona guardó cambios. '}
        Tus cambios siguen aquí: carga la versión actual para verlos sobre ella y vuelve a guardar.
      </ConflictAlert>
    );
  } else if (conflict?.stage === 'merged') {
    conflictAlert = (
      <ConflictAlert key={conflict.attempt} severity="info" title="Se cargó la versión actual.">
        Tus cambios se mantienen sobre ella
        {conflict.both.length
          ? `; en ${listOf(conflict.both)} quedó tu texto en lugar del guardado por la otra persona`
          : ''}
        . Revisa y vuelve a guardar.
      </ConflictAlert>
    );
  }

  return {
    version: base?.version,
    baseValues: base ? toValues(base) : null,
    save,
    saved,
    onConflict,
    conflictAlert,
  };
}
