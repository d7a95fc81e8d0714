import type { StartQueryActionCreatorOptions } from '@reduxjs/toolkit/query';
import { data, redirect, type LoaderFunctionArgs } from 'react-router';
import {
  appAccess,
  sessionSettled,
  viewFor,
  type AppView,
  type SessionState,
} from '@/features/auth';
import { isApiError } from './api';
import { storeContext } from './routerContext';
import type { AppStore, RootState } from './store';

// The one way a route loads what its screen needs "before it shows" (product spec §2): a
// loader asks `storeFor` for the store (the /app guard's rules decide whether it may load),
// then loads through it with `loadQuery`; the screen finds the data in the RTK Query cache.

/** A query started through the store: what `endpoint.initiate(arg)` gives once dispatched. */
interface StartedQuery<Result> {
  unwrap(): Promise<Result>;
  unsubscribe(): void;
}

/** An RTK Query query endpoint (`someApi.endpoints.getThing`), as far as a loader uses it. */
export interface QueryEndpoint<Arg, Result> {
  initiate(
    arg: Arg,
    options?: StartQueryActionCreatorOptions,
  ): (
    dispatch: AppStore['dispatch'],
    getState: () => RootState,
    extra: unknown,
  ) => StartedQuery<Result>;
}

/** The not-found (data) screen of a route: "Sin datos". */
export const notFound = () => data(null, { status: 404 });

/**
 * What a loader of an `/app` route may do for the session it found (the /app guard's rules,
 * `appAccess`, so that the loader and the guard never disagree):
 * - `load`: the session may see the route and is of the route's view;
 * - `login`: a signed-out visitor goes to `/login?redirect=<path+search>`;
 * - `denied`: a candidate on a recruiter route, a non-admin on an admin route (403);
 * - `skip`: a user of the other view on a route that is not refused to them, or a session
 *   still undecided: nothing is loaded and the screen decides.
 * No session started for the store (tests calling with a fixed token) loads.
 */
export type LoaderGate =
  { kind: 'load' } | { kind: 'skip' } | { kind: 'login'; to: string } | { kind: 'denied' };

export function loaderGate(url: URL, session: SessionState | null, view: AppView): LoaderGate {
  if (!session) return { kind: 'load' };
  const access = appAccess(url.pathname, url.search, {
    status: session.status,
    validation: session.validation,
    roles: session.claims?.roles ?? null,
  });
  switch (access.kind) {
    case 'login':
      return { kind: 'login', to: access.to };
    case 'denied':
      return { kind: 'denied' };
    case 'wait':
      return { kind: 'skip' };
    default:
      return viewFor(session.claims?.roles) === view ? { kind: 'load' } : { kind: 'skip' };
  }
}

/**
 * The store a loader of a `view` route loads through, once the session is settled; null when
 * it must load nothing. A signed-out visitor is redirected to the login and a refused role
 * gets the access-denied page (a thrown 403), as the /app guard does.
 */
export async function storeFor(
  { request, context }: Pick<LoaderFunctionArgs, 'request' | 'context'>,
  view: AppView,
): Promise<AppStore | null> {
  const store = context.get(storeContext);
  const gate = loaderGate(new URL(request.url), await sessionSettled(store), view);
  switch (gate.kind) {
    case 'login':
      throw redirect(gate.to);
    case 'denied':
      throw data(null, { status: 403 });
    case 'skip':
      return null;
    default:
      return store;
  }
}

/**
 * Load one query into the store's cache (`endpoint.initiate(arg)`) and give its data; the cache
 * keeps it for the screen after the loader lets go. A 404 is the route's not-found screen
 * ("Sin datos"); any other failure is thrown as its `ApiError` (403: "Acceso denegado", others:
 * the error screen).
 */
export async function loadQuery<Arg, Result>(
  store: AppStore,
  endpoint: QueryEndpoint<Arg, Result>,
  arg: Arg,
  options?: StartQueryActionCreatorOptions,
): Promise<Result> {
  const request = store.dispatch(endpoint.initiate(arg, options));
  try {
    return await request.unwrap();
  } catch (error) {
    if (isApiError(error) && error.status === 404) throw notFound();
    throw error;
  } finally {
    request.unsubscribe();
  }
}

/**
 * Start a query the screen will want too, without waiting for it (no waterfall): its failure
 * is the screen's to show, not the route's.
 */
export function prefetchQuery<Arg, Result>(
  store: AppStore,
  endpoint: QueryEndpoint<Arg, Result>,
  arg: Arg,
): void {
  loadQuery(store, endpoint, arg).catch(() => undefined);
}
