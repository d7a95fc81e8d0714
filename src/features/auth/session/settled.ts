import type { SessionStore as AppStore } from '../sessionStore';
import type { SessionState } from './sessionSlice';

export function selectSession(store: AppStore): SessionState {
  return (store.getState() as unknown as { session: SessionState }).session;
}

function isSettled(session: SessionState) {
  return session.status !== 'initializing' && session.validation !== 'validating';
}

/** Resolves when the session is known and not being validated. */
export function settledSession(store: AppStore): Promise<SessionState> {
  return new Promise((resolve) => {
    const check = () => {
      const session = selectSession(store);
      if (!isSettled(session)) return false;
      resolve(session);
      return true;
    };
    if (check()) return;
    const unsubscribeStore = store.subscribe(() => {
      if (check()) unsubscribeStore();
    });
  });
}
