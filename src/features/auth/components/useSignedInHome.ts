import { useSessionSelector } from '../sessionStore';
import { homePathFor, viewFor, type AppView } from '../roles';
import { selectSession } from '../session/selectors';

/**
 * Where a signed-in user belongs (their app home) and which view is theirs, or null for a
 * visitor (and while a sign-in is still being validated). The sign-in and sign-up pages send a
 * signed-in user there; the landing shows them a page made for them.
 */
export function useSignedInHome(): { path: string; view: AppView } | null {
  const session = useSessionSelector(selectSession);
  if (session.status !== 'signedIn' || session.validation === 'validating') return null;
  const roles = session.claims?.roles;
  return { path: homePathFor(roles), view: viewFor(roles) };
}
