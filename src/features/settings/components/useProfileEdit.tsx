import type { FieldValues, Path, Resolver } from 'react-hook-form';
import { useForm, type DefaultValues } from 'react-hook-form';
import type { UserDetails } from '@/features/auth';
import { useSnackbar } from '@/shared/feedback';
import { isDraftOf } from '@/shared/forms/drafts';
import { useFormDraft } from '@/shared/forms/useFormDraft';
import { useFormSubmission } from '@/shared/forms/useFormSubmission';
import { useUnsavedChangesGuard } from '@/shared/forms/useUnsavedChangesGuard';
import { useVersionedEdit } from '@/shared/forms/useVersionedEdit';
import { changedKeys } from '@/shared/forms/versionedEdit';

const PROFILE_CHANGED = 'Tu perfil cambió mientras lo editabas';

interface Options<V extends FieldValues> {
  details: UserDetails;
  resolver: Resolver<V>;
  toValues: (details: UserDetails) => V;
  labels: Record<keyof V & string, string>;
  /** The draft's name, kept per user (`profile`, `staff-profile`). */
  draft: string;
  /** Saves the changed fields with the version they are based on; answers the new details. */
  save: (values: V, changed: string[], version: number | undefined) => Promise<UserDetails>;
}

/**
 * A profile form (the candidate's or the staff's): what was typed is guarded on leaving and
 * survives a reload until saved or discarded (per user); a newer version while nothing is
 * typed is shown; a save sends only what changed, with the version it is based on
 * (docs/api.md "Concurrent edits").
 */
export function useProfileEdit<V extends FieldValues>(options: Options<V>) {
  const { details, resolver, toValues, labels, draft, save } = options;
  const snackbar = useSnackbar();
  const form = useForm<V>({
    resolver,
    // The error summary takes the focus on a failed submit.
    shouldFocusError: false,
    defaultValues: toValues(details) as DefaultValues<V>,
  });
  const { handleSubmit, reset, formState } = form;

  useUnsavedChangesGuard(formState.isDirty && !formState.isSubmitting);
  useFormDraft(
    form,
    `talentia:form-draft:${draft}:${details.id}`,
    formState.isDirty,
    isDraftOf(toValues(details)),
  );
  const versioned = useVersionedEdit({
    resource: details,
    toValues,
    form,
    message: PROFILE_CHANGED,
    labels,
  });
  const submission = useFormSubmission({
    form,
    fallback: 'No se pudo guardar el perfil. Inténtalo de nuevo.',
    summary: true,
    onConflict: versioned.onConflict,
    describe: (error) => `No se pudo guardar el perfil: ${error.message}`,
  });

  const onSubmit = handleSubmit(async (values) => {
    const changed = changedKeys(versioned.baseValues ?? toValues(details), values);
    const saved = await submission.run(() =>
      versioned.save((version) => save(values, changed, version)),
    );
    if (!saved.ok) return;
    versioned.saved(saved.value);
    reset(toValues(saved.value));
    snackbar('Perfil actualizado', 'success');
  });

  /** A text field's registration with its error. */
  const field = (name: Path<V>) => ({
    ...form.register(name),
    error: !!formState.errors[name],
    helperText: formState.errors[name]?.message as string | undefined,
  });

  return {
    form,
    field,
    onSubmit,
    discard: () => reset(toValues(details)),
    alerts: (
      <>
        {submission.failureAlert}
        {versioned.conflictAlert}
      </>
    ),
  };
}
