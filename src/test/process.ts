/// <reference types="node" />
import type { ChildProcess } from 'node:child_process';

/**
 * Tests only: ends a child process (SIGTERM by default, a clean shutdown) and resolves once it
 * has exited, at once if it already had. Waiting matters: a server still writing its data file
 * races with removing the folder it writes in ("ENOTEMPTY").
 */
export function stopProcess(
  child: ChildProcess | null | undefined,
  signal: NodeJS.Signals = 'SIGTERM',
): Promise<void> {
  return new Promise((resolve) => {
    if (!child || child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill(signal);
  });
}
