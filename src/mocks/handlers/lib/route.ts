import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import { databaseLock, db, ensureDatabase, runWrite, type Role, type User } from '../../db';
import { consumeForcedStatus, getNetworkSettings } from '../../network/state';
import { JwtError, verifyJwt, type MockClaims } from '../../shared/jwt';
import { bufferRequest, DEFAULT_BODY_LIMIT, type BodyLimit } from './body';
import { ApiError, forbidden, internalError, unauthorized } from './errors';

import { api } from './apiPath';

export { api };

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

interface BaseContext {
  request: Request;
  url: URL;
  params: Record<string, string>;
}
export interface PublicContext extends BaseContext {
  user: null;
  claims: null;
}
export interface TokenContext extends BaseContext {
  user: null;
  claims: MockClaims;
}
export interface UserContext extends BaseContext {
  /** The signed-in product user (looked up by the token's `app_user_id`). */
  user: User;
  claims: MockClaims;
}
type ContextFor<A> = A extends 'public'
  ? PublicContext
  : A extends 'token'
    ? TokenContext
    : UserContext;

/**
 * Who may call: `'public'` (no token), `'token'` (a valid token, even without a product
 * user), `'user'` (any signed-in product user), or a list of roles (any of them).
 */
export type Access = 'public' | 'token' | 'user' | readonly Role[];

type Result = Response | object | null;

const isStaffRole = (role: Role) => role === 'recruiter' || role === 'admin';

/** Whether a list of roles grants `role`, with "admin counts as recruiter". */
function grants(roles: readonly string[], role: Role): boolean {
  if (role === 'recruiter') return roles.some((r) => r === 'recruiter' || r === 'admin');
  return roles.includes(role);
}

/** Roles a user holds, with "admin counts as recruiter". */
export const hasRole = (user: User, role: Role) => grants(user.roles, role);

/**
 * A role counts only when both the database and the token grant it: a demotion applies at
 * once, and a token minted with fewer roles than the user has gets no more than it says.
 */
const mayActAs = (user: User, claims: MockClaims, role: Role) =>
  hasRole(user, role) && grants(claims.roles, role);

export const isStaff = (user: User) => user.roles.some(isStaffRole);

/** Verify the bearer token (401) and return its claims. */
export async function authenticate(request: Request): Promise<MockClaims> {
  const header = request.headers.get('authorization') ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match) throw unauthorized('Token inválido o expirado', 'missing_token');
  try {
    return await verifyJwt(match[1]!);
  } catch (error) {
    const reason = error instanceof JwtError ? error.reason : 'malformed';
    throw unauthorized(
      'Token inválido o expirado',
      reason === 'expired' ? 'token_expired' : 'invalid_token',
    );
  }
}

function currentUser(claims: MockClaims): User {
  const user = db.users.get(claims.app_user_id);
  if (!user) throw unauthorized('Usuario no encontrado para este token', 'unknown_user');
  if (!user.active)
    throw forbidden('Tu cuenta está desactivada. Contacta al administrador de tu empresa.');
  return user;
}

/**
 * The page a misconfigured proxy or CDN answers for an API path: the app's `index.html`
 * (an SPA fallback), HTTP 200, `text/html`. Forced from the demo panel ("Responder HTML").
 */
export const PROXY_FALLBACK_HTML = `<!doctype html>
<html lang="es">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <title>Talentia</title>
    <script type="module" crossorigin src="/assets/index.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

/** QA network controls (demo panel "Red"): applied before any handler logic. */
export async function applyNetworkControls(method?: string): Promise<Response | null> {
  const settings = getNetworkSettings();
  if (settings.latencyMs > 0) await delay(settings.latencyMs);
  if (settings.offline) return HttpResponse.error();
  const forced = consumeForcedStatus(method);
  if (forced === 401)
    return unauthorized(
      'Token inválido o expirado (forzado desde el panel)',
      'forced',
    ).toResponse();
  if (forced === 500)
    return internalError('Error interno del servidor (forzado desde el panel)').toResponse();
  if (forced === 'html')
    return new HttpResponse(PROXY_FALLBACK_HTML, {
      status: 200,
      headers: { 'Content-Type': 'text/html; charset=utf-8' },
    });
  if (settings.errorRatePercent > 0 && Math.random() * 100 < settings.errorRatePercent) {
    return internalError('Error interno del servidor (simulado)').toResponse();
  }
  return null;
}

function toResponse(result: Result, status: number): Response {
  if (result instanceof Response) return result;
  if (result === null) return new HttpResponse(null, { status: 204 });
  return HttpResponse.json(result, { status });
}

/**
 * Define one endpoint. Every handler of the mock goes through here: database ready,
 * network controls, authentication, the body read (within its limit: 413), then, holding
 * the database's turn, the user's roles and the handler; `ApiError`s become
 * `{ message, error, details }` answers, anything else a 500. A write is answered only once
 * it is stored (flushes of writes that finish together are grouped).
 */
export function route<A extends Access>(
  method: Method,
  path: string,
  access: A,
  handler: (ctx: ContextFor<A>) => Promise<Result> | Result,
  options: { status?: number; body?: BodyLimit } = {},
): HttpHandler {
  return http[method](api(path), async ({ request: incoming, params }) => {
    const network = await applyNetworkControls(incoming.method);
    if (network) return network;
    try {
      await ensureDatabase();
      const claims: MockClaims | null = access === 'public' ? null : await authenticate(incoming);
      // Read the whole body first, so that no `await` on the client separates a handler's
      // checks from its writes.
      const request =
        method === 'get'
          ? incoming
          : await bufferRequest(incoming, options.body ?? { maxBytes: DEFAULT_BODY_LIMIT });
      const run = async () => {
        let user: User | null = null;
        if (claims && access !== 'token') {
          user = currentUser(claims);
          const roles = Array.isArray(access) ? (access as readonly Role[]) : null;
          if (roles && !roles.some((role) => mayActAs(user!, claims, role))) {
            throw forbidden('No tienes permiso para realizar esta acción');
          }
        }
        const ctx = {
          request,
          url: new URL(request.url),
          params: params as Record<string, string>,
          user,
          claims,
        };
        return handler(ctx as ContextFor<A>);
      };
      // Like a real server, answer a write only once it is stored: a reload right after
      // the answer must find it (the browser keeps the database in IndexedDB). A write
      // also holds the lock the browser's tabs share, and reloads what another tab stored.
      const result = method === 'get' ? await databaseLock.runExclusive(run) : await runWrite(run);
      return toResponse(result, options.status ?? 200);
    } catch (error) {
      if (error instanceof ApiError) return error.toResponse();
      console.error('[mock api] unexpected error', error);
      return internalError().toResponse();
    }
  });
}
