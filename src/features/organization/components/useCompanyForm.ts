import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useSnackbar } from '@/shared/feedback';
import { isDraftOf } from '@/shared/forms/drafts';
import { useFormDraft } from '@/shared/forms/useFormDraft';
import { useFormSubmission } from '@/shared/forms/useFormSubmission';
import { useVersionedEdit } from '@/shared/forms/useVersionedEdit';
import { changedKeys, pick } from '@/shared/forms/versionedEdit';
import { useUnsavedChangesGuard } from '@/shared/forms/useUnsavedChangesGuard';
import { useUpdateCompanyProfileMutation } from '../api';
import {
  COMPANY_FIELDS,
  COMPANY_LABELS,
  companyBody,
  companyFormValues,
  companySchema,
  conflictField,
  type CompanyFormOutput,
  type CompanyFormValues,
} from '../companyForm';
import type { Company } from '../model';

/**
 * The company profile's edit: guarded on leaving, kept as a draft until saved or discarded,
 * following newer versions while untouched and sending only what changed, with its version.
 */
export function useCompanyForm(company: Company) {
  const showSnackbar = useSnackbar();
  const [updateCompany] = useUpdateCompanyProfileMutation();
  const form = useForm<CompanyFormValues, unknown, CompanyFormOutput>({
    resolver: zodResolver(companySchema),
    defaultValues: companyFormValues(company),
  });
  const {
    handleSubmit,
    reset,
    setError,
    formState: { errors, isDirty, isSubmitting },
  } = form;
  useUnsavedChangesGuard(isDirty && !isSubmitting);

  // Another tab or a refetch brought a new version: the form follows it unless the user is
  // editing; a save sends only what changed, with the version it is based on.
  const versioned = useVersionedEdit({
    resource: company,
    toValues: companyFormValues,
    form,
    message: 'Los datos de la empresa cambiaron mientras los editabas',
    labels: COMPANY_LABELS,
  });

  // What was typed survives a reload until saved or discarded (after the reset above).
  useFormDraft(
    form,
    `talentia:form-draft:company:${company.id}`,
    isDirty,
    isDraftOf(companyFormValues(company)),
  );
  const submission = useFormSubmission<CompanyFormValues>({
    form,
    fallback: 'No se pudieron guardar los cambios. Inténtalo de nuevo.',
    fieldOf: (key) => COMPANY_FIELDS.find((name) => name === key) ?? null,
    // The company changed meanwhile (versions); or a name or tax id already taken: the field
    // says so, and takes the focus.
    onConflict: (error) => {
      if (versioned.onConflict(error)) return true;
      setError(conflictField(error.message), { message: error.message }, { shouldFocus: true });
      return true;
    },
    describe: (error) => `No se pudieron guardar los cambios. ${error.message}`,
  });

  const onSubmit = handleSubmit(async (values) => {
    const changed = changedKeys(
      versioned.baseValues ?? companyFormValues(company),
      form.getValues(),
    );
    const saved = await submission.run(() =>
      versioned.save((version) =>
        updateCompany({
          companyId: company.id,
          body: { ...pick(companyBody(values), changed), version },
        }).unwrap(),
      ),
    );
    if (!saved.ok) return;
    versioned.saved(saved.value);
    reset(companyFormValues(saved.value));
    showSnackbar('Cambios guardados', 'success');
  });

  const field = (name: keyof CompanyFormValues) => ({
    error: Boolean(errors[name]),
    helperText: errors[name]?.message,
  });

  return {
    form,
    field,
    onSubmit,
    failureAlert: submission.failureAlert,
    conflictAlert: versioned.conflictAlert,
    discard: () => reset(companyFormValues(company)),
  };
}
