/**
 * Signed tokens for seeded users, for the mock's tests. No test set-up imported (no MSW server):
 * tests that call the handlers directly use it too.
 */
import { db, ensureDatabase, PERSONA_USER_IDS, type User } from '../db';
import { signJwt } from '../shared/jwt';

export type PersonaUser = keyof typeof PERSONA_USER_IDS;

/** A signed token for a seeded user (persona key or user id). */
export async function tokenFor(
  who: PersonaUser | User | string,
  options: { expiresInSeconds?: number; now?: number } = {},
): Promise<string> {
  await ensureDatabase();
  const id = typeof who === 'string' ? (PERSONA_USER_IDS[who as PersonaUser] ?? who) : who.id;
  const user = db.users.get(id);
  if (!user) throw new Error(`No seeded user ${id}`);
  return signJwt(
    {
      app_user_id: user.id,
      sub: `idp-${user.id}`,
      roles: [...user.roles],
      company_id: user.companyId,
      email: user.email,
      email_verified: true,
      name: `${user.name} ${user.lastName}`,
    },
    options,
  );
}

/** Tokens for these personas, once the database is ready: for a test file's `beforeAll`. */
export async function personaTokens<P extends PersonaUser>(
  ...personas: P[]
): Promise<Record<P, string>> {
  await ensureDatabase();
  const tokens = {} as Record<P, string>;
  for (const persona of personas) tokens[persona] = await tokenFor(persona);
  return tokens;
}
