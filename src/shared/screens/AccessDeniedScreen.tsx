import Button from '@mui/material/Button';
import { useLocation } from 'react-router-dom';
import { RouterLink } from '../navigation';
import { StatusScreen } from './StatusScreen';
import { ACCESS_DENIED_TEXTS } from './texts';

interface Props {
  /** Where the way back goes: the user's own home in the app, or the landing page. */
  redirect?: string;
}

const ADMIN_PAGE = /^\/app\/recruiter\/admin(\/|$)/;

/** Shown when a signed-in user opens a screen their role may not see. */
export function AccessDeniedScreen({ redirect = '/' }: Props) {
  const { pathname } = useLocation();
  return (
    <StatusScreen
      title="Acceso denegado"
      text={ADMIN_PAGE.test(pathname) ? ACCESS_DENIED_TEXTS.admin : ACCESS_DENIED_TEXTS.default}
      action={
        <Button component={RouterLink} to={redirect} variant="contained">
          Volver
        </Button>
      }
    />
  );
}
