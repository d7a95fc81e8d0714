import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';

export const RETRY_LABEL = 'Reintentar';

interface Props {
  /** What the server said (already in Spanish), when it said something. */
  message?: string | null;
  /** Shown when there is no `message`: what could not be loaded. */
  fallback: string;
  onRetry: () => void;
}

/**
 * A screen's data could not be loaded: an error alert with the server's message (or the
 * screen's own sentence) and "Reintentar", which asks again.
 */
export function LoadErrorAlert({ message, fallback, onRetry }: Props) {
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {RETRY_LABEL}
        </Button>
      }
    >
      {message || fallback}
    </Alert>
  );
}
