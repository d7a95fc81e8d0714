import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';

interface Props {
  /** Closes the dialog ("Cancelar"), not while the form is being sent. */
  onCancel: () => void;
  /** The form is being sent: "Cancelar" waits and the submit button shows its progress. */
  sending: boolean;
  submitLabel: string;
}

/** The foot of a dialog that holds a form: "Cancelar" and the button that sends it. */
export function FormDialogActions({ onCancel, sending, submitLabel }: Props) {
  return (
    <DialogActions sx={{ px: 3, pb: 2 }}>
      <Button onClick={onCancel} disabled={sending}>
        Cancelar
      </Button>
      <Button type="submit" variant="contained" loading={sending}>
        {submitLabel}
      </Button>
    </DialogActions>
  );
}
