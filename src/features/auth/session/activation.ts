import { api, isApiError } from '@/app/api';
import { snackbarShown } from '@/shared/feedback';
import { authApi } from '../api';
import type { SessionStore as AppStore } from '../sessionStore';
import { EMAIL_FOR_SIGN_IN_KEY, INCONSISTENT_SESSION_MESSAGE } from './constants';
import type { SessionOutcome } from './controller';
import { selectSession } from './settled';
import { validationErrored, validationRejected, validationSucceeded } from './sessionSlice';

interface ActivationOptions {
  storage: Pick<Storage, 'removeItem'> | undefined;
  signOut: () => Promise<void>;
}

/** No product user for this identity: forget the sign-in, say so and sign out. */
async function markInconsistent(store: AppStore, { storage, signOut }: ActivationOptions) {
  store.dispatch(validationRejected());
  store.dispatch(api.util.resetApiState());
  try {
    storage?.removeItem(EMAIL_FOR_SIGN_IN_KEY);
  } catch {
    // Nothing to clear.
  }
  store.dispatch(snackbarShown(INCONSISTENT_SESSION_MESSAGE, 'error'));
  await signOut();
}

/**
 * Validate a new sign-in with the product API (`POST /auth/activate/`). An identity
 * without a product user (404) is an inconsistent session: signed out, with a message.
 */
export async function activateSession(
  store: AppStore,
  { storage, signOut }: ActivationOptions,
): Promise<SessionOutcome> {
  try {
    await store.dispatch(authApi.endpoints.activate.initiate(undefined, { track: false })).unwrap();
    store.dispatch(validationSucceeded());
    return 'signedIn';
  } catch (error) {
    if (isApiError(error) && error.status === 404) {
      await markInconsistent(store, { storage, signOut });
      return 'inconsistent';
    }
    console.error('Activation failed', error);
    store.dispatch(validationErrored());
    return selectSession(store).status === 'signedIn' ? 'signedIn' : 'signedOut';
  }
}
