/**
 * E-mail sign-in links: `accounts:sendOobCode` keeps a code (the link "sent", listed by
 * the `oobCodes` route), opening the link leads back to the app with it, and
 * `accounts:signInWithEmailLink` uses it once.
 */
import { identityUid, LINK_VALIDITY_MS, lookupIdentity } from '../../identity/accounts';
import { isAppUrl } from '../origins';
import { apiError, randomToken, readBody, text } from './http';
import { ACTION, EMAIL_PATTERN } from './paths';
import type { EmulatorSessions } from './sessions';

interface OobRecord {
  email: string;
  oobCode: string;
  oobLink: string;
  requestType: 'EMAIL_SIGNIN';
  continueUrl: string;
  createdAt: number;
}

export function createSignInLinks({
  now,
  appOrigins,
  sessions,
}: {
  now: () => number;
  appOrigins: readonly string[];
  sessions: EmulatorSessions;
}) {
  const oobCodes: OobRecord[] = [];

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
      ...(await sessions.session(identity)),
      localId: identityUid(identity),
      email: identity.email,
      isNewUser: false,
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

  /** The links "sent" (GET), or forget them all (DELETE); `null` for another method. */
  function codes(method: string): Response | null {
    if (method === 'DELETE') {
      oobCodes.length = 0;
      return Response.json({});
    }
    if (method === 'GET')
      return Response.json({
        oobCodes: oobCodes.map(({ email, oobCode, oobLink, requestType }) => ({
          email,
          oobCode,
          oobLink,
          requestType,
        })),
      });
    return null;
  }

  return { sendOobCode, signInWithEmailLink, action, codes };
}
