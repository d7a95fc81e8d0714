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
import {
  DEFAULT_TOKEN_LIFETIME_SECONDS,
  identityUid,
  LINK_VALIDITY_MS,
  lookupIdentity,
  mintIdentityToken,
  type MockIdentity,
} from '../identity/accounts';
import { verifyJwt } from '../shared/jwt';
import { allowedCorsOrigin, isAppUrl } from './origins';

const IDENTITY_TOOLKIT = '/identitytoolkit.googleapis.com/v1/';
const SECURE_TOKEN = '/securetoken.googleapis.com/v1/token';
const OOB_CODES = /^\/emulator\/v1\/projects\/([^/]+)\/oobCodes$/;
const ACTION = '/emulator/action';
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Whether the path is one of the emulator's (the server routes it here first). */
export const isAuthEmulatorPath = (pathname: string) =>
  pathname.startsWith(IDENTITY_TOOLKIT) ||
  pathname === SECURE_TOKEN ||
  OOB_CODES.test(pathname) ||
  pathname === ACTION;

interface OobRecord {
  email: string;
  oobCode: string;
  oobLink: string;
  requestType: 'EMAIL_SIGNIN';
  continueUrl: string;
  createdAt: number;
}

/** Google's error body: `{ error: { code, message, errors } }`; the SDK reads `message`. */
function apiError(message: string, status = 400): Response {
  const reason = message.split(' : ')[0]!;
  return Response.json(
    { error: { code: status, message, errors: [{ message, reason, domain: 'global' }] } },
    { status },
  );
}

function randomToken(bytes = 24): string {
  const data = new Uint8Array(bytes);
  crypto.getRandomValues(data);
  return Array.from(data, (b) => b.toString(16).padStart(2, '0')).join('');
}

async function readBody(request: Request): Promise<Record<string, unknown>> {
  const text = await request.text();
  if (!text) return {};
  if ((request.headers.get('content-type') ?? '').includes('application/x-www-form-urlencoded'))
    return Object.fromEntries(new URLSearchParams(text));
  try {
    const parsed = JSON.parse(text) as unknown;
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * CORS for the app's pages only (the real emulator answers any origin): their origin echoed,
 * the headers the SDK sends (X-Client-Version…). Others get no CORS headers.
 */
function withCors(
  response: Response,
  request: Request | null,
  appOrigins: readonly string[],
): Response {
  const headers = new Headers(response.headers);
  const origin = request && allowedCorsOrigin(request, appOrigins);
  if (request && origin) {
    headers.set('Access-Control-Allow-Origin', origin);
    headers.set('Access-Control-Allow-Methods', 'GET,POST,DELETE,OPTIONS');
    headers.set(
      'Access-Control-Allow-Headers',
      request.headers.get('access-control-request-headers') ?? 'Content-Type',
    );
    headers.set('Access-Control-Max-Age', '600');
  }
  headers.append('Vary', 'Origin');
  headers.set('X-Content-Type-Options', 'nosniff');
  if (!headers.has('Cache-Control')) headers.set('Cache-Control', 'no-store');
  return new Response(response.body, { status: response.status, headers });
}

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
  const oobCodes: OobRecord[] = [];
  /** refresh token → e-mail of its identity. */
  const refreshTokens = new Map<string, string>();

  async function session(identity: MockIdentity) {
    const refreshToken = randomToken();
    refreshTokens.set(refreshToken, identity.email);
    return {
      idToken: await mintIdentityToken(identity, { now: now() }),
      refreshToken,
      expiresIn: String(DEFAULT_TOKEN_LIFETIME_SECONDS),
    };
  }

  async function sendOobCode(request: Request, url: URL): Promise<Response> {
    const body = await readBody(request);
    if (body.requestType !== 'EMAIL_SIGNIN')
      return apiError('OPERATION_NOT_ALLOWED : Only EMAIL_SIGNIN is emulated by the mock server.');
    const email = text(body.email).trim().toLowerCase();
    if (!EMAIL_PATTERN.test(email)) return apiError('INVALID_EMAIL');
    const continueUrl = text(body.continueUrl);
    if (!continueUrl) return apiError('MISSING_CONTINUE_URI');
    if (!URL.canParse(continueUrl)) return apiError('INVALID_CONTINUE_URI');
    // As a Firebase project's authorised domains: the link leads back to the app only.
    if (!isAppUrl(continueUrl, appOrigins))
      return apiError(
        `UNAUTHORIZED_DOMAIN : Domain not allowlisted by project: ${new URL(continueUrl).origin} is not an app origin of the mock server (--app-origin).`,
      );
    if (body.canHandleCodeInApp !== true)
      return apiError('ARGUMENT_ERROR : E-mail sign-in links must be handled in the app.');
    // New accounts are not created by a sign-in (as a project with sign-up disabled): the
    // mock provider answers an unknown address the same way.
    if (!lookupIdentity(email)) return apiError('ADMIN_ONLY_OPERATION');
    const oobCode = randomToken(18);
    const link = new URL(ACTION, url.origin);
    link.searchParams.set('mode', 'signIn');
    link.searchParams.set('lang', request.headers.get('x-firebase-locale') ?? 'en');
    link.searchParams.set('oobCode', oobCode);
    link.searchParams.set('apiKey', url.searchParams.get('key') ?? 'fake-api-key');
    link.searchParams.set('continueUrl', continueUrl);
    oobCodes.push({
      email,
      oobCode,
      oobLink: link.toString(),
      requestType: 'EMAIL_SIGNIN',
      continueUrl,
      createdAt: now(),
    });
    return Response.json({ kind: 'identitytoolkit#GetOobConfirmationCodeResponse', email });
  }

  /** Removes and answers the unused, unexpired code (or why it cannot be used). */
  function takeCode(oobCode: string): OobRecord | Response {
    const index = oobCodes.findIndex((record) => record.oobCode === oobCode);
    if (index < 0) return apiError('INVALID_OOB_CODE');
    const record = oobCodes[index]!;
    if (now() - record.createdAt > LINK_VALIDITY_MS) {
      oobCodes.splice(index, 1);
      return apiError('EXPIRED_OOB_CODE');
    }
    return record;
  }

  async function signInWithEmailLink(request: Request): Promise<Response> {
    const body = await readBody(request);
    const email = text(body.email).trim().toLowerCase();
    if (!EMAIL_PATTERN.test(email)) return apiError('INVALID_EMAIL');
    const record = takeCode(text(body.oobCode));
    if (record instanceof Response) return record;
    if (record.email !== email)
      return apiError(
        'INVALID_EMAIL : The email provided does not match the sign-in email address.',
      );
    oobCodes.splice(oobCodes.indexOf(record), 1);
    const identity = lookupIdentity(email);
    if (!identity) return apiError('USER_NOT_FOUND');
    return Response.json({
      kind: 'identitytoolkit#EmailLinkSigninResponse',
      ...(await session(identity)),
      localId: identityUid(identity),
      email: identity.email,
      isNewUser: false,
    });
  }

  async function lookup(request: Request): Promise<Response> {
    const body = await readBody(request);
    let email: string;
    try {
      email = (await verifyJwt(text(body.idToken), now())).email;
    } catch (error) {
      return apiError(
        (error as { reason?: string }).reason === 'expired' ? 'TOKEN_EXPIRED' : 'INVALID_ID_TOKEN',
      );
    }
    const identity = lookupIdentity(email);
    if (!identity) return apiError('USER_NOT_FOUND');
    const at = String(now());
    return Response.json({
      kind: 'identitytoolkit#GetAccountInfoResponse',
      users: [
        {
          localId: identityUid(identity),
          email: identity.email,
          emailVerified: identity.emailVerified,
          displayName: identity.name,
          providerUserInfo: [
            {
              providerId: 'password',
              email: identity.email,
              federatedId: identity.email,
              rawId: identity.email,
              displayName: identity.name,
            },
          ],
          emailLinkSignin: true,
          validSince: String(Math.floor(now() / 1000)),
          createdAt: at,
          lastLoginAt: at,
          lastRefreshAt: new Date(now()).toISOString(),
        },
      ],
    });
  }

  async function token(request: Request): Promise<Response> {
    const body = await readBody(request);
    if (body.grant_type !== 'refresh_token') return apiError('INVALID_GRANT_TYPE');
    const refreshToken = text(body.refresh_token);
    if (!refreshToken) return apiError('MISSING_REFRESH_TOKEN');
    const email = refreshTokens.get(refreshToken);
    if (!email) return apiError('INVALID_REFRESH_TOKEN');
    const identity = lookupIdentity(email);
    if (!identity) return apiError('USER_NOT_FOUND');
    const idToken = await mintIdentityToken(identity, { now: now() });
    return Response.json({
      access_token: idToken,
      id_token: idToken,
      expires_in: String(DEFAULT_TOKEN_LIFETIME_SECONDS),
      token_type: 'Bearer',
      refresh_token: refreshToken,
      user_id: identityUid(identity),
    });
  }

  /** Opening a link: as Firebase's action handler, back to the app with the code. */
  function action(url: URL): Response {
    const record = oobCodes.find((r) => r.oobCode === url.searchParams.get('oobCode'));
    // The continue URL was checked when the link was sent; never lead anywhere else.
    if (
      url.searchParams.get('mode') !== 'signIn' ||
      !record ||
      !isAppUrl(record.continueUrl, appOrigins)
    )
      return new Response('El enlace no es válido o ya fue utilizado.', {
        status: 400,
        headers: { 'Content-Type': 'text/plain; charset=utf-8' },
      });
    const target = new URL(record.continueUrl);
    for (const name of ['apiKey', 'oobCode', 'mode', 'lang']) {
      const value = url.searchParams.get(name);
      if (value !== null) target.searchParams.set(name, value);
    }
    return new Response(null, { status: 302, headers: { Location: target.toString() } });
  }

  async function route(request: Request, url: URL): Promise<Response> {
    const { pathname } = url;
    if (request.method === 'OPTIONS') return new Response(null, { status: 204 });
    const oob = OOB_CODES.exec(pathname);
    if (oob) {
      if (request.method === 'DELETE') {
        oobCodes.length = 0;
        return Response.json({});
      }
      if (request.method === 'GET')
        return Response.json({
          oobCodes: oobCodes.map(({ email, oobCode, oobLink, requestType }) => ({
            email,
            oobCode,
            oobLink,
            requestType,
          })),
        });
    }
    if (pathname === ACTION && request.method === 'GET') return action(url);
    if (request.method === 'POST') {
      if (pathname === SECURE_TOKEN) return token(request);
      const method = pathname.slice(IDENTITY_TOOLKIT.length);
      if (method === 'accounts:sendOobCode') return sendOobCode(request, url);
      if (method === 'accounts:signInWithEmailLink') return signInWithEmailLink(request);
      if (method === 'accounts:lookup') return lookup(request);
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
