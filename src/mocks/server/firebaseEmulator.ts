/**
 * The standalone server as the backend of a live build signed in by the real Firebase Auth
 * emulator (`firebase emulators:start --only auth`, `--firebase-auth-emulator`): as a real
 * backend does with the Admin SDK, it gives the identity provider's accounts the product
 * claims (`app_user_id`, `roles`, `company_id`: custom claims, copied into every id token),
 * and accepts the emulator's unsigned id tokens for that project on `/api/v1`
 * (`acceptFirebaseEmulatorTokens`). The mock's own tokens keep working beside them.
 */
import { db } from '../db';
import { acceptFirebaseEmulatorTokens } from '../shared/jwt';

export interface FirebaseEmulatorOptions {
  /** The emulator's origin (`http://127.0.0.1:9099`). */
  url: string;
  /** A `demo-` project: the emulator never reaches Google for it. */
  projectId: string;
}

/** The emulator's batch import takes up to 1000 accounts per call. */
const BATCH = 1000;

/** The product users as emulator accounts: uid `mock-<id>`, as the mock's own tokens' `sub`. */
function accounts() {
  return db.users.all().map((user) => ({
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
  }));
}

/**
 * Write every product user into the emulator's project (replacing accounts of the same uid),
 * then accept its tokens. Throws, in Spanish for the CLI, when the emulator does not answer
 * or refuses an account.
 */
export async function connectFirebaseEmulator({
  url,
  projectId,
}: FirebaseEmulatorOptions): Promise<number> {
  const endpoint = `${url}/identitytoolkit.googleapis.com/v1/projects/${projectId}/accounts:batchCreate`;
  const users = accounts();
  for (let start = 0; start < users.length; start += BATCH) {
    let response: Response;
    try {
      response = await fetch(endpoint, {
        method: 'POST',
        // The emulator's administrator credential (no Google account involved).
        headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
        body: JSON.stringify({ users: users.slice(start, start + BATCH), allowOverwrite: true }),
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
  acceptFirebaseEmulatorTokens(projectId);
  return users.length;
}

/** Stop accepting the emulator's tokens (the server closes). */
export const disconnectFirebaseEmulator = () => acceptFirebaseEmulatorTokens(null);
