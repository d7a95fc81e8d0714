import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { ErrorSummary } from '@/shared/forms/ErrorSummary';
import { errorSummaryItems } from '@/shared/forms/errorSummaryItems';
import { OfferFields } from './offerForm/OfferFields';
import { OFFER_LABELS, useOfferForm, type OfferFormOptions } from './offerForm/useOfferForm';

interface Props extends OfferFormOptions {
  onCancel: () => void;
  submitLabel: string;
  label: string;
}

/**
 * The offer form (new and edit): labelled fields with the server's limits, server 422
 * `details` on their fields, and a guard against leaving with unsaved changes. A failed
 * save keeps everything that was typed.
 */
export function OfferForm({ onCancel, submitLabel, label, ...options }: Props) {
  const { form, onSubmit, failureAlert, conflictAlert } = useOfferForm(options);
  const { errors, isSubmitting, submitCount } = form.formState;

  return (
    <Stack component="form" noValidate spacing={2.5} onSubmit={onSubmit} aria-label={label}>
      <ErrorSummary items={errorSummaryItems(errors, OFFER_LABELS)} attempt={submitCount} />
      {failureAlert}
      {conflictAlert}
      <OfferFields form={form} />
      <Stack direction="row" spacing={1.5}>
        <Button type="submit" variant="contained" disabled={isSubmitting}>
          {isSubmitting ? 'Guardando...' : submitLabel}
        </Button>
        <Button type="button" variant="text" onClick={onCancel} disabled={isSubmitting}>
          Cancelar
        </Button>
      </Stack>
    </Stack>
  );
}
