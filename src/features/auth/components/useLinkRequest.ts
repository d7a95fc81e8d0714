import { useState } from 'react';
import type { FormSubmission } from '@/shared/forms/useFormSubmission';
import { sendSignInLink } from '../linkSender';
import { useIdentityProvider } from './useIdentityProvider';
import { useSignedInHome } from './useSignedInHome';

/**
 * The state of a visitor's screen that ends by sending a sign-in link (ingresar, crear cuenta,
 * registrar empresa): the identity provider, the address the link went to, and the signed-in
 * user's home (such a user is sent there, unless the link was just sent).
 */
export function useLinkRequest() {
  const home = useSignedInHome();
  const { provider, ready } = useIdentityProvider();
  const [sentTo, setSentTo] = useState<string | null>(null);

  /**
   * Creates the account (`create`, through the form's submission), then sends its sign-in
   * link to `email`; a link that could not be sent once the account exists is said with
   * `unsent` (the account stays: the user can ask for a link from "Ingresar").
   */
  const createThenSend = async (
    submission: FormSubmission,
    create: () => Promise<unknown>,
    email: string,
    unsent: string,
  ) => {
    // The provider loads while the account is created.
    const identity = ready();
    const created = await submission.run(create);
    if (!created.ok) return;
    try {
      await sendSignInLink(await identity, email);
      setSentTo(email);
    } catch {
      submission.fail(unsent);
    }
  };

  return {
    createThenSend,
    ready,
    sentTo,
    /** The link went to `email`: the form gives way to the notice. */
    sent: setSentTo,
    /** Where a signed-in visitor goes instead (null: stay). */
    leaveFor: home && !sentTo ? home : null,
    /** The provider's note shown with the notice. */
    note: provider?.sentLinkNote,
  };
}

export type LinkRequest = ReturnType<typeof useLinkRequest>;
