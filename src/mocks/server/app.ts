/**
 * The standalone mock API, platform-neutral part: options, persistence to a text file
 * (through the functions the Node entry point passes in), QA controls, and one
 * `handle(Request) → Response` that runs the same MSW handlers as the browser.
 * The Node glue (node:http, node:fs) is `cli.mjs` beside this file.
 */
import { getResponse, HttpHandler, type RequestHandler } from 'msw';
import { applyChanges, type ChangeSet } from '../db/database';
import {
  closeDatabase,
  databaseSummary,
  findIdentityAccount,
  initDatabase,
  resetDatabase,
  setAsideLocation,
  type ErasedBlobs,
  type PersistedState,
  type PersistenceAdapter,
  type Preset,
} from '../db';
import * as seed from '../db/seed';
import { handlers } from '../handlers';
import {
  getNetworkSettings,
  NETWORK_ALLOWED,
  NetworkSettingsError,
  updateNetworkSettings,
  type NetworkSettings,
} from '../network/state';
import { signJwt } from '../shared/jwt';
import { createAuthEmulator, isAuthEmulatorPath } from './authEmulator';
import { DEFAULT_APP_ORIGINS, foreignPage, parseAppOrigin } from './origins';

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
}

export const DEFAULT_PORT = 8787;

/**
 * `--port 8787 --host 127.0.0.1 --data .mock-server/db.json --reset --preset large
 * --allow-host 192.168.1.20 --app-origin http://localhost:5173` (+ env; `--allow-host` and
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
    if (!['port', 'host', 'data', 'reset', 'preset', 'allow-host', 'app-origin'].includes(name))
      throw new Error(`Opción desconocida: --${name}`);
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
  };
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

/**
 * Where the server keeps its database: the records as text (a JSON file in practice), an
 * optional append-only journal of the changes since, and file contents apart, by key
 * (`file-storage.mjs`).
 */
export interface TextStorage {
  read(): Promise<string | null>;
  /**
   * Store the records (a full snapshot), after the new file contents they reference; the
   * journal is emptied once the snapshot is durable, then the `erased` contents deleted.
   */
  write(text: string, blobs?: ReadonlyMap<string, Uint8Array>, erased?: ErasedBlobs): Promise<void>;
  /** The journal's entries (parsed lines), oldest first; a torn last line is dropped. */
  readJournal?(): Promise<unknown[]>;
  /** Append one line to the journal, after the file contents it references; durable. */
  append?(
    line: string,
    blobs?: ReadonlyMap<string, Uint8Array>,
  ): Promise<{ bytes: number; entries: number }>;
  readBlob?(key: string): Promise<Uint8Array | null>;
  /** Delete every stored file content but `keep`. */
  sweepBlobs?(keep: ReadonlySet<string>): Promise<void>;
  /** Keep unusable stored data apart; answers where it went. */
  setAside?(reason: string): Promise<string | null>;
  close?(): Promise<void>;
}

/** The journal is folded into a new snapshot past either bound. */
export const JOURNAL_LIMITS = { bytes: 8 * 1024 * 1024, entries: 2000 };

interface JournalEntry {
  seq: number;
  changes: ChangeSet;
}

const isJournalEntry = (value: unknown): value is JournalEntry =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as JournalEntry).seq === 'number' &&
  typeof (value as JournalEntry).changes === 'object' &&
  (value as JournalEntry).changes !== null;

/**
 * The persistence adapter over a text storage. With a journal, each batch of writes is one
 * entry `{ seq, changes }`; the snapshot records the last `seq` it includes
 * (`journalSeq`), so entries that a crash left in the journal after a compaction had
 * already stored them are skipped at the next start, never applied twice over newer data.
 */
export function textStorageAdapter(
  storage: TextStorage,
  log: (message: string) => void = () => {},
  limits = JOURNAL_LIMITS,
): PersistenceAdapter {
  let lastSeq = 0;
  /** Entries in the journal since the snapshot (replayed at load, or appended since). */
  let pending = 0;
  const adapter: PersistenceAdapter = {
    async load() {
      const text = await storage.read();
      const journal = (await storage.readJournal?.()) ?? [];
      if (text === null) {
        if (journal.length)
          log(
            `No hay instantánea: las ${journal.length} entradas del diario no se pueden aplicar y se descartan.`,
          );
        return null;
      }
      let stored: unknown;
      try {
        stored = JSON.parse(text) as unknown;
      } catch {
        return undefined; // unreadable: set aside, and said so once (`setAside`)
      }
      if (typeof stored !== 'object' || stored === null) return stored;
      const { journalSeq, ...state } = stored as { journalSeq?: unknown } & PersistedState;
      const base = typeof journalSeq === 'number' ? journalSeq : 0;
      const entries = journal.filter(isJournalEntry).filter((entry) => entry.seq > base);
      lastSeq = Math.max(base, ...entries.map((entry) => entry.seq));
      pending = entries.length;
      if (entries.length === 0) return state;
      // Journal entries without a snapshot to apply them to: unreadable as a whole.
      if (state.kind !== 'snapshot' || !state.snapshot?.tables) return undefined;
      return {
        ...state,
        snapshot: applyChanges(
          state.snapshot,
          entries.map((entry) => entry.changes),
        ),
      };
    },
    save: async (state, blobs, erased) => {
      await storage.write(JSON.stringify({ ...state, journalSeq: lastSeq }), blobs, erased);
      pending = 0;
    },
    journalPending: () => pending > 0,
    loadBlob: storage.readBlob ? (key) => storage.readBlob!(key) : undefined,
    sweepBlobs: storage.sweepBlobs ? (keep) => storage.sweepBlobs!(keep) : undefined,
    setAside: storage.setAside ? (reason) => storage.setAside!(reason) : undefined,
    close: storage.close ? () => storage.close!() : undefined,
  };
  if (storage.append) {
    adapter.append = async (changes, blobs) => {
      const seq = lastSeq + 1;
      const size = await storage.append!(JSON.stringify({ seq, changes }), blobs);
      lastSeq = seq;
      pending += 1;
      return { compact: size.bytes > limits.bytes || size.entries > limits.entries };
    };
  }
  return adapter;
}

const CORS_HEADERS: Record<string, string> = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET,POST,PUT,PATCH,DELETE,OPTIONS',
  'Access-Control-Allow-Headers': 'Authorization,Content-Type',
  'Access-Control-Expose-Headers': 'Content-Disposition',
  'Access-Control-Max-Age': '600',
};

/** `nosniff` on everything; API answers are never cached; CORS only for the API itself. */
function withHeaders(response: Response, cors: boolean): Response {
  const headers = new Headers(response.headers);
  if (cors) for (const [name, value] of Object.entries(CORS_HEADERS)) headers.set(name, value);
  headers.set('X-Content-Type-Options', 'nosniff');
  if (!headers.has('Cache-Control')) headers.set('Cache-Control', 'no-store');
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
    if (request.method === 'PUT') {
      let patch: unknown;
      try {
        patch = await request.json();
      } catch {
        return Response.json(
          { message: 'El cuerpo de la solicitud no es JSON válido', error: 'bad_request' },
          { status: 400 },
        );
      }
      try {
        updateNetworkSettings(patch as Partial<NetworkSettings>);
      } catch (error) {
        if (!(error instanceof NetworkSettingsError)) throw error;
        // Refused, never clamped: what was wrong, and what each control accepts.
        return Response.json(
          {
            message: error.message,
            error: 'validation_error',
            details: error.details,
            allowed: NETWORK_ALLOWED,
          },
          { status: 422 },
        );
      }
    }
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

/**
 * The handlers that can answer a method, in order. MSW tries every handler in turn (each
 * parses the URL and the request's cookies), so a write would pay for every GET route
 * before its own; the server asks only those of its method (the result is the same).
 */
const handlersByMethod = new Map<string, RequestHandler[]>();
function handlersFor(method: string): RequestHandler[] {
  let list = handlersByMethod.get(method);
  if (!list) {
    list = handlers.filter((handler) => {
      if (!(handler instanceof HttpHandler)) return true;
      const wanted = handler.info.method;
      return wanted instanceof RegExp
        ? wanted.test(method)
        : wanted.toUpperCase() === method.toUpperCase();
    });
    handlersByMethod.set(method, list);
  }
  return list;
}

const refuse = (status: number, message: string, error: string) =>
  withHeaders(Response.json({ message, error }, { status }), false);

export async function createMockApp(
  options: Pick<ServerOptions, 'reset' | 'preset'> &
    Partial<Pick<ServerOptions, 'port' | 'allowedHosts' | 'appOrigins'>>,
  storage: TextStorage | null,
  log: (m: string) => void = console.log,
): Promise<MockApp> {
  const outcome = await initDatabase({
    adapter: storage ? textStorageAdapter(storage, log) : null,
    seed,
  });
  if (options.reset) await resetDatabase(options.preset);
  const appOrigins = options.appOrigins ?? [...DEFAULT_APP_ORIGINS];
  // Firebase Auth emulator routes: a live build (`VITE_FIREBASE_AUTH_EMULATOR_URL`) signs in here.
  const authEmulator = createAuthEmulator({ appOrigins });
  return {
    async handle(request) {
      const url = new URL(request.url);
      if (!isAllowedHost(url.host, options)) {
        return refuse(
          403,
          `Host no permitido: ${url.hostname}. Usa localhost o 127.0.0.1, o inicia el servidor con --allow-host ${url.hostname}.`,
          'host_not_allowed',
        );
      }
      const qa = url.pathname === '/__mock' || url.pathname.startsWith('/__mock/');
      const emulator = !qa && isAuthEmulatorPath(url.pathname);
      // QA routes (tokens, reset, faults) and the emulator's (codes, sign-in, refresh) hand
      // out or reveal credentials: for local tools and the app's own pages, never for a page
      // of another site (`origins.ts`).
      const page = qa || emulator ? foreignPage(request, url, appOrigins) : null;
      if (page !== null) {
        const hint = `Solo se aceptan herramientas locales y páginas de la app (${appOrigins.join(', ')}); para otra, inicia el servidor con --app-origin <origen>.`;
        return emulator
          ? authEmulator.refuse(`PERMISSION_DENIED : La página ${page} no es de la app. ${hint}`)
          : refuse(
              403,
              `Las rutas de QA no aceptan solicitudes de otro origen (${page}). ${hint}`,
              'cross_origin',
            );
      }
      if (qa) return withHeaders(await control(request, url), false);
      if (emulator) return authEmulator.handle(request, url);
      if (request.method === 'OPTIONS')
        return withHeaders(new Response(null, { status: 204 }), true);
      const response =
        (await getResponse(handlersFor(request.method), request)) ??
        Response.json({ message: 'Ruta no encontrada', error: 'route_not_found' }, { status: 404 });
      return response.type === 'error' ? null : withHeaders(response, true);
    },
    describe() {
      const summary = databaseSummary();
      const aside = setAsideLocation();
      const state = options.reset
        ? `restablecidos (${options.preset})`
        : {
            restored: 'recuperados del archivo',
            seeded: 'sembrados',
            reseeded: aside
              ? `vueltos a sembrar (el archivo anterior no se podía usar: apartado en ${aside})`
              : 'vueltos a sembrar (versión distinta)',
          }[outcome];
      return `datos ${state}: ${summary.counts.map((c) => `${c.count} ${c.label.toLowerCase()}`).join(', ')}`;
    },
    // Store everything, fold the journal into the snapshot, close the files.
    close: closeDatabase,
  };
}
