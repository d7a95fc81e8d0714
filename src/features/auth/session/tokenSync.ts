/**
 * Tells a server of the session's token (`VITE_TOKEN_SYNC_URL`): POST (bearer) on every
 * new token, DELETE of the last one on sign-out; nothing when the URL is empty.
 */
export function createTokenSync(url: string | undefined) {
  let lastSynced: string | null = null;

  function send(method: 'POST' | 'DELETE', token: string | null) {
    if (!url || !token) return;
    fetch(url, { method, headers: { Authorization: `Bearer ${token}` } }).catch((error: unknown) =>
      console.warn('Token sync failed', error),
    );
  }

  return {
    /** The session's token now: sent when it is new. */
    follow(token: string) {
      if (token === lastSynced) return;
      lastSynced = token;
      send('POST', token);
    },
    /** Signed out: the last token sent is withdrawn. */
    forget() {
      send('DELETE', lastSynced);
      lastSynced = null;
    },
  };
}
