import { zodResolver } from '@hookform/resolvers/zod';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useId, useRef, type FormEvent, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { ALERT_NAME_MAX_LENGTH } from '@/shared/domain';
import { useSnackbar } from '@/shared/feedback';
import { fieldProps } from '@/shared/forms/fieldProps';
import { FormDialogActions } from '@/shared/forms/FormDialogActions';
import { useFormSubmission } from '@/shared/forms/useFormSubmission';
import { alertNameSchema, type AlertNameOutput, type AlertNameValues } from '../alertForm';

interface Props {
  title: string;
  /** The name the field starts with (proposed, or the alert's own). */
  initialName: string;
  /** Shown above the field (e.g. the criteria the alert keeps). */
  children?: ReactNode;
  submitLabel: string;
  /** The failure's first words ("No se pudo crear la alerta."). */
  failurePrefix: string;
  /** Said in a snackbar once saved. */
  successMessage: string;
  /** Saves the name (rejects with the API's error). */
  onSave: (name: string) => Promise<unknown>;
  onClose: () => void;
}

/**
 * A job alert's name in a small dialog: to create one from the search, or to rename one. The
 * failure (e.g. the 20-alert limit) is shown inside it, what was typed kept. Mount it when it
 * opens: it starts from `initialName` each time.
 */
export function AlertNameDialog(props: Props) {
  const { title, initialName, children, submitLabel, failurePrefix, successMessage } = props;
  const titleId = useId();
  const snackbar = useSnackbar();
  const saving = useRef(false);
  const form = useForm<AlertNameValues, unknown, AlertNameOutput>({
    resolver: zodResolver(alertNameSchema),
    defaultValues: { name: initialName },
  });
  const {
    handleSubmit,
    formState: { isSubmitting },
  } = form;
  const submission = useFormSubmission<AlertNameValues>({
    form,
    fallback: `${failurePrefix} Inténtalo de nuevo.`,
    describe: (error, unplaced) =>
      [failurePrefix, error.details ? unplaced.join(' ') : error.message].join(' ').trim(),
  });

  const close = () => {
    if (!isSubmitting) props.onClose();
  };

  const save = handleSubmit(async ({ name }) => {
    const saved = await submission.run(() => props.onSave(name));
    if (!saved.ok) return;
    snackbar(successMessage, 'success');
    props.onClose();
  });
  // One save at a time, whatever the clicks and Enter keys.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving.current) return;
    saving.current = true;
    void save(event).finally(() => {
      saving.current = false;
    });
  };

  return (
    <Dialog open onClose={close} fullWidth maxWidth="xs" aria-labelledby={titleId}>
      <form noValidate onSubmit={onSubmit}>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 0.5 }}>
            {children}
            <TextField
              {...fieldProps(form)('name')}
              label="Nombre de la alerta"
              required
              autoFocus
              autoComplete="off"
              slotProps={{ htmlInput: { maxLength: ALERT_NAME_MAX_LENGTH } }}
            />
            {submission.failureAlert}
          </Stack>
        </DialogContent>
        <FormDialogActions onCancel={close} sending={isSubmitting} submitLabel={submitLabel} />
      </form>
    </Dialog>
  );
}
