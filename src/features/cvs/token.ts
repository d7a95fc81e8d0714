import type { ApiError, AuthBridge, Bearer } from '@/app/api';

/** Product spec §5: a CV call without a token fails with this message, and nothing is sent. */
export const NO_TOKEN_MESSAGE = 'No authentication token available';

export const noTokenError = (): ApiError => ({ status: 401, message: NO_TOKEN_MESSAGE });

/**
 * The CV calls' token rule: ask for the token first; without one the call is not made and
 * the answer is the spec's error. `send` gets the token it may use.
 */
export async function withToken<T>(
  getToken: () => Promise<string | null>,
  send: (token: string) => Promise<T>,
): Promise<T | { error: ApiError }> {
  let token: string | null;
  try {
    token = await getToken();
  } catch {
    token = null;
  }
  if (!token) return { error: noTokenError() };
  return send(token);
}

/**
 * The CV calls' view of the store's auth bridge: the token as a string, and a 401 cured by
 * the session's refresh (for the generation the token was handed out with).
 */
export function cvAuth(bridge: AuthBridge) {
  let sent: Bearer = { token: null };
  return {
    async getToken(): Promise<string | null> {
      sent = await bridge.getToken();
      return sent.token;
    },
    async handleUnauthorized(): Promise<boolean> {
      return bridge.handleUnauthorized ? bridge.handleUnauthorized(sent) : false;
    },
  };
}
export type CvAuth = ReturnType<typeof cvAuth>;
