/**
 * The mock provider's sign-in links, of Firebase's shape:
 * `<origin>/auth/verify?apiKey=…&oobCode=…&mode=signIn&lang=es&email=…`.
 */
export const MOCK_API_KEY = 'mock-api-key-talentia';

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function randomCode(): string {
  const bytes = new Uint8Array(18);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The link of `oobCode`: back to `url`'s page, with its query after the link's own. */
export function signInLink(url: string, origin: string, oobCode: string): string {
  const continueUrl = new URL(url, origin);
  const link = new URL(continueUrl.pathname, origin);
  link.searchParams.set('apiKey', MOCK_API_KEY);
  link.searchParams.set('oobCode', oobCode);
  link.searchParams.set('mode', 'signIn');
  link.searchParams.set('lang', 'es');
  continueUrl.searchParams.forEach((value, key) => link.searchParams.set(key, value));
  return link.toString();
}

export function isSignInLink(link: string, origin: string): boolean {
  try {
    const params = new URL(link, origin).searchParams;
    return params.get('mode') === 'signIn' && !!params.get('oobCode') && !!params.get('apiKey');
  } catch {
    return false;
  }
}
