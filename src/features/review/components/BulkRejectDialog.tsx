import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useFormSubmission } from '@/shared/forms/useFormSubmission';
import { z } from '@/shared/zod';
import { useBulkRejectAttemptsMutation } from '../api';
import {
  countText,
  REJECTION_REASONS,
  rejectionFeedback,
  rejectionReasonLabel,
  type RejectionReason,
} from '@/shared/domain';
import type { BulkReviewResult } from '../model';

/** Longest comment the API takes (docs/api.md). */
export const COMMENT_MAX = 1000;
const REASONS: readonly string[] = REJECTION_REASONS;

const schema = z
  .object({
    reason: z.string().refine((value) => REASONS.includes(value), {
      message: 'Elige un motivo',
    }),
    comment: z
      .string()
      .max(COMMENT_MAX, `Hasta ${COMMENT_MAX} caracteres`)
      .transform((text) => text.trim()),
  })
  .refine((values) => values.reason !== 'other' || values.comment !== '', {
    path: ['comment'],
    message: 'Explica el motivo a los candidatos',
  });
type FormValues = z.input<typeof schema>;
type FormOutput = z.output<typeof schema>;

interface Props {
  /** The attempts to reject (the dialog is open while there are some). */
  attemptIds: string[] | null;
  onClose: () => void;
  /** The server's answer: what it rejected and what it skipped. */
  onDone: (result: BulkReviewResult) => void;
}

/**
 * "Rechazar seleccionados": one reason from a short list (plus words of one's own) for every
 * selected attempt, in one request; the candidates read it in their result, shown here first.
 */
export function BulkRejectDialog({ attemptIds, onClose, onDone }: Props) {
  const open = attemptIds !== null && attemptIds.length > 0;
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="bulk-reject">
      {open ? <RejectForm attemptIds={attemptIds} onClose={onClose} onDone={onDone} /> : null}
    </Dialog>
  );
}

function RejectForm({
  attemptIds,
  onClose,
  onDone,
}: {
  attemptIds: string[];
  onClose: () => void;
  onDone: (result: BulkReviewResult) => void;
}) {
  const [reject, state] = useBulkRejectAttemptsMutation();
  const form = useForm<FormValues, unknown, FormOutput>({
    resolver: zodResolver(schema),
    defaultValues: { reason: '', comment: '' },
  });
  const submission = useFormSubmission<FormValues>({
    form,
    fallback: 'No se pudieron rechazar los intentos.',
  });
  const [reason, comment] = useWatch({ control: form.control, name: ['reason', 'comment'] });
  const count = attemptIds.length;
  const what = countText(count, { one: 'intento', many: 'intentos' });
  const preview = REASONS.includes(reason)
    ? rejectionFeedback(reason as RejectionReason, comment)
    : '';

  const submit = async (values: FormOutput) => {
    const result = await submission.run(() =>
      reject({
        attemptIds,
        reason: values.reason as RejectionReason,
        comment: values.comment || null,
      }).unwrap(),
    );
    if (result.ok) onDone(result.value);
  };

  return (
    <Box component="form" noValidate onSubmit={form.handleSubmit(submit)}>
      <DialogTitle id="bulk-reject">Rechazar {what}</DialogTitle>
      <DialogContent>
        {submission.failureAlert}
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          Las postulaciones terminan en esta etapa y cada candidato recibe el motivo en su
          resultado.
        </Typography>
        <Controller
          control={form.control}
          name="reason"
          render={({ field, fieldState }) => (
            <FormControl error={Boolean(fieldState.error)} required component="fieldset">
              <FormLabel component="legend">Motivo</FormLabel>
              <RadioGroup
                name={field.name}
                value={field.value}
                onChange={(event) => field.onChange(event.target.value)}
                onBlur={field.onBlur}
                aria-describedby={fieldState.error ? 'bulk-reject-reason-error' : undefined}
              >
                {REJECTION_REASONS.map((value, index) => (
                  <FormControlLabel
                    key={value}
                    value={value}
                    label={rejectionReasonLabel(value)}
                    control={
                      <Radio slotProps={{ input: { ref: index === 0 ? field.ref : undefined } }} />
                    }
                  />
                ))}
              </RadioGroup>
              {fieldState.error ? (
                <FormHelperText id="bulk-reject-reason-error">
                  {fieldState.error.message}
                </FormHelperText>
              ) : null}
            </FormControl>
          )}
        />
        <Controller
          control={form.control}
          name="comment"
          render={({ field, fieldState }) => (
            <TextField
              {...field}
              inputRef={field.ref}
              label="Comentario para los candidatos"
              multiline
              minRows={3}
              required={reason === 'other'}
              error={Boolean(fieldState.error)}
              helperText={
                fieldState.error?.message ??
                `${reason === 'other' ? 'Obligatorio con «Otro motivo»' : 'Opcional'} · ${field.value.length}/${COMMENT_MAX}`
              }
              sx={{ mt: 2 }}
            />
          )}
        />
        {preview ? (
          <Box sx={{ mt: 2, p: 1.5, borderRadius: 2, bgcolor: 'action.hover' }} aria-live="polite">
            <Typography variant="subtitle2" component="p">
              Los candidatos leerán
            </Typography>
            <Typography variant="body2" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
              {preview}
            </Typography>
          </Box>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancelar</Button>
        <Button type="submit" variant="contained" color="error" disabled={state.isLoading}>
          Rechazar {what}
        </Button>
      </DialogActions>
    </Box>
  );
}
