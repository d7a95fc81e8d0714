import { IdentityError } from '@/features/auth';
import type { MockIdentity } from './accounts';
import { EMAIL_PATTERN, randomCode, signInLink } from './links';
import type { IdentityStore, MailMessage } from './store';

interface MailboxOptions {
  origin: string;
  now: () => number;
  lookup: (email: string) => MockIdentity | null | Promise<MockIdentity | null>;
}

/**
 * The local mailbox: a sign-in link is "sent" there (the newest 50 are kept, each with
 * whether it was used), for the demo panel's Buzón.
 */
export function createMailbox(store: IdentityStore, { origin, now, lookup }: MailboxOptions) {
  return {
    async sendSignInLink(email: string, { url }: { url: string }) {
      const address = email.trim().toLowerCase();
      if (!EMAIL_PATTERN.test(address)) throw new IdentityError('auth/invalid-email');
      if (!(await lookup(address))) throw new IdentityError('auth/admin-restricted-operation');
      const oobCode = randomCode();
      const link = signInLink(url, origin, oobCode);
      const state = store.reload();
      state.codes[oobCode] = { email: address, createdAt: now(), used: false };
      state.mailbox = [
        {
          id: oobCode.slice(0, 12),
          to: address,
          subject: 'Tu enlace para ingresar a Talentia',
          sentAt: now(),
          link,
        },
        ...state.mailbox,
      ].slice(0, 50);
      store.save();
      store.notifyMail();
    },

    mailbox: (): MailMessage[] => {
      const state = store.reload();
      return state.mailbox.map((message) => {
        const code = new URL(message.link).searchParams.get('oobCode') ?? '';
        return { ...message, used: state.codes[code]?.used ?? false };
      });
    },
    subscribeMailbox: (listener: () => void) => store.onMailChanged(listener),
    clearMailbox() {
      store.reload().mailbox = [];
      store.save();
      store.notifyMail();
    },
  };
}
