/**
 * The standalone mock API, platform-neutral part: options, persistence to a text file
 * (through the functions the Node entry point passes in), QA controls, and one
 * `handle(Request) → Response` that runs the same MSW handlers as the browser.
 * The Node glue (node:http, node:fs) is `cli.mjs` beside this file.
 */
import { getResponse } from 'msw';
import {
  databaseSummary,
  findIdentityAccount,
  flushDatabase,
  initDatabase,
  resetDatabase,
  type PersistenceAdapter,
  type Preset,
} from '../db';
import { handlers } from '../handlers';
import { getNetworkSettings, updateNetworkSettings } from '../network/state';
import { signJwt } from '../shared/jwt';

export interface ServerOptions {
  port: number;
  host: string;
  dataFile: string;
  reset: boolean;
  preset: Preset;
}

export const DEFAULT_PORT = 8787;

/** `--port 8787 --host 127.0.0.1 --data .mock-server/db.json --reset --preset large` (+ env). */
export function parseServerArgs(
  argv: readonly string[],
  env: Record<string, string | undefined> = {},
): ServerOptions {
  const flags = new Map<string, string | true>();
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i]!;
    if (!arg.startsWith('--')) throw new Error(`Argumento desconocido: ${arg}`);
    const [name, inline] = arg.slice(2).split('=', 2) as [string, string | undefined];
    if (!['port', 'host', 'data', 'reset', 'preset'].includes(name))
      throw new Error(`Opción desconocida: --${name}`);
    if (name === 'reset') flags.set(name, true);
    else if (inline !== undefined) flags.set(name, inline);
    else if (argv[i + 1] !== undefined) flags.set(name, argv[(i += 1)]!);
    else throw new Error(`Falta el valor de --${name}`);
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
  return {
    port,
    host: text('host') ?? env.MOCK_SERVER_HOST ?? '127.0.0.1',
    dataFile: text('data') ?? env.MOCK_SERVER_DATA ?? '.mock-server/db.json',
    reset: flags.has('reset') || flags.has('preset'),
    preset,
  };
}

/** Where the server keeps its database (a JSON file in practice). */
export interface TextStorage {
  read(): Promise<string | null>;
  write(text: string): Promise<void>;
}

export function textStorageAdapter(
  storage: TextStorage,
  log: (message: string) => void = () => {},
): PersistenceAdapter {
  return {
    async load() {
      const text = await storage.read();
      if (text === null) return null;
      try {
        return JSON.parse(text) as unknown;
      } catch {
        log('El archivo de datos no es JSON válido: se vuelve a sembrar la base de datos.');
        return undefined;
      }
    },
    save: (state) => storage.write(JSON.stringify(state)),
  };
}

const CORS_HEADERS: Record<string, string> = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET,POST,PUT,PATCH,DELETE,OPTIONS',
  'Access-Control-Allow-Headers': 'Authorization,Content-Type',
  'Access-Control-Expose-Headers': 'Content-Disposition',
  'Access-Control-Max-Age': '600',
};

function withCors(response: Response): Response {
  const headers = new Headers(response.headers);
  for (const [name, value] of Object.entries(CORS_HEADERS)) headers.set(name, value);
  return new Response(response.body, {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
}

/**
 * QA controls: GET /__mock (summary), POST /__mock/reset?preset=, GET|PUT /__mock/network,
 * GET /__mock/token?email= (a signed token for a product user, for curl and mobile clients).
 */
async function control(request: Request, url: URL): Promise<Response> {
  if (url.pathname === '/__mock/token' && request.method === 'GET') {
    const account = findIdentityAccount(url.searchParams.get('email') ?? '');
    if (!account)
      return Response.json(
        { message: 'Usuario no encontrado', error: 'user_not_found' },
        { status: 404 },
      );
    const token = await signJwt({
      app_user_id: account.userId,
      sub: `mock-${account.userId}`,
      roles: account.roles,
      company_id: account.companyId,
      email: account.email,
      email_verified: true,
      name: `${account.name} ${account.lastName}`.trim(),
    });
    return Response.json({ data: { token, expiresInSeconds: 3600 } });
  }
  if (url.pathname === '/__mock/reset' && request.method === 'POST') {
    await resetDatabase(url.searchParams.get('preset') === 'large' ? 'large' : 'seed');
    return Response.json({ data: databaseSummary() });
  }
  if (url.pathname === '/__mock/network') {
    if (request.method === 'PUT') updateNetworkSettings((await request.json()) as object);
    return Response.json({ data: getNetworkSettings() });
  }
  if (url.pathname === '/__mock' && request.method === 'GET')
    return Response.json({ data: databaseSummary() });
  return Response.json(
    { message: 'Ruta no encontrada', error: 'route_not_found' },
    { status: 404 },
  );
}

export interface MockApp {
  /** Answer one request; `null` means "network error" (offline control): drop the connection. */
  handle(request: Request): Promise<Response | null>;
  /** One line describing the loaded data. */
  describe(): string;
  close(): Promise<void>;
}

export async function createMockApp(
  options: Pick<ServerOptions, 'reset' | 'preset'>,
  storage: TextStorage | null,
  log: (m: string) => void = console.log,
): Promise<MockApp> {
  const outcome = await initDatabase({
    adapter: storage ? textStorageAdapter(storage, log) : null,
  });
  if (options.reset) await resetDatabase(options.preset);
  return {
    async handle(request) {
      if (request.method === 'OPTIONS')
        return new Response(null, { status: 204, headers: CORS_HEADERS });
      const url = new URL(request.url);
      const response = url.pathname.startsWith('/__mock')
        ? await control(request, url)
        : ((await getResponse(handlers, request)) ??
          Response.json(
            { message: 'Ruta no encontrada', error: 'route_not_found' },
            { status: 404 },
          ));
      return response.type === 'error' ? null : withCors(response);
    },
    describe() {
      const summary = databaseSummary();
      const state = options.reset
        ? `restablecidos (${options.preset})`
        : {
            restored: 'recuperados del archivo',
            seeded: 'sembrados',
            reseeded: 'vueltos a sembrar (versión distinta)',
          }[outcome];
      return `datos ${state}: ${summary.counts.map((c) => `${c.count} ${c.label.toLowerCase()}`).join(', ')}`;
    },
    close: flushDatabase,
  };
}
