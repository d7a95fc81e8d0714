import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useSnackbar } from '@/shared/feedback';
import { nestedErrorSummaryItems } from '@/shared/forms/errorSummaryItems';
import { useFormSubmission } from '@/shared/forms/useFormSubmission';
import { useUnsavedChangesGuard } from '@/shared/forms/useUnsavedChangesGuard';
import { useVersionedEdit } from '@/shared/forms/useVersionedEdit';
import { useSaveJobOfferStagesMutation, useUploadStageFileMutation } from '../../api';
import type { StaffJobOffer } from '../../model';
import { stageErrorLabel } from '../../stageErrorLabels';
import {
  stageDetailsToFields,
  stagesBody,
  stagesFormValues,
  stagesSchema,
  type StagesFormValues,
} from '../../stagesForm';
import { atStatementFile } from './fieldParts';

/** The designer's values for a version of the offer. */
const stagesOf = (offer: StaffJobOffer) => stagesFormValues(offer.stages);

/**
 * The stage designer's form: its values, its error summary, and its save (the pending PDFs
 * first, then the stages against the offer's version).
 */
export function useStageDesignerForm(offer: StaffJobOffer) {
  const [save] = useSaveJobOfferStagesMutation();
  const [upload] = useUploadStageFileMutation();
  const snackbar = useSnackbar();
  const form = useForm<StagesFormValues>({
    resolver: zodResolver(stagesSchema),
    defaultValues: stagesFormValues(offer.stages),
    // The error summary takes the focus after a failed submit (its links lead to the fields).
    shouldFocusError: false,
  });
  const {
    handleSubmit,
    reset,
    setError,
    setValue,
    formState: { isDirty, isSubmitting, errors },
  } = form;
  // The whole list's own message has its alert by the list; every other error is summarised.
  const summary = nestedErrorSummaryItems(errors, stageErrorLabel).filter(
    (item) => item.name !== 'stages',
  );
  useUnsavedChangesGuard(isDirty && !isSubmitting);

  // The stages share the offer's version: a save based on an older one is a conflict said
  // here, keeping the stages as designed (docs/api.md "Concurrent edits").
  const versioned = useVersionedEdit({
    resource: offer,
    toValues: stagesOf,
    form,
    message: 'Esta oferta cambió mientras la editabas',
    labels: { stages: 'las etapas' },
  });
  const submission = useFormSubmission({
    form,
    fallback: 'No se pudieron guardar las etapas. Inténtalo de nuevo.',
    summary: true,
    onConflict: versioned.onConflict,
    onDetails: (details) => {
      const { fields: fieldErrors, other } = stageDetailsToFields(details);
      fieldErrors.forEach(([path, message], index) =>
        setError(path as 'stages', { type: 'server', message }, { shouldFocus: index === 0 }),
      );
      return other;
    },
    describe: (error, other) =>
      error.status === 409 || other.length || !error.details
        ? [error.message, ...other].join('. ')
        : `${error.message}. Revisa los campos marcados.`,
  });

  // A PDF chosen for a task is sent when saving, before the stages that name it; once sent it
  // is kept in the form, so that a retry after a failure does not send it again. A refused
  // upload is said at its file, as the server's refusal of the stage's file would be.
  const uploadPending = async (values: StagesFormValues): Promise<StagesFormValues> => {
    const stages = await Promise.all(
      values.stages.map(async (stage, index) => {
        const pending = stage.type === 'technical' ? stage.statementFile : null;
        if (!pending?.file || pending.id) return stage;
        const stored = await upload({ offerId: offer.id, file: pending.file })
          .unwrap()
          .catch((raw: unknown) => {
            throw atStatementFile(raw, index);
          });
        const statementFile = { id: stored.id, name: stored.name, size: stored.size };
        setValue(`stages.${index}.statementFile`, statementFile);
        return { ...stage, statementFile };
      }),
    );
    return { ...values, stages };
  };

  const onSubmit = handleSubmit(
    async (values) => {
      const saved = await submission.run(async () => {
        const ready = await uploadPending(values);
        return versioned.save((version) =>
          save({ id: offer.id, stages: stagesBody(ready), version }).unwrap(),
        );
      });
      if (!saved.ok) return;
      versioned.saved(saved.value);
      reset(stagesFormValues(saved.value.stages));
      snackbar('Etapas guardadas', 'success');
    },
    // A submit the fields' checks stop: the summary takes over, an older failure is stale.
    () => submission.clear(),
  );

  return { form, summary, submission, versioned, onSubmit };
}
