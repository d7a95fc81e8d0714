import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';
import { StatusScreen } from './StatusScreen';

interface Props {
  /** Where the way back goes: the user's own home in the app, or the landing page. */
  redirect?: string;
}

/** Shown when a signed-in user opens a screen their role may not see. */
export function AccessDeniedScreen({ redirect = '/' }: Props) {
  return (
    <StatusScreen
      title="Acceso denegado"
      text="No tienes permiso para ver esta página. Si crees que es un error, contacta al administrador de tu empresa."
      action={
        <Button component={RouterLink} to={redirect} variant="contained">
          Volver
        </Button>
      }
    />
  );
}
