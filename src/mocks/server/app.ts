/**
 * The standalone mock API, platform-neutral part: one `handle(Request) → Response` that
 * runs the same MSW handlers as the browser, behind the host guard, with the QA controls
 * (`qa-controls.ts`) and the Firebase Auth emulator's routes (`authEmulator.ts`). Its
 * options are read by `options.ts`; it persists to a text file through the functions the
 * Node entry point passes in (`text-storage.ts`). The Node glue (node:http, node:fs) is
 * `cli.mjs` beside this file, which reaches all of it through this module.
 */
import { getResponse, HttpHandler, type RequestHandler } from 'msw';
import {
  closeDatabase,
  databaseSummary,
  initDatabase,
  resetDatabase,
  setAsideLocation,
} from '../db';
import * as seed from '../db/seed';
import { handlers } from '../handlers';
import { createAuthEmulator, isAuthEmulatorPath } from './authEmulator';
import { connectFirebaseEmulator, disconnectFirebaseEmulator } from './firebaseEmulator';
import { isAllowedHost, type ServerOptions } from './options';
import { DEFAULT_APP_ORIGINS, foreignPage } from './origins';
import { qaControl } from './qa-controls';
import {
  isReferencePath,
  referenceRoute,
  type ReferenceDocumentLoader,
  type ReferenceScriptLoader,
} from './reference';
import { textStorageAdapter, type TextStorage } from './text-storage';

export { DEFAULT_PORT, isAllowedHost, parseServerArgs, type ServerOptions } from './options';
export { JOURNAL_LIMITS, textStorageAdapter, type TextStorage } from './text-storage';

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
    Partial<
      Pick<ServerOptions, 'port' | 'allowedHosts' | 'appOrigins' | 'firebaseAuthEmulator'>
    > & {
      /** The API's version in its OpenAPI document (package.json). */
      apiVersion?: string;
      /** Reads the API reference's renderer (`/__docs`, `reference.ts`). */
      loadReferenceScript?: ReferenceScriptLoader;
      /** Reads docs/openapi.json, served at `/api/v1/openapi.json` (`reference.ts`). */
      loadReferenceDocument?: ReferenceDocumentLoader;
    },
  storage: TextStorage | null,
  log: (m: string) => void = console.log,
): Promise<MockApp> {
  const outcome = await initDatabase({
    adapter: storage ? textStorageAdapter(storage, log) : null,
    seed,
  });
  if (options.reset) await resetDatabase(options.preset);
  // The real Firebase Auth emulator: its accounts get the product claims, its tokens are accepted.
  const emulated = options.firebaseAuthEmulator
    ? await connectFirebaseEmulator(options.firebaseAuthEmulator, log)
    : null;
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
      if (qa) return withHeaders(await qaControl(request, url), false);
      if (isReferencePath(url.pathname))
        return withHeaders(
          await referenceRoute(request, url, {
            version: options.apiVersion ?? '0.0.0',
            loadScript: options.loadReferenceScript,
            loadDocument: options.loadReferenceDocument,
          }),
          false,
        );
      if (emulator) return authEmulator.handle(request, url);
      if (request.method === 'OPTIONS')
        return withHeaders(new Response(null, { status: 204 }), true);
      const response =
        (await getResponse(handlersFor(request.method), request)) ??
        Response.json({ message: 'Ruta no encontrada', error: 'route_not_found' }, { status: 404 });
      // A user the request created or changed is in the emulator before the answer leaves.
      await emulated?.settled();
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
      const identity = options.firebaseAuthEmulator
        ? ` · emulador de Firebase Auth ${options.firebaseAuthEmulator.url} (${options.firebaseAuthEmulator.projectId}, ${emulated?.accounts} cuentas)`
        : '';
      return `datos ${state}: ${summary.counts.map((c) => `${c.count} ${c.label.toLowerCase()}`).join(', ')}${identity}`;
    },
    // Store everything, fold the journal into the snapshot, close the files.
    async close() {
      if (emulated !== null) disconnectFirebaseEmulator();
      await closeDatabase();
    },
  };
}
