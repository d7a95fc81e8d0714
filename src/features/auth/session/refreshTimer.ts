import { tokenExpiryMs } from './claims';
import { refreshDelayMs } from './tokens';

interface RefreshTimerOptions {
  now: () => number;
  setTimer: (callback: () => void, ms: number) => unknown;
  clearTimer: (handle: unknown) => void;
  /** The session stopped: no timer is set any more. */
  isStopped: () => boolean;
  /** The token is about to expire: refresh it. */
  onDue: () => void;
}

/** One timer per session that refreshes the token five minutes before it expires. */
export function createRefreshTimer(options: RefreshTimerOptions) {
  let timer: unknown = null;

  function cancel() {
    if (timer !== null) options.clearTimer(timer);
    timer = null;
  }

  return {
    /** Set the timer for `token` (replacing the one before); none for a token without expiry. */
    schedule(token: string) {
      cancel();
      const expiry = tokenExpiryMs(token);
      if (expiry === null || options.isStopped()) return;
      timer = options.setTimer(
        () => {
          timer = null;
          options.onDue();
        },
        refreshDelayMs(expiry, options.now()),
      );
    },
    cancel,
  };
}
