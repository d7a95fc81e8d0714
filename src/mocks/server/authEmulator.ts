/**
 * The part of the Firebase Auth emulator's REST surface that the Firebase JS SDK uses for
 * e-mail-link sign-in, so that a live build (Firebase Auth, `connectAuthEmulator`) signs in
 * against the standalone mock server. The id tokens are the mock's own JWTs with the product
 * claims (`../identity/accounts.ts`), so `/api/v1` accepts them as it accepts the browser
 * mock's. State (codes, refresh tokens) lives in memory, as in the real emulator.
 *
 * Unlike the real emulator (CORS `*`), only the app's own pages may call these routes (the
 * server refuses other pages before they get here: `origins.ts`), answers carry CORS for
 * the app's origins only, and a sign-in link leads only to them (`continueUrl`).
 *
 *   POST /identitytoolkit.googleapis.com/v1/accounts:sendOobCode       (EMAIL_SIGNIN only)
 *   POST /identitytoolkit.googleapis.com/v1/accounts:signInWithEmailLink
 *   POST /identitytoolkit.googleapis.com/v1/accounts:lookup
 *   POST /securetoken.googleapis.com/v1/token                         (refresh_token grant)
 *   GET|DELETE /emulator/v1/projects/{projectId}/oobCodes             (the links "sent")
 *   GET  /emulator/action?mode=signIn&oobCode=…                        (opens a link)
 */
import { apiError, withCors } from './authEmulator/http';
import { createSignInLinks } from './authEmulator/links';
import { ACTION, IDENTITY_TOOLKIT, OOB_CODES, SECURE_TOKEN } from './authEmulator/paths';
import { createSessions } from './authEmulator/sessions';

export { isAuthEmulatorPath } from './authEmulator/paths';

export interface AuthEmulator {
  /** Answers an emulator route (see {@link isAuthEmulatorPath}). */
  handle(request: Request, url: URL): Promise<Response>;
  /** The 403 for a page that may not use these routes, in Google's error shape. */
  refuse(message: string): Response;
}

export function createAuthEmulator({
  now = Date.now,
  appOrigins = [] as readonly string[],
} = {}): AuthEmulator {
  const sessions = createSessions(now);
  const links = createSignInLinks({ now, appOrigins, sessions });

  async function route(request: Request, url: URL): Promise<Response> {
    const { pathname } = url;
    if (request.method === 'OPTIONS') return new Response(null, { status: 204 });
    if (OOB_CODES.test(pathname)) {
      const answer = links.codes(request.method);
      if (answer) return answer;
    }
    if (pathname === ACTION && request.method === 'GET') return links.action(url);
    if (request.method === 'POST') {
      if (pathname === SECURE_TOKEN) return sessions.token(request);
      const method = pathname.slice(IDENTITY_TOOLKIT.length);
      if (method === 'accounts:sendOobCode') return links.sendOobCode(request, url);
      if (method === 'accounts:signInWithEmailLink') return links.signInWithEmailLink(request);
      if (method === 'accounts:lookup') return sessions.lookup(request);
    }
    return apiError(
      `NOT_FOUND : ${request.method} ${pathname} is not emulated by the mock server.`,
      404,
    );
  }

  return {
    handle: async (request, url) => withCors(await route(request, url), request, appOrigins),
    refuse: (message) => withCors(apiError(message, 403), null, appOrigins),
  };
}
