/** Helpers for the mock API's tests: tokens for seeded users and a small fetch wrapper. */
import '@/test/msw';
import { db, ensureDatabase, PERSONA_USER_IDS, type User } from '../db';
import { signJwt } from '../shared/jwt';

export const BASE = 'http://localhost:3000/api/v1';

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

/** Answers are loosely typed on purpose: the tests assert their shape. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loose = any;

export interface CallResult<T = Loose> {
  status: number;
  body: T;
  headers: Headers;
}

/** Call the mock API: JSON body, FormData, or nothing; parses JSON answers. */
export async function call<T = Loose>(
  method: string,
  path: string,
  options: { token?: string; json?: unknown; form?: FormData; raw?: boolean } = {},
): Promise<CallResult<T>> {
  const headers: Record<string, string> = {};
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  let body: BodyInit | undefined;
  if (options.json !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.json);
  } else if (options.form) {
    body = options.form;
  }
  const response = await fetch(`${BASE}${path}`, { method, headers, body });
  const type = response.headers.get('content-type') ?? '';
  const parsed = options.raw
    ? await response.arrayBuffer()
    : type.includes('json')
      ? await response.json()
      : await response.text();
  return { status: response.status, body: parsed as T, headers: response.headers };
}

/** First staff member of another company than Andes Digital, with the given role. */
export function otherCompanyStaff(role: 'recruiter' | 'admin' = 'recruiter'): User {
  const andes = db.users.get(PERSONA_USER_IDS.valentina)!.companyId;
  const found = db.users
    .all()
    .find((u) => u.companyId && u.companyId !== andes && u.roles[0] === role);
  if (!found) throw new Error('no staff in another company');
  return found;
}

/** A seeded candidate other than the personas. */
export function otherCandidate(predicate: (u: User) => boolean = () => true): User {
  const personaIds = new Set<string>(Object.values(PERSONA_USER_IDS));
  const found = db.users
    .all()
    .find((u) => u.roles[0] === 'candidate' && !personaIds.has(u.id) && u.active && predicate(u));
  if (!found) throw new Error('no candidate');
  return found;
}

export const expiredToken = (who: PersonaUser) =>
  tokenFor(who, { now: Date.now() - 7200_000, expiresInSeconds: 3600 });

export function pdfFile(name = 'cv.pdf', size = 1024, type = 'application/pdf'): File {
  const bytes = new Uint8Array(size);
  bytes.set(new TextEncoder().encode('%PDF-1.4\n'));
  return new File([bytes], name, { type });
}

export { MAGIC, fileWith } from './test-files';
import { MAGIC, fileWith } from './test-files';

export const pngFile = (name = 'imagen.png', size = 1024) =>
  fileWith(MAGIC.png, name, size, 'image/png');
