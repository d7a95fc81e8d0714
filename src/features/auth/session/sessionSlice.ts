import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { IdentityUser } from '../identity/types';
import type { SessionClaims } from './claims';
import { mainRole, viewFor, type AppView } from '../roles';

export type SessionStatus = 'initializing' | 'signedOut' | 'signedIn';
/** Auth validation (product spec §4): only a signed-in user with a verified e-mail is validated. */
export type ValidationState = 'idle' | 'validating' | 'valid' | 'invalid';

export interface SessionState {
  status: SessionStatus;
  validation: ValidationState;
  user: IdentityUser | null;
  claims: Omit<SessionClaims, 'exp'> | null;
}

const initialState: SessionState = {
  status: 'initializing',
  validation: 'idle',
  user: null,
  claims: null,
};

export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    /** A user is signed in (or their token changed): claims are the token's. */
    sessionSignedIn(
      state,
      action: PayloadAction<{
        user: IdentityUser;
        claims: Omit<SessionClaims, 'exp'>;
        /** The activate call follows (a new sign-in with a verified e-mail). */
        validate: boolean;
      }>,
    ) {
      const { user, claims, validate } = action.payload;
      const sameUser = state.status === 'signedIn' && state.user?.uid === user.uid;
      state.status = 'signedIn';
      state.user = user;
      state.claims = claims;
      if (validate) state.validation = 'validating';
      else if (!sameUser) state.validation = 'idle';
    },
    sessionSignedOut(state) {
      state.status = 'signedOut';
      state.user = null;
      state.claims = null;
      if (state.validation !== 'invalid') state.validation = 'idle';
    },
    validationSucceeded(state) {
      state.validation = 'valid';
    },
    /** The identity exists but the product has no such user (activate answered 404). */
    validationRejected(state) {
      state.validation = 'invalid';
      state.status = 'signedOut';
      state.user = null;
      state.claims = null;
    },
    /** Activation failed for another reason: the user stays signed in, loading ends. */
    validationErrored(state) {
      state.validation = 'idle';
    },
  },
  selectors: {
    selectSession: (state) => state,
    selectSessionStatus: (state) => state.status,
    selectIsSignedIn: (state) => state.status === 'signedIn',
    selectValidation: (state) => state.validation,
    selectSessionUser: (state) => state.user,
    selectClaims: (state) => state.claims,
    selectMainRole: (state): string | null => mainRole(state.claims?.roles),
    selectAppView: (state): AppView => viewFor(state.claims?.roles),
  },
});

export const {
  sessionSignedIn,
  sessionSignedOut,
  validationSucceeded,
  validationRejected,
  validationErrored,
} = sessionSlice.actions;
