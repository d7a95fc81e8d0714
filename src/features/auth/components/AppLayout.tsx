import { useDeferredValue } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useSessionSelector as useAppSelector } from '../sessionStore';
import { PendingIndicator } from '@/shared/feedback';
import { ACCESS_DENIED_HOME_LABEL, AccessDeniedScreen } from '@/shared/screens';
import { appAccess } from '../guards';
import { homePathFor } from '../roles';
import { selectSession } from '../session/selectors';

/**
 * The `/app` layout route: the guard of every signed-in screen. Waits while the session
 * is restored or validated; sends a signed-out visitor to `/login?redirect=<path>`;
 * shows the access-denied page to a candidate on a recruiter route and to a non-admin on
 * an admin route.
 */
export function AppLayout() {
  const session = useAppSelector(selectSession);
  const { pathname, search } = useLocation();
  const roles = session.claims?.roles ?? null;
  const decided = appAccess(pathname, search, {
    status: session.status,
    validation: session.validation,
    roles,
  });
  // Once the session is validated, the page is drawn in the background (a deferred render, in
  // slices the browser can interrupt) rather than in one long task (issue 15); the indicator
  // stays meanwhile. Any other decision (a sign-out, say) shows at once.
  const allowedShown = useDeferredValue(decided.kind === 'allow');
  const access = decided.kind === 'allow' && !allowedShown ? { kind: 'wait' as const } : decided;
  switch (access.kind) {
    case 'wait':
      return <PendingIndicator />;
    case 'login':
      return <Navigate to={access.to} replace />;
    case 'denied':
      return <AccessDeniedScreen redirect={homePathFor(roles)} label={ACCESS_DENIED_HOME_LABEL} />;
    default:
      return <Outlet />;
  }
}

/** `/app` itself: the role's home. */
export function AppIndex() {
  const roles = useAppSelector((state) => state.session.claims?.roles);
  return <Navigate to={homePathFor(roles)} replace />;
}
