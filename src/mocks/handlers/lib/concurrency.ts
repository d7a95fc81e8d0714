import { versionInput } from '../../../shared/contract';
import { ApiError } from './errors';

/**
 * Optimistic concurrency (docs/api.md, "Concurrent edits"): the editable resources (offer
 * with its stages, company, a user's profile, a member's role) answer a `version`; a write
 * may send back the version it was based on, and is refused with 409 `version_conflict` and
 * the current resource when the resource was written meanwhile. Without `version` the write
 * is unconditional (last write wins), as before.
 */
export { versionInput };

/** Throws the 409 when `sent` is given and is not the row's current version. */
export function checkVersion(
  sent: number | undefined,
  row: { version: number },
  message: string,
  current: () => unknown,
): void {
  if (sent !== undefined && sent !== row.version) {
    throw new ApiError(409, message, 'version_conflict', undefined, current());
  }
}

/** The body's fields to write: those given, without the version they were based on. */
export function fieldsToWrite<T extends { version?: number }>(body: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(body).filter(([key, value]) => key !== 'version' && value !== undefined),
  ) as Partial<T>;
}
