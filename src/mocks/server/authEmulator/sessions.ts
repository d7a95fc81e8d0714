/**
 * The emulator's sessions: an id token (the mock's JWT with the product claims) and a
 * refresh token per sign-in; `accounts:lookup` and the refresh grant of `securetoken`.
 */
import {
  DEFAULT_TOKEN_LIFETIME_SECONDS,
  identityUid,
  lookupIdentity,
  mintIdentityToken,
  type MockIdentity,
} from '../../identity/accounts';
import { verifyJwt } from '../../shared/jwt';
import { apiError, randomToken, readBody, text } from './http';

export type EmulatorSessions = ReturnType<typeof createSessions>;

export function createSessions(now: () => number) {
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

  return { session, lookup, token };
}
