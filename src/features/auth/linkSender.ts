import { identityErrorCode, type IdentityProvider } from './identity/types';
import { EMAIL_FOR_SIGN_IN_KEY } from './session/constants';

export const UNREGISTERED_EMAIL_MESSAGE =
  'Este correo no está registrado. Por favor, regístrate primero.';
export const SEND_LINK_FAILED_MESSAGE =
  'No pudimos enviar el enlace de acceso. Revisa tu conexión e inténtalo de nuevo en unos minutos.';

/** The sign-in link cannot be sent because the address has no account. */
export class UnregisteredEmailError extends Error {
  constructor() {
    super(UNREGISTERED_EMAIL_MESSAGE);
    this.name = 'UnregisteredEmailError';
  }
}

/** The continue URL of the link: `<origin>/auth/verify?email=<address>` (+ `redirect`). */
export function continueUrl(origin: string, email: string, redirect?: string | null): string {
  const url = new URL('/auth/verify', origin);
  url.searchParams.set('email', email);
  if (redirect) url.searchParams.set('redirect', redirect);
  return url.toString();
}

/**
 * Send the sign-in link and remember the address under `emailForSignIn` (product spec §4).
 * An unknown address (the provider's admin-restricted-operation) becomes an
 * `UnregisteredEmailError`; any other failure is logged and re-thrown.
 */
export async function sendSignInLink(
  provider: IdentityProvider,
  email: string,
  redirect?: string | null,
  origin: string = window.location.origin,
): Promise<void> {
  const address = email.trim();
  try {
    await provider.sendSignInLink(address, { url: continueUrl(origin, address, redirect) });
  } catch (error) {
    if (identityErrorCode(error) === 'auth/admin-restricted-operation')
      throw new UnregisteredEmailError();
    console.error('Sending the sign-in link failed', error);
    throw error;
  }
  try {
    window.localStorage.setItem(EMAIL_FOR_SIGN_IN_KEY, address);
  } catch {
    // Without storage the link still carries the address.
  }
}
