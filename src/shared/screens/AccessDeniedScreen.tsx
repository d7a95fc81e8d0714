import Button from '@mui/material/Button';
import { useLocation } from 'react-router';
import { RouterLink } from '../navigation';
import { StatusScreen } from './StatusScreen';
import { ACCESS_DENIED_TEXTS } from './texts';

interface Props {
  /** Where the way out goes: the user's own home in the app (the default label says so). */
  redirect?: string;
  /**
   * The way out's label: "Ir a mi inicio" to the user's home, "Volver al inicio" to the landing
   * (no home known); "Volver" when it goes back to a list.
   */
  label?: string;
}

/** The way out of the access-denied page when it leads to the user's own home. */
export const ACCESS_DENIED_HOME_LABEL = 'Ir a mi inicio';

const ADMIN_PAGE = /^\/app\/recruiter\/admin(\/|$)/;

/**
 * Shown when a signed-in user opens a screen their role may not see: never a dead end, it
 * leads to their own home (candidate: the feed; staff: the dashboard) or back to the list.
 */
export function AccessDeniedScreen({
  redirect = '/',
  label = redirect === '/' ? 'Volver al inicio' : ACCESS_DENIED_HOME_LABEL,
}: Props) {
  const { pathname } = useLocation();
  return (
    <StatusScreen
      title="Acceso denegado"
      text={ADMIN_PAGE.test(pathname) ? ACCESS_DENIED_TEXTS.admin : ACCESS_DENIED_TEXTS.default}
      action={
        <Button component={RouterLink} to={redirect} variant="contained">
          {label}
        </Button>
      }
    />
  );
}
