import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { useState } from 'react';
import { useDispatch } from 'react-redux';
import { snackbarDismissed, type SnackbarMessage } from './snackbarSlice';

export const SNACKBAR_AUTO_HIDE_MS = 5000;

/** One snackbar; when it has left the screen, the next queued one takes its place. */
export default function SnackbarView({ current }: { current: SnackbarMessage }) {
  const dispatch = useDispatch();
  const [closingId, setClosingId] = useState<number | null>(null);

  return (
    <Snackbar
      key={current.id}
      open={current.id !== closingId}
      autoHideDuration={SNACKBAR_AUTO_HIDE_MS}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      onClose={(_event, reason) => {
        if (reason !== 'clickaway') setClosingId(current.id);
      }}
      slotProps={{ transition: { onExited: () => dispatch(snackbarDismissed(current.id)) } }}
    >
      <Alert
        severity={current.severity}
        variant="filled"
        onClose={() => setClosingId(current.id)}
        sx={{ width: '100%' }}
      >
        {current.message}
      </Alert>
    </Snackbar>
  );
}
