import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { OfferBody, StaffJobOffer } from '../../model';
import {
  offerBody,
  offerDetailsToFields,
  offerFormValues,
  offerSchema,
  type OfferField,
  type OfferFormValues,
} from '../../offerForm';
import { useFormSubmission, type SubmissionError } from '@/shared/forms/useFormSubmission';
import { useUnsavedChangesGuard } from '@/shared/forms/useUnsavedChangesGuard';
import { useVersionedEdit } from '@/shared/forms/useVersionedEdit';
import { changedFields } from '@/shared/forms/versionedEdit';

/** The fields in the form's order, named as their labels (the error summary's links). */
export const OFFER_LABELS: Record<OfferField, string> = {
  title: 'Título',
  description: 'Descripción',
  category: 'Categoría',
  modality: 'Modalidad',
  seniority: 'Nivel',
  city: 'Ciudad',
  country: 'País',
  requiredSkills: 'Habilidades requeridas',
  salaryMin: 'Salario mínimo',
  salaryMax: 'Salario máximo',
  currency: 'Moneda',
};

export interface OfferFormOptions {
  initialValues: OfferFormValues;
  /**
   * The offer being edited (none: a new one). Its save sends only the changed fields with
   * the version they were based on; another tab's or person's save meanwhile is a conflict
   * the form shows, keeping what was typed (docs/api.md "Concurrent edits").
   */
  offer?: StaffJobOffer;
  /** Save the body; throws the `ApiError` on failure. Resolves once saved (with the offer). */
  onSave: (body: OfferBody) => Promise<StaffJobOffer | void>;
  /** Called after a successful save, once leaving is allowed (navigate from here). */
  onSaved: () => void;
  /**
   * A 409 the page resolves itself (e.g. the offer changed meanwhile: reload it, keep the
   * edits); true when handled.
   */
  onConflict?: (error: SubmissionError) => boolean;
}

/**
 * The offer form's state and save: server 422 `details` on their fields, versioned edits
 * (only the changed fields, a conflict kept visible) and the guard against leaving with
 * unsaved changes. A failed save keeps everything that was typed.
 */
export function useOfferForm({
  initialValues,
  offer,
  onSave,
  onSaved,
  onConflict,
}: OfferFormOptions) {
  const form = useForm<OfferFormValues>({
    resolver: zodResolver(offerSchema),
    defaultValues: initialValues,
    // The error summary takes the focus on a failed submit.
    shouldFocusError: false,
  });
  const { handleSubmit, setError, reset, getValues, formState } = form;
  const versioned = useVersionedEdit({
    resource: offer ?? null,
    toValues: offerFormValues,
    form,
    message: 'Esta oferta cambió mientras la editabas',
    labels: OFFER_LABELS,
  });
  const submission = useFormSubmission({
    form,
    fallback: 'No se pudo guardar la oferta. Inténtalo de nuevo.',
    summary: true,
    onConflict: (error) => versioned.onConflict(error) || (onConflict?.(error) ?? false),
    onDetails: (details) => {
      const { fields, other } = offerDetailsToFields(details);
      const entries = Object.entries(fields) as [OfferField, string][];
      entries.forEach(([field, message], index) =>
        setError(field, { type: 'server', message }, { shouldFocus: index === 0 }),
      );
      return other;
    },
  });
  const { allowNextNavigation } = useUnsavedChangesGuard(
    formState.isDirty && !formState.isSubmitting,
  );

  const onSubmit = handleSubmit(async (values) => {
    const { baseValues } = versioned;
    const saved = await submission.run(() =>
      versioned.save((version) =>
        onSave(
          baseValues
            ? { ...changedFields(offerBody(baseValues), offerBody(values)), version }
            : offerBody(values),
        ),
      ),
    );
    if (!saved.ok) return;
    if (saved.value) versioned.saved(saved.value);
    reset(getValues());
    allowNextNavigation();
    onSaved();
  });

  return {
    form,
    onSubmit,
    failureAlert: submission.failureAlert,
    conflictAlert: versioned.conflictAlert,
  };
}
