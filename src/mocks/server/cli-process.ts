/// <reference types="node" />
/**
 * Tests only: the real CLI (`npm run mock-server`) as a child process on a free port, as QA
 * and the sweep run it (a client in another process sees the server as any client does).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { stopProcess } from '@/test/process';

export interface CliProcess {
  child: ChildProcess;
  /** `http://127.0.0.1:<port>` */
  base: string;
  /** Everything printed so far, stdout and stderr interleaved. */
  output(): string;
  /** What was printed on stderr. */
  stderr(): string;
  /** SIGKILL, resolved once it exited. */
  kill(): Promise<void>;
  /** SIGTERM (a clean shutdown), resolved once it exited. */
  stop(): Promise<void>;
}

const running = new Set<ChildProcess>();

/** Start `cli.mjs --port 0 --data <dataFile> ...extra`; resolves once it listens. */
export async function startCli(dataFile: string, extra: string[] = []): Promise<CliProcess> {
  const child = spawn(
    process.execPath,
    ['src/mocks/server/cli.mjs', '--port', '0', '--data', dataFile, ...extra],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  running.add(child);
  child.once('exit', () => running.delete(child));
  let output = '';
  let stderr = '';
  const base = await new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = output.match(/http:\/\/127\.0\.0\.1:(\d+)\/api\/v1/);
      if (match) resolve(`http://127.0.0.1:${match[1]}`);
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
      onData(chunk);
    });
    child.once('exit', (code) => reject(new Error(`mock server exited with ${code}: ${output}`)));
  });
  return {
    child,
    base,
    output: () => output,
    stderr: () => stderr,
    kill: () => stopProcess(child, 'SIGKILL'),
    stop: () => stopProcess(child),
  };
}

/** Kill every CLI these helpers started and that still runs (afterAll). */
export function killAllClis(): Promise<void[]> {
  return Promise.all([...running].map((child) => stopProcess(child, 'SIGKILL')));
}

/** A product user's token from the QA route. */
export async function cliToken(base: string, email: string): Promise<string> {
  const answer = await fetch(`${base}/__mock/token?email=${encodeURIComponent(email)}`);
  return ((await answer.json()) as { data: { token: string } }).data.token;
}
