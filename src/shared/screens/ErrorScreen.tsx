import Button from '@mui/material/Button';
import { StatusScreen } from './StatusScreen';

/**
 * The generic failure screen. "Volver al inicio" is a plain link: after a crash, a
 * full load of the home page is the surest way back to a sound state.
 */
export function ErrorScreen() {
  return (
    <StatusScreen
      title="Error"
      text="Oops! Algo salió mal"
      action={
        <Button href="/" variant="contained">
          Volver al inicio
        </Button>
      }
    />
  );
}
