import type { Store, ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { useSelector, useStore } from 'react-redux';
import type { ApiExtra } from '@/app/api/authBridge';
import type { SessionState } from './session/sessionSlice';

/**
 * What the identity code needs of the store: the session slice. Declared here rather than
 * taken from `@/app/store`, which mounts this feature's slice: the app imports the feature,
 * the feature does not import the app's store (not even its types).
 */
export interface SessionRootState {
  session: SessionState;
}

export type SessionStore = Omit<Store<SessionRootState, UnknownAction>, 'dispatch'> & {
  dispatch: ThunkDispatch<SessionRootState, ApiExtra, UnknownAction>;
};

export const useSessionSelector = useSelector.withTypes<SessionRootState>();
export const useSessionStore = useStore.withTypes<SessionStore>();
