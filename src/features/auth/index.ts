/**
 * Public face of the identity feature (eager: kept small). Screens are in `./pages`.
 */
export { sessionSlice } from './session/sessionSlice';
export * from './session/selectors';
export type { SessionState, SessionStatus, ValidationState } from './session/sessionSlice';
export type { SessionController } from './session/controller';
export { startSession, sessionSettled, type IdentitySource } from './session/start';
export { sessionController } from './session/current';
export { identityProvider } from './identity/registry';
export type { DeferredIdentity, IdentityProvider, IdentityUser } from './identity/types';
export { IdentityError } from './identity/types';
export { appAccess, loginPathFor, safeRedirect } from './guards';
export { useSignedInHome } from './components/useSignedInHome';
// The guard of every signed-in screen (the `/app` layout): in the entry, so that a signed-in
// screen's first load fetches its own code only, not the sign-in screens' forms (issue 15).
export { AppLayout, AppIndex } from './components/AppLayout';
export {
  homePathFor,
  viewFor,
  mainRole,
  isAdminRole,
  isRecruiterRole,
  ROLE_HOME,
  type AppView,
} from './roles';
export { EMAIL_FOR_SIGN_IN_KEY, INCONSISTENT_SESSION_MESSAGE } from './session/constants';
export { unavailableIdentity } from './identity/unavailable';
export { firebaseIdentitySource } from './identity/firebaseSource';
export {
  useGetUserDetailsQuery,
  userDetailsReceived,
  USER_DETAILS_STALE_SECONDS,
  type UserDetails,
} from './currentUser';
