import { http, HttpResponse } from 'msw';
import { createMemoryRouter, isRouteErrorResponse, type LoaderFunction } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sessionController, startSession, type AppView, type SessionState } from '@/features/auth';
import { jobsApi } from '@/features/jobs';
import { db, ensureDatabase } from '@/mocks/db';
import { tokenFor, type PersonaUser } from '@/mocks/handlers/test-utils';
import { createMockIdentityProvider } from '@/mocks/identity';
import { MemoryStorage } from '@/test/memoryStorage';
import { recordRequests, server } from '@/test/msw';
import { apiBaseUrl, authBridgeInstalled, isApiError } from './api';
import { loaderGate, loadQuery, storeFor } from './loaders';
import { routerContextFor } from './routerContext';
import { makeStore, type AppStore } from './store';

const EMAILS: Partial<Record<PersonaUser, string>> = {
  camila: 'camila.rojas@ejemplo.com',
  valentina: 'valentina.castro@andesdigital.ejemplo.com',
};

let stores: AppStore[] = [];
afterEach(() => {
  for (const store of stores) sessionController(store)?.stop();
  stores = [];
});

/** A store whose session is signed in as `persona` (or signed out), through the mock provider. */
async function storeSignedInAs(persona: PersonaUser | null): Promise<AppStore> {
  const identity = createMockIdentityProvider({
    storage: new MemoryStorage(),
    origin: 'http://localhost',
  });
  if (persona) {
    const email = EMAILS[persona]!;
    await identity.sendSignInLink(email, { url: `http://localhost/auth/verify?email=${email}` });
    await identity.signInWithLink(email, identity.mailbox()[0]!.link);
  }
  const store = makeStore();
  stores.push(store);
  await startSession(store, identity);
  return store;
}

/** A store that calls the API with `persona`'s token and has no session (as screen tests do). */
async function storeWithToken(persona: PersonaUser): Promise<AppStore> {
  const token = await tokenFor(persona);
  const store = makeStore();
  store.dispatch(authBridgeInstalled({ getToken: async () => ({ token }) }));
  return store;
}

/** Every request to the candidate's offer endpoint, by path. */
const offerRequests = () =>
  recordRequests((_, { pathname }) =>
    pathname.includes('/candidates/job-offers/') ? pathname : undefined,
  );

/** Opens `path` in a data router whose `/app/*` route has `loader`; resolves once it settled. */
async function visit(
  store: AppStore,
  path: string,
  loader: LoaderFunction,
): Promise<ReturnType<typeof createMemoryRouter>> {
  const router = createMemoryRouter(
    [
      { id: 'app', path: '/app/*', loader, Component: () => null },
      { id: 'login', path: '/login', Component: () => null },
    ],
    { initialEntries: [path], getContext: routerContextFor(store) },
  );
  await new Promise<void>((resolve) => {
    const settled = () => router.state.initialized && router.state.navigation.state === 'idle';
    if (settled()) return resolve();
    const stop = router.subscribe(() => {
      if (!settled()) return;
      stop();
      resolve();
    });
  });
  return router;
}

/** A loader of a `view` route that loads the candidate's offer `:id` (the last path segment). */
const offerLoader =
  (view: AppView): LoaderFunction =>
  async (args) => {
    const store = await storeFor(args, view);
    if (!store) return 'nothing loaded';
    const id = new URL(args.request.url).pathname.split('/').pop()!;
    return loadQuery(store, jobsApi.endpoints.getCandidateJobOffer, id);
  };

const session = (status: SessionState['status'], roles: string[] | null = null): SessionState => ({
  status,
  validation: status === 'signedIn' ? 'valid' : 'idle',
  user: null,
  claims: roles ? { roles, companyId: null, appUserId: 'u-1', email: null, name: null } : null,
});
const at = (path: string) => new URL(path, 'http://localhost');

describe('loaderGate: the /app guard rules, for a route of one view', () => {
  it.each([
    ['no session started (a fixed token)', '/app/feed', null, 'candidate', { kind: 'load' }],
    [
      'a candidate on a candidate route',
      '/app/jobs/1/workflow',
      session('signedIn', ['candidate']),
      'candidate',
      { kind: 'load' },
    ],
    [
      'a recruiter on a recruiter route',
      '/app/recruiter/jobs/1',
      session('signedIn', ['recruiter']),
      'recruiter',
      { kind: 'load' },
    ],
    [
      'an admin counts as recruiter',
      '/app/recruiter/jobs/1',
      session('signedIn', ['admin']),
      'recruiter',
      { kind: 'load' },
    ],
    [
      'a candidate on a recruiter route: denied',
      '/app/recruiter/jobs/1',
      session('signedIn', ['candidate']),
      'recruiter',
      { kind: 'denied' },
    ],
    [
      'a recruiter on an admin route: denied',
      '/app/recruiter/admin/users',
      session('signedIn', ['recruiter']),
      'recruiter',
      { kind: 'denied' },
    ],
    [
      'a recruiter on a candidate route: nothing loaded, the screen decides',
      '/app/jobs/1/workflow',
      session('signedIn', ['recruiter']),
      'candidate',
      { kind: 'skip' },
    ],
    [
      'a session still starting: nothing loaded, the guard waits',
      '/app/jobs/1/workflow',
      session('initializing'),
      'candidate',
      { kind: 'skip' },
    ],
    [
      'a signed-out visitor: the login, with the way back',
      '/app/jobs/1/stages/2?x=1',
      session('signedOut'),
      'candidate',
      { kind: 'login', to: '/login?redirect=%2Fapp%2Fjobs%2F1%2Fstages%2F2%3Fx%3D1' },
    ],
  ] as const)('%s', (_, path, current, view, expected) => {
    expect(loaderGate(at(path), current, view)).toEqual(expected);
  });
});

describe('storeFor: loaders under the session', () => {
  beforeAll(() => ensureDatabase());

  it('sends a signed-out visitor to the login with the way back, loading nothing', async () => {
    const requests = offerRequests();
    const store = await storeSignedInAs(null);
    const router = await visit(store, '/app/jobs/o-1/workflow', offerLoader('candidate'));
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe('?redirect=%2Fapp%2Fjobs%2Fo-1%2Fworkflow');
    expect(requests).toEqual([]);
  });

  it('refuses a candidate on a recruiter route (403: "Acceso denegado"), loading nothing', async () => {
    const requests = offerRequests();
    const store = await storeSignedInAs('camila');
    const router = await visit(store, '/app/recruiter/jobs/o-1', offerLoader('recruiter'));
    const error = router.state.errors?.app;
    expect(isRouteErrorResponse(error) && error.status).toBe(403);
    expect(requests).toEqual([]);
  });

  it('loads nothing for a recruiter on a candidate route', async () => {
    const requests = offerRequests();
    const store = await storeSignedInAs('valentina');
    const router = await visit(store, '/app/jobs/o-1/workflow', offerLoader('candidate'));
    expect(router.state.errors).toBeNull();
    expect(router.state.loaderData.app).toBe('nothing loaded');
    expect(requests).toEqual([]);
  });

  it('loads for the signed-in candidate', async () => {
    const offer = db.jobOffers.all().find((o) => o.status === 'published')!;
    const store = await storeSignedInAs('camila');
    const router = await visit(store, `/app/jobs/${offer.id}`, offerLoader('candidate'));
    expect(router.state.errors).toBeNull();
    expect(router.state.loaderData.app).toMatchObject({ id: offer.id, title: offer.title });
  });
});

describe('loadQuery', () => {
  beforeAll(() => ensureDatabase());

  it('leaves the data in the cache for the screen, with no subscriber left', async () => {
    const offer = db.jobOffers.all().find((o) => o.status === 'published')!;
    const store = await storeWithToken('camila');
    const loaded = await loadQuery(store, jobsApi.endpoints.getCandidateJobOffer, offer.id);
    expect(loaded).toMatchObject({ id: offer.id });
    const cached = jobsApi.endpoints.getCandidateJobOffer.select(offer.id)(store.getState());
    expect(cached.data).toEqual(loaded);
    expect(store.getState().api.subscriptions).toEqual({});
  });

  it('an unknown id is the not-found (data) screen: a 404 route error', async () => {
    const store = await storeWithToken('camila');
    const router = await visit(store, '/app/jobs/no-existe', offerLoader('candidate'));
    const error = router.state.errors?.app;
    expect(isRouteErrorResponse(error) && error.status).toBe(404);
  });

  it.each([403, 422])('a query answered %i is thrown as its ApiError', async (status) => {
    server.use(
      http.get(`${apiBaseUrl()}candidates/job-offers/:id`, () =>
        HttpResponse.json({ message: 'No se pudo' }, { status }),
      ),
    );
    const store = await storeWithToken('camila');
    const router = await visit(store, '/app/jobs/o-1', offerLoader('candidate'));
    const error = router.state.errors?.app;
    expect(isApiError(error) && error).toMatchObject({ status, message: 'No se pudo' });
  });
});
