import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type DefaultValues, type FieldPath, type FieldValues } from 'react-hook-form';
import { useSnackbar } from '@/shared/feedback';
import type { z } from '@/shared/zod';
import { isDraftOf } from './drafts';
import { fieldProps } from './fieldProps';
import { useFormDraft } from './useFormDraft';
import { useFormSubmission, type SubmissionError } from './useFormSubmission';
import { useUnsavedChangesGuard } from './useUnsavedChangesGuard';
import { useVersionedEdit } from './useVersionedEdit';
import { changedKeys, pick, type Versioned } from './versionedEdit';

export interface VersionedFormOptions<R extends Versioned, V extends FieldValues, B> {
  /** The resource as the app has it now (its query's data). */
  resource: R;
  schema: z.ZodType<V, V>;
  toValues: (resource: R) => V;
  /** The request body of the values (before only the changed fields are kept). */
  toBody: (values: V) => B;
  /** The fields as the form labels them (what a conflict says changed, the error summary). */
  labels: Record<keyof V & string, string>;
  /** Where what was typed is kept until saved or discarded (`talentia:form-draft:…`). */
  draftKey: string;
  /** What a conflict says first ("Tu perfil cambió mientras lo editabas"). */
  changedMessage: string;
  /** What the snackbar says once saved. */
  savedMessage: string;
  /** Saves the changed fields with the version they are based on; answers the new resource. */
  save: (body: Partial<B> & { version: number | undefined }) => Promise<R>;
  /** The failure's message when the server gives none, and how a failure reads. */
  fallback: string;
  describe: (error: SubmissionError) => string;
  /** A failed submit focuses the error summary (true) or the first field in error. */
  summary?: boolean;
  /** The form field a server's detail belongs to. */
  fieldOf?: (key: string) => FieldPath<V> | null;
  /** A 409 other than a version conflict, said on a field (true when handled). */
  onConflict?: (error: SubmissionError) => boolean;
}

/**
 * A form that edits a versioned resource (a profile, the company): what was typed is guarded
 * on leaving and survives a reload until saved or discarded; a newer version while nothing is
 * typed is shown; a save sends only what changed, with the version it is based on
 * (docs/api.md "Concurrent edits"), and resets the form to the saved resource.
 */
export function useVersionedForm<R extends Versioned, V extends FieldValues, B extends object>(
  options: VersionedFormOptions<R, V, B>,
) {
  const { resource, schema, toValues, toBody, labels, save, summary = false } = options;
  const snackbar = useSnackbar();
  const form = useForm<V>({
    resolver: zodResolver(schema),
    shouldFocusError: !summary,
    defaultValues: toValues(resource) as DefaultValues<V>,
  });
  const { handleSubmit, reset, formState } = form;
  useUnsavedChangesGuard(formState.isDirty && !formState.isSubmitting);

  const versioned = useVersionedEdit({
    resource,
    toValues,
    form,
    message: options.changedMessage,
    labels,
  });
  // After the versioned edit's own reset to a newer version.
  useFormDraft(form, options.draftKey, formState.isDirty, isDraftOf(toValues(resource)));
  const submission = useFormSubmission<V>({
    form,
    fallback: options.fallback,
    summary,
    fieldOf: options.fieldOf,
    onConflict: (error) => versioned.onConflict(error) || (options.onConflict?.(error) ?? false),
    describe: options.describe,
  });

  const onSubmit = handleSubmit(async (values) => {
    const changed = changedKeys(versioned.baseValues ?? toValues(resource), values);
    const saved = await submission.run(() =>
      versioned.save((version) => save({ ...pick(toBody(values), changed), version })),
    );
    if (!saved.ok) return;
    versioned.saved(saved.value);
    reset(toValues(saved.value));
    snackbar(options.savedMessage, 'success');
  });

  return {
    form,
    field: fieldProps(form),
    labels,
    onSubmit,
    discard: () => reset(toValues(resource)),
    failureAlert: submission.failureAlert,
    conflictAlert: versioned.conflictAlert,
  };
}
