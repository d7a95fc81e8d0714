import type { ApiError, Bearer } from '@/app/api';
import { isSessionEndingError, type SessionIdentity } from '../identity/types';
import { tokenExpiryMs } from './claims';
import { SESSION_ENDED_MESSAGE, TOKEN_UNAVAILABLE_MESSAGE } from './constants';
import type { SharedRefresh } from './reauth';
import { isTokenExpired } from './tokens';

interface BearerOptions {
  provider: SessionIdentity;
  refresher: SharedRefresh;
  now: () => number;
  /** Report the provider's error (a session-ending one also signs out). */
  onProviderError: (error: unknown) => void;
}

/**
 * The token for a call and its refresh generation: the provider's, refreshed first when it
 * expires within 30 s. Throws an `ApiError` when the provider cannot give one now (status
 * 0: try again later; 401: the session ended).
 */
export function createBearer({ provider, refresher, now, onProviderError }: BearerOptions) {
  /** What a call gets when the provider could not give a token. */
  function tokenError(error: unknown): ApiError {
    onProviderError(error);
    return isSessionEndingError(error)
      ? { status: 401, message: SESSION_ENDED_MESSAGE, code: 'session_ended' }
      : { status: 0, message: TOKEN_UNAVAILABLE_MESSAGE, code: 'token_unavailable' };
  }

  return async function bearer(): Promise<Bearer> {
    await provider.ready();
    const generation = refresher.generation();
    if (!provider.currentUser()) return { token: null, generation };
    let token: string | null;
    try {
      token = await provider.getIdToken(false);
    } catch (error) {
      throw tokenError(error);
    }
    if (!token || !isTokenExpired(tokenExpiryMs(token), now())) return { token, generation };
    try {
      const fresh = await refresher.refresh();
      return { token: fresh, generation: refresher.generation() };
    } catch (error) {
      throw tokenError(error);
    }
  };
}
