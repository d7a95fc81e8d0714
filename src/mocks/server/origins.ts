/**
 * Which web pages may use the standalone server's routes that hand out or reveal a
 * credential: the QA routes (`/__mock/*`: tokens, reset, faults) and the Firebase Auth
 * emulator's (codes, sign-in, refresh, the link). One rule for both:
 *
 * - a request with an `Origin` is accepted only from the server's own origin or one of the
 *   app's origins (the allow-list the server is started with, `--app-origin`); `Origin: null`
 *   (a sandboxed frame, a `data:` page, a redirect across sites) is refused;
 * - a request without `Origin` (curl, Node, the address bar, a link opened from the mailbox)
 *   is accepted unless the browser says a page of another site sent it
 *   (`Sec-Fetch-Site: cross-site`: a link, a form, an `<img>` on another site's page).
 *
 * The same allow-list bounds where a sign-in link may lead (`continueUrl`).
 */

/** The local app: Vite's dev server (5173) and `vite preview` (4173), by name and by address. */
export const DEFAULT_APP_ORIGINS: readonly string[] = [
  'http://localhost:5173',
  'http://127.0.0.1:5173',
  'http://localhost:4173',
  'http://127.0.0.1:4173',
];

/** `scheme://host[:port]` of an http(s) URL or origin, or `null` (not a web origin). */
export function webOrigin(value: string): string | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
}

/**
 * An origin given on the command line: `http(s)://host[:port]`, nothing after it. Throws
 * (in Spanish, for the CLI) otherwise.
 */
export function parseAppOrigin(value: string): string {
  const origin = webOrigin(value);
  const url = origin ? new URL(value) : null;
  if (!url || url.pathname !== '/' || url.search || url.hash || url.username || url.password)
    throw new Error(`Origen inválido: ${value} (p. ej. http://localhost:5173, sin ruta)`);
  return origin!;
}

/** Whether `url` (a continue URL, a redirect target) is on one of the app's origins. */
export function isAppUrl(value: string, appOrigins: readonly string[]): boolean {
  const origin = webOrigin(value);
  return origin !== null && appOrigins.includes(origin);
}

/**
 * The page that sent `request`, when it is one the server must refuse (see above); `null`
 * when the request may be answered. `url` is the request's own URL (the server's origin).
 */
export function foreignPage(
  request: Request,
  url: URL,
  appOrigins: readonly string[],
): string | null {
  const origin = request.headers.get('origin');
  if (origin === null)
    return request.headers.get('sec-fetch-site') === 'cross-site' ? 'otro sitio' : null;
  const from = webOrigin(origin);
  if (from !== null && (from === url.origin || appOrigins.includes(from))) return null;
  return origin;
}

/** Whether the request may read the answer cross-origin: the app's origins, echoed. */
export function allowedCorsOrigin(request: Request, appOrigins: readonly string[]): string | null {
  const origin = request.headers.get('origin');
  const from = origin === null ? null : webOrigin(origin);
  return from !== null && appOrigins.includes(from) ? from : null;
}
