/** The standalone server's options (command line and environment) and its host guard. */
import type { Preset } from '../db';
import type { FirebaseEmulatorOptions } from './firebaseEmulator';
import { DEFAULT_APP_ORIGINS, parseAppOrigin, webOrigin } from './origins';

export interface ServerOptions {
  port: number;
  host: string;
  dataFile: string;
  reset: boolean;
  preset: Preset;
  /** Host names accepted besides localhost, 127.0.0.1 and [::1] (`*`: any). */
  allowedHosts: string[];
  /**
   * The app's origins: the only pages (besides the server's own) that may call the QA and
   * Firebase Auth emulator routes, and where a sign-in link may lead (`continueUrl`).
   */
  appOrigins: string[];
  /**
   * The real Firebase Auth emulator the live build signs in with (`--firebase-auth-emulator`,
   * `--firebase-project`): its accounts get the product claims and `/api/v1` accepts its
   * unsigned tokens (`firebaseEmulator.ts`). `null`: only the mock's own tokens.
   */
  firebaseAuthEmulator: FirebaseEmulatorOptions | null;
}

/** The project of `--firebase-auth-emulator` unless `--firebase-project` names another. */
export const DEFAULT_FIREBASE_PROJECT = 'demo-talentia';

export const DEFAULT_PORT = 8787;

const OPTION_NAMES = [
  'port',
  'host',
  'data',
  'reset',
  'preset',
  'allow-host',
  'app-origin',
  'firebase-auth-emulator',
  'firebase-project',
];

/**
 * `--port 8787 --host 127.0.0.1 --data .mock-server/db.json --reset --preset large
 * --allow-host 192.168.1.20 --app-origin http://localhost:5173 --firebase-auth-emulator
 * http://127.0.0.1:9099 --firebase-project demo-talentia` (+ env; `--allow-host` and
 * `--app-origin` may repeat or take a comma list; `--app-origin` replaces the default list).
 */
export function parseServerArgs(
  argv: readonly string[],
  env: Record<string, string | undefined> = {},
): ServerOptions {
  const flags = new Map<string, string | true>();
  const allowed: string[] = [];
  const appOrigins: string[] = [];
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i]!;
    if (!arg.startsWith('--')) throw new Error(`Argumento desconocido: ${arg}`);
    const [name, inline] = arg.slice(2).split('=', 2) as [string, string | undefined];
    if (!OPTION_NAMES.includes(name)) throw new Error(`Opción desconocida: --${name}`);
    let value: string | true;
    if (name === 'reset') value = true;
    else if (inline !== undefined) value = inline;
    else if (argv[i + 1] !== undefined) value = argv[(i += 1)]!;
    else throw new Error(`Falta el valor de --${name}`);
    if (name === 'allow-host') allowed.push(String(value));
    else if (name === 'app-origin') appOrigins.push(String(value));
    else flags.set(name, value);
  }
  const text = (name: string) => {
    const value = flags.get(name);
    return typeof value === 'string' ? value : undefined;
  };
  const port = Number(text('port') ?? env.MOCK_SERVER_PORT ?? DEFAULT_PORT);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`Puerto inválido: ${text('port')}`);
  const preset = text('preset') ?? 'seed';
  if (preset !== 'seed' && preset !== 'large')
    throw new Error(`Preset inválido: ${preset} (seed o large)`);
  const list = (values: (string | undefined)[]) =>
    values
      .flatMap((value) => (value ?? '').split(','))
      .map((value) => value.trim())
      .filter(Boolean);
  const origins = list(appOrigins.length ? appOrigins : [env.MOCK_SERVER_APP_ORIGINS]);
  return {
    port,
    host: text('host') ?? env.MOCK_SERVER_HOST ?? '127.0.0.1',
    dataFile: text('data') ?? env.MOCK_SERVER_DATA ?? '.mock-server/db.json',
    reset: flags.has('reset') || flags.has('preset'),
    preset,
    allowedHosts: [...allowed, env.MOCK_SERVER_ALLOWED_HOSTS ?? '']
      .flatMap((list) => list.split(','))
      .map((h) => h.trim().toLowerCase())
      .filter(Boolean),
    appOrigins: origins.length
      ? [...new Set(origins.map(parseAppOrigin))]
      : [...DEFAULT_APP_ORIGINS],
    firebaseAuthEmulator: firebaseEmulatorOption(
      text('firebase-auth-emulator'),
      text('firebase-project'),
    ),
  };
}

/** `--firebase-auth-emulator <http origin>` with a `demo-` project (its tokens are unsigned). */
function firebaseEmulatorOption(
  url: string | undefined,
  projectId: string | undefined,
): FirebaseEmulatorOptions | null {
  if (url === undefined) {
    if (projectId !== undefined)
      throw new Error('--firebase-project solo se usa con --firebase-auth-emulator');
    return null;
  }
  const origin = webOrigin(url);
  if (!origin || new URL(url).pathname !== '/')
    throw new Error(`Emulador de Firebase Auth inválido: ${url} (ej.: http://127.0.0.1:9099)`);
  const project = projectId ?? DEFAULT_FIREBASE_PROJECT;
  // A `demo-` project is never a real one: the unsigned tokens it accepts cannot be Google's.
  if (!/^demo-[a-z0-9-]+$/.test(project))
    throw new Error(`Proyecto de Firebase inválido: ${project} (debe empezar por demo-)`);
  return { url: origin, projectId: project };
}

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * DNS-rebinding guard (as Vite's dev server does): only requests addressed to a loopback
 * name, on this server's port, are answered, unless `--allow-host` names more.
 */
export function isAllowedHost(
  host: string,
  options: { port?: number; allowedHosts?: readonly string[] },
): boolean {
  const match = /^(\[[^\]]+\]|[^:]+)(?::(\d+))?$/.exec(host.trim().toLowerCase());
  if (!match) return false;
  const [, name, port] = match as unknown as [string, string, string | undefined];
  const allowed = options.allowedHosts ?? [];
  if (allowed.includes('*') || allowed.includes(name)) return true;
  if (!LOOPBACK.has(name)) return false;
  return !options.port || port === undefined || Number(port) === options.port;
}
