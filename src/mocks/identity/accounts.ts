import { findIdentityAccount, PERSONAS } from '../db';
import { signJwt } from '../shared/jwt';

/**
 * Who the mock identity provider knows and the tokens it mints for them, shared by the
 * browser's mock provider (`provider.ts`) and the standalone server's Firebase Auth
 * emulator routes (`../server/authEmulator.ts`). No browser API here: it runs in Node too.
 */

/** Token lifetime in seconds unless told otherwise (Firebase's is one hour too). */
export const DEFAULT_TOKEN_LIFETIME_SECONDS = 3600;
/** A link is valid this long (Firebase: a few hours; one here). */
export const LINK_VALIDITY_MS = 60 * 60_000;

/** Who the provider knows: every product user, plus identities without one (fantasma). */
export interface MockIdentity {
  appUserId: string;
  email: string;
  name: string;
  roles: string[];
  companyId: string | null;
  emailVerified: boolean;
}

/** Identities that exist at the provider but have no product user (the inconsistent path). */
const ORPHAN_IDENTITIES: MockIdentity[] = PERSONAS.filter((p) => p.userId === null).map((p) => ({
  appUserId: `sin-usuario-${p.key}`,
  email: p.email,
  name: p.name,
  roles: ['candidate'],
  companyId: null,
  emailVerified: true,
}));

export function lookupIdentity(email: string): MockIdentity | null {
  const wanted = email.trim().toLowerCase();
  const account = findIdentityAccount(wanted);
  if (account) {
    return {
      appUserId: account.userId,
      email: account.email,
      name: `${account.name} ${account.lastName}`.trim(),
      roles: account.roles,
      companyId: account.companyId,
      // A link sign-in proves the address.
      emailVerified: true,
    };
  }
  return ORPHAN_IDENTITIES.find((identity) => identity.email === wanted) ?? null;
}

/** The provider's user id of an identity (Firebase's `uid`, the token's `sub`). */
export const identityUid = (identity: MockIdentity) => `mock-${identity.appUserId}`;

/** A signed id token with the product claims (`now` in epoch ms). */
export function mintIdentityToken(
  identity: MockIdentity,
  { expiresInSeconds = DEFAULT_TOKEN_LIFETIME_SECONDS, now = Date.now() } = {},
): Promise<string> {
  return signJwt(
    {
      app_user_id: identity.appUserId,
      roles: identity.roles,
      company_id: identity.companyId,
      email: identity.email,
      email_verified: identity.emailVerified,
      name: identity.name,
      sub: identityUid(identity),
    },
    { expiresInSeconds, now },
  );
}
