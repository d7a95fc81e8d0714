import type { IdentityUser, SessionIdentity } from '../identity/types';
import type { SessionOutcome } from './controller';

type Process = (user: IdentityUser | null) => Promise<SessionOutcome>;

/**
 * The provider's users are processed one at a time, in the order they come; the last
 * outcome is remembered for `sync()` (an inconsistent session keeps its outcome through
 * the sign-out that follows it).
 */
export function createUserQueue(provider: SessionIdentity, process: Process) {
  let queue: Promise<unknown> = Promise.resolve();
  let lastOutcome: SessionOutcome | null = null;
  let lastProcessed: IdentityUser | null = null;

  return {
    /** Process a user the provider reported, after the ones before. */
    follow(user: IdentityUser | null) {
      const next = queue.then(async () => {
        const outcome = await process(user);
        // The sign-out that follows an inconsistent session keeps that outcome for `sync()`.
        if (!(user === null && lastOutcome === 'inconsistent')) lastOutcome = outcome;
        lastProcessed = user;
        return outcome;
      });
      queue = next.catch(() => undefined);
      return next;
    },
    /** The outcome for the provider's current user, processing it if it is new. */
    async sync(): Promise<SessionOutcome> {
      await provider.ready();
      const next = queue.then(() => {
        const user = provider.currentUser();
        if (!user) return lastOutcome === 'inconsistent' ? 'inconsistent' : 'signedOut';
        if (lastProcessed?.uid === user.uid && lastOutcome) return lastOutcome;
        return process(user).then((outcome) => {
          lastOutcome = outcome;
          lastProcessed = user;
          return outcome;
        });
      });
      queue = next.catch(() => undefined);
      return next;
    },
  };
}
