/**
 * The standalone server as the backend of a live build signed in by the real Firebase Auth
 * emulator (`firebase emulators:start --only auth`, `--firebase-auth-emulator`): as a real
 * backend does with the Admin SDK, it gives the identity provider's accounts the product
 * claims (`app_user_id`, `roles`, `company_id`: custom claims, copied into every id token),
 * and accepts the emulator's unsigned id tokens for that project on `/api/v1`
 * (`acceptFirebaseEmulatorTokens`). The mock's own tokens keep working beside them.
 * Users created or changed after the start (a company's registration, a member an admin
 * adds, an activation, a deactivation, an erased account) are written into the emulator as
 * they change, so they too can sign in with the real SDK.
 */
import { db, onDatabaseChange } from '../db';
import type { DatabaseChange } from '../db/database';
import { acceptFirebaseEmulatorTokens } from '../shared/jwt';

export interface FirebaseEmulatorOptions {
  /** The emulator's origin (`http://127.0.0.1:9099`). */
  url: string;
  /** A `demo-` project: the emulator never reaches Google for it. */
  projectId: string;
}

/** The emulator's batch import takes up to 1000 accounts per call. */
const BATCH = 1000;

type User = ReturnType<typeof db.users.all>[number];

/** A product user as an emulator account: uid `mock-<id>`, as the mock's own tokens' `sub`. */
function account(user: User) {
  return {
    localId: `mock-${user.id}`,
    email: user.email.toLowerCase(),
    emailVerified: user.emailVerified,
    displayName: `${user.name} ${user.lastName}`.trim(),
    disabled: !user.active,
    customAttributes: JSON.stringify({
      app_user_id: user.id,
      roles: user.roles,
      company_id: user.companyId,
    }),
  };
}

/**
 * Write every product user into the emulator's project (replacing accounts of the same uid),
 * then accept its tokens. Throws, in Spanish for the CLI, when the emulator does not answer
 * or refuses an account.
 */
async function writeAccounts(
  { url, projectId }: FirebaseEmulatorOptions,
  users: ReturnType<typeof account>[],
  removed: string[] = [],
): Promise<void> {
  const endpoint = `${url}/identitytoolkit.googleapis.com/v1/projects/${projectId}/accounts`;
  const calls: [string, unknown][] = [];
  for (let start = 0; start < users.length; start += BATCH)
    calls.push([
      `${endpoint}:batchCreate`,
      { users: users.slice(start, start + BATCH), allowOverwrite: true },
    ]);
  if (removed.length) calls.push([`${endpoint}:batchDelete`, { localIds: removed, force: true }]);
  for (const [target, body] of calls) {
    let response: Response;
    try {
      response = await fetch(target, {
        method: 'POST',
        // The emulator's administrator credential (no Google account involved).
        headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
    } catch (error) {
      throw new Error(
        `El emulador de Firebase Auth no responde en ${url} (${(error as Error).message}). Inícialo antes: npx firebase emulators:start --only auth --project ${projectId}`,
        { cause: error },
      );
    }
    const answer = (await response.json().catch(() => ({}))) as {
      error?: { message?: string }[] | { message?: string };
    };
    const failed = Array.isArray(answer.error) ? answer.error[0] : answer.error;
    if (!response.ok || failed)
      throw new Error(
        `El emulador de Firebase Auth rechazó las cuentas (${response.status}): ${failed?.message ?? 'sin detalle'}`,
      );
  }
}

export interface FirebaseEmulatorBridge {
  /** How many accounts the start wrote. */
  accounts: number;
  /** Resolves once every change so far is in the emulator (the server answers after it). */
  settled(): Promise<void>;
}

let stopSync: (() => void) | null = null;

/**
 * Write every product user into the emulator's project (replacing accounts of the same uid),
 * accept its tokens, and from then on write each user the database creates, changes or
 * removes. Throws, in Spanish for the CLI, when the emulator does not answer or refuses an
 * account at the start; a later refusal is logged (`log`).
 */
export async function connectFirebaseEmulator(
  options: FirebaseEmulatorOptions,
  log: (message: string) => void = console.warn,
): Promise<FirebaseEmulatorBridge> {
  const users = db.users.all().map(account);
  await writeAccounts(options, users);
  acceptFirebaseEmulatorTokens(options.projectId);
  // One write after the other, in the order of the changes.
  let queue = Promise.resolve();
  const sync = (change: DatabaseChange) => {
    if (change !== null && change.table !== 'users') return;
    const id = change?.id ?? null;
    const user = id === null ? null : db.users.get(id);
    const write =
      id === null
        ? () => writeAccounts(options, db.users.all().map(account))
        : user
          ? () => writeAccounts(options, [account(user)])
          : () => writeAccounts(options, [], [`mock-${id}`]);
    queue = queue.then(write).catch((error: unknown) => log((error as Error).message));
  };
  stopSync?.();
  stopSync = onDatabaseChange(sync);
  return { accounts: users.length, settled: () => queue };
}

/** Stop writing users and accepting the emulator's tokens (the server closes). */
export function disconnectFirebaseEmulator(): void {
  stopSync?.();
  stopSync = null;
  acceptFirebaseEmulatorTokens(null);
}
