/** Where the address a link was sent to is remembered (product spec §4). */
export const EMAIL_FOR_SIGN_IN_KEY = 'emailForSignIn';

export const INCONSISTENT_SESSION_MESSAGE =
  'Sesión inconsistente detectada. Por favor, contacte soporte.';
export const SESSION_ENDED_MESSAGE = 'Tu sesión expiró o ya no es válida. Vuelve a ingresar.';
/** A call could not get a token for a transient reason (the provider did not answer). */
export const TOKEN_UNAVAILABLE_MESSAGE =
  'No se pudo verificar tu sesión. Revisa tu conexión e inténtalo de nuevo.';
