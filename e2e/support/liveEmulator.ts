import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { stopProcess } from '../../src/test/process';

/**
 * The live build (`--mode live`: the real API client and Firebase Auth) against the real
 * Firebase Auth emulator from firebase-tools (`firebase.json`: auth on 9099, no UI, a `demo-`
 * project: nothing leaves the machine) and the standalone mock server as the product API,
 * which gives the emulator's accounts the product claims and accepts its unsigned tokens
 * (`--firebase-auth-emulator`). All three are started here, each awaited on the line it
 * prints once it listens. Ports: `E2E_LIVE_PORT` (the app, 4174), `E2E_LIVE_MOCK_PORT` (the
 * API, 8792); the emulator's are in `firebase.json`.
 */
const ROOT = resolve(import.meta.dirname, '../..');
export const PROJECT_ID = 'demo-talentia';
export const EMULATOR = 'http://127.0.0.1:9099';
const LIVE_PORT = Number(process.env.E2E_LIVE_PORT ?? 4174);
const MOCK_PORT = Number(process.env.E2E_LIVE_MOCK_PORT ?? 8792);
export const LIVE_ORIGIN = `http://127.0.0.1:${LIVE_PORT}`;
export const MOCK_ORIGIN = `http://127.0.0.1:${MOCK_PORT}`;
const OUT_DIR = 'dist-live-emulator';

/** The live build's configuration: API on the mock server, Firebase Auth on the emulator. */
const LIVE_ENV = {
  VITE_API_BASE_URL: `${MOCK_ORIGIN}/api/v1`,
  VITE_FIREBASE_AUTH_EMULATOR_URL: EMULATOR,
  // The emulator accepts any key; a `demo-` project never reaches Google.
  VITE_FIREBASE_API_KEY: 'demo-api-key',
  VITE_FIREBASE_PROJECT_ID: PROJECT_ID,
};

// eslint-disable-next-line no-control-regex -- the escape that starts a colour code
const ANSI_CODES = /\x1b\[[0-9;]*m/g;

/** Starts a process and resolves once a line of its output matches `ready`. */
function start(command: string[], ready: RegExp, env: Record<string, string> = {}) {
  const child = spawn(process.execPath, command, {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const listening = new Promise<ChildProcess>((done, fail) => {
    const read = (chunk: Buffer) => {
      // Without the terminal's colours (Vite prints the port in bold).
      output += chunk.toString().replace(ANSI_CODES, '');
      if (ready.test(output)) done(child);
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.once('exit', (code) =>
      fail(new Error(`${command.join(' ')} exited with ${code}:\n${output.slice(-2000)}`)),
    );
  });
  return { child, listening };
}

/**
 * The three servers, stopped by `stop()` whatever `start()` reached (a start cut short by its
 * time bound leaves nothing running).
 */
export class LiveStack {
  private readonly children: ChildProcess[] = [];
  /** The mock server's data, made by `start()` (the file is also loaded to list its tests). */
  private dataDir: string | null = null;

  private launch(command: string[], ready: RegExp, env?: Record<string, string>) {
    const { child, listening } = start(command, ready, env);
    this.children.push(child);
    return listening;
  }

  /**
   * Builds the live app for this stack (unless `E2E_LIVE_BUILT` is set: built already), then
   * starts the emulator, the mock server (fresh seed) and `vite preview`.
   */
  async start(): Promise<void> {
    if (!process.env.E2E_LIVE_BUILT) {
      const build = spawnSync(
        process.execPath,
        ['node_modules/vite/bin/vite.js', 'build', '--mode', 'live', '--outDir', OUT_DIR],
        { cwd: ROOT, env: { ...process.env, ...LIVE_ENV }, encoding: 'utf8' },
      );
      if (build.status !== 0) throw new Error(`The live build failed:\n${build.stderr}`);
    }
    await this.launch(
      [
        'node_modules/firebase-tools/lib/bin/firebase.js',
        'emulators:start',
        '--only',
        'auth',
        '--project',
        PROJECT_ID,
      ],
      /All emulators ready/,
      // No update check: nothing but the npm registry is reachable in CI.
      { NO_UPDATE_NOTIFIER: '1' },
    );
    await Promise.all([
      this.launch(
        [
          'src/mocks/server/cli.mjs',
          '--port',
          String(MOCK_PORT),
          '--reset',
          '--data',
          join((this.dataDir = mkdtempSync(join(tmpdir(), 'live-emulator-'))), 'db.json'),
          '--app-origin',
          LIVE_ORIGIN,
          '--firebase-auth-emulator',
          EMULATOR,
          '--firebase-project',
          PROJECT_ID,
        ],
        new RegExp(`127\\.0\\.0\\.1:${MOCK_PORT}/api/v1`),
      ),
      this.launch(
        [
          'node_modules/vite/bin/vite.js',
          'preview',
          '--mode',
          'live',
          '--outDir',
          OUT_DIR,
          '--host',
          '127.0.0.1',
          '--port',
          String(LIVE_PORT),
          '--strictPort',
        ],
        new RegExp(`127\\.0\\.0\\.1:${LIVE_PORT}`),
        // The same configuration as the build: the policy header names the same origins.
        LIVE_ENV,
      ),
    ]);
  }

  async stop(): Promise<void> {
    await Promise.all(this.children.map((child) => stopProcess(child)));
    if (this.dataDir) rmSync(this.dataDir, { recursive: true, force: true });
  }
}

/** The sign-in links the emulator "sent" to `email`, newest last. */
export async function sentLinks(email: string): Promise<string[]> {
  const response = await fetch(`${EMULATOR}/emulator/v1/projects/${PROJECT_ID}/oobCodes`);
  const { oobCodes } = (await response.json()) as {
    oobCodes: { email: string; oobLink: string; requestType: string }[];
  };
  return oobCodes
    .filter((code) => code.email === email && code.requestType === 'EMAIL_SIGNIN')
    .map((code) => code.oobLink);
}
