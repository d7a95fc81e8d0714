/** Writes: a handler's checks and changes as one unit, stored before it is answered. */
import { databaseLock } from '../database';
import type { PersistenceAdapter } from './adapter';
import { hydrate } from './load';
import { flushDatabase } from './save';
import { persistence, type QueuedWrite } from './state';

/** `task` under the lock shared with the other tabs, when the adapter has one. */
export function withStoreLock<T>(
  current: PersistenceAdapter | null,
  task: () => Promise<T>,
): Promise<T> {
  return current?.exclusive ? current.exclusive(task) : task();
}

/**
 * Run a write (a handler: its checks and its changes) and store it; resolves with the
 * handler's result once stored, rejects with its error (or the save's).
 *
 * With one process (the standalone server, tests) this is the database's turn, then the
 * grouped flush. In the browser every tab has its own copy in memory: the write then also
 * holds the lock shared with the other tabs, reloads the stored data first if another tab
 * changed it since (so its checks see that tab's writes: a second attempt gets its 409),
 * and stores before releasing it. Writes that queued while the lock was held elsewhere run
 * together, under one reload and one save (group commit).
 */
export function runWrite<T>(task: () => Promise<T> | T): Promise<T> {
  const current = persistence.adapter;
  if (!current?.exclusive) {
    return (async () => {
      const result = await databaseLock.runExclusive(async () => task());
      await flushDatabase();
      return result;
    })();
  }
  return new Promise<T>((resolve, reject) => {
    const write: QueuedWrite = { task, resolve: resolve as (value: unknown) => void, reject };
    if (persistence.writeBatch) {
      persistence.writeBatch.push(write);
      return;
    }
    const batch = [write];
    persistence.writeBatch = batch;
    current.exclusive!(() => {
      persistence.writeBatch = null; // writes from now on wait for the next turn
      persistence.holdingStoreLock = true;
      return databaseLock.runExclusive(async () => {
        if (await current.changedElsewhere?.()) await hydrate();
        const outcomes: { ok: boolean; value: unknown }[] = [];
        for (const queued of batch) {
          try {
            outcomes.push({ ok: true, value: await queued.task() });
          } catch (error) {
            outcomes.push({ ok: false, value: error });
          }
        }
        // Stored before the turn is released: no reload can drop it meanwhile.
        let saveFailed: { error: unknown } | null = null;
        await flushDatabase().catch((error: unknown) => {
          saveFailed = { error };
        });
        batch.forEach((queued, i) => {
          const outcome = outcomes[i]!;
          if (!outcome.ok) queued.reject(outcome.value);
          else if (saveFailed) queued.reject((saveFailed as { error: unknown }).error);
          else queued.resolve(outcome.value);
        });
      });
    })
      .finally(() => {
        persistence.holdingStoreLock = false;
      })
      .catch((error: unknown) => batch.forEach((queued) => queued.reject(error)));
  });
}
