import { sessionSlice } from './sessionSlice';

/** What screens read of the session (the slice's own selectors, on the root state). */
export const {
  selectSession,
  selectSessionStatus,
  selectIsSignedIn,
  selectValidation,
  selectSessionUser,
  selectClaims,
  selectMainRole,
  selectAppView,
} = sessionSlice.selectors;
