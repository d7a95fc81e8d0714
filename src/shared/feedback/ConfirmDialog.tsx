import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';

import { CONFIRM_DEFAULTS, type ConfirmOptions } from './confirmOptions';

interface Props extends ConfirmOptions {
  open: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  /** Once the dialog has closed (its transition ended). */
  onExited?: () => void;
}

/** The default confirmation dialog: "¿Desea continuar con la acción?", Confirmar, Cancelar. */
export function ConfirmDialog({
  open,
  onConfirm,
  onCancel,
  onExited,
  title = CONFIRM_DEFAULTS.title,
  description,
  confirmText = CONFIRM_DEFAULTS.confirmText,
  cancelText = CONFIRM_DEFAULTS.cancelText,
  destructive = false,
}: Props) {
  const titleId = useId();
  const descriptionId = useId();
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      maxWidth="xs"
      fullWidth
      slotProps={{ transition: { onExited } }}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      {description ? (
        <DialogContent>
          <DialogContentText id={descriptionId}>{description}</DialogContentText>
        </DialogContent>
      ) : null}
      <DialogActions>
        <Button onClick={onCancel}>{cancelText}</Button>
        <Button
          onClick={onConfirm}
          variant="contained"
          color={destructive ? 'error' : 'primary'}
          autoFocus
        >
          {confirmText}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
