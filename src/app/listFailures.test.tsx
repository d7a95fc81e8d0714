import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ANDES_DIGITAL_ID, PERSONA_USER_IDS, db, ensureDatabase } from '@/mocks/db';
import { tokenFor } from '@/mocks/handlers/test-utils';
import { server } from '@/test/msw';
import { renderWithApp, setTestToken } from '@/test/render';
import { apiBaseUrl } from './api';
import { routes } from './routes';

/**
 * Issue 28, item 5: no list says "nothing here" when its load failed. Every list of the app
 * is opened on its real route while its own call answers a proxy's `index.html` (HTTP 200,
 * text/html) or a 500: no empty-state text appears, an error with "Reintentar" does.
 */

type Persona = 'camila' | 'valentina' | 'andres';

interface ListCase {
  list: string;
  persona: Persona;
  path: () => string;
  /** The list's own call (path under the API base, without query). */
  call: RegExp;
  /** What the list says when it is really empty (none of it may show on a failure). */
  empty: RegExp;
  /** Opens the list when it is not on the page by itself. */
  open?: () => Promise<void>;
}

let applicantsOfferId = '';

const LISTS: ListCase[] = [
  {
    list: 'feed',
    persona: 'camila',
    path: () => '/app/feed',
    call: /^candidates\/job-offers$/,
    empty: /No hay ofertas publicadas/,
  },
  {
    list: 'search',
    persona: 'camila',
    path: () => '/app/jobs?search=zzz',
    call: /^candidates\/job-offers$/,
    empty: /No encontramos ofertas|0 ofertas/,
  },
  {
    list: 'favourites',
    persona: 'camila',
    path: () => '/app/favorites',
    call: /^candidates\/saved-job-offers$/,
    empty: /Todavía no guardaste ofertas/,
  },
  {
    list: 'Mis Aplicaciones',
    persona: 'camila',
    path: () => '/app/my-cvs',
    call: /^candidates\/applications$/,
    empty: /Todavía no postulaste/,
  },
  {
    list: 'CVs',
    persona: 'camila',
    path: () => '/app/my-cvs?tab=cvs',
    call: /^cv\/$/,
    empty: /Todavía no subiste ningún CV/,
  },
  {
    list: 'notifications',
    persona: 'camila',
    path: () => '/app/feed',
    call: /^notifications\/$/,
    empty: /No hay notificaciones/,
    open: async () => {
      await userEvent.click(await screen.findByRole('button', { name: /^Notificaciones/ }));
    },
  },
  {
    list: 'queue',
    persona: 'valentina',
    path: () => '/app/recruiter/candidates',
    call: /^recruiters\/stage-attempts\/to-review$/,
    empty: /No hay intentos por revisar|undefined/,
  },
  {
    list: 'offers',
    persona: 'valentina',
    path: () => '/app/recruiter/jobs',
    call: /^job-offers\/$/,
    empty: /Todavía no hay ofertas|No hay ofertas que coincidan|undefined/,
  },
  {
    list: 'applicants',
    persona: 'valentina',
    path: () => `/app/recruiter/jobs/${applicantsOfferId}`,
    call: /^job-offers\/[^/]+\/applicants\/$/,
    empty: /Todavía no hay postulantes|No hay postulantes|undefined/,
  },
  {
    list: 'users',
    persona: 'andres',
    path: () => '/app/recruiter/admin/users',
    call: /^company\/[^/]+\/users$/,
    empty: /No hay usuarios|undefined/,
  },
];

const CLAIMS: Record<Persona, { roles: string[]; companyId: string | null; email: string }> = {
  camila: { roles: ['candidate'], companyId: null, email: 'camila.rojas@ejemplo.com' },
  valentina: {
    roles: ['recruiter'],
    companyId: ANDES_DIGITAL_ID,
    email: 'valentina.castro@andesdigital.ejemplo.com',
  },
  andres: {
    roles: ['admin'],
    companyId: ANDES_DIGITAL_ID,
    email: 'andres.munoz@andesdigital.ejemplo.com',
  },
};

const tokens = {} as Record<Persona, string>;

beforeAll(async () => {
  await ensureDatabase();
  for (const persona of Object.keys(CLAIMS) as Persona[]) tokens[persona] = await tokenFor(persona);
  applicantsOfferId = db.jobOffers.all().find((offer) => offer.companyId === ANDES_DIGITAL_ID)!.id;
});

afterEach(() => {
  setTestToken(null);
  vi.restoreAllMocks();
});

const INDEX_HTML =
  '<!doctype html><html lang="es"><head><title>Talentia</title></head><body><div id="root"></div></body></html>';

const ANSWERS = {
  'index.html (200, text/html)': () =>
    new HttpResponse(INDEX_HTML, { status: 200, headers: { 'Content-Type': 'text/html' } }),
  '500': () => HttpResponse.json({ message: 'Error interno del servidor' }, { status: 500 }),
};

function failList(call: RegExp, answer: () => Response) {
  const base = apiBaseUrl();
  server.use(
    http.get('*', ({ request }) => {
      const url = new URL(request.url);
      const path = url.href.startsWith(base)
        ? `${url.origin}${url.pathname}`.slice(base.length)
        : '';
      return call.test(path) ? answer() : undefined;
    }),
  );
}

describe.each(Object.entries(ANSWERS))('a list whose load answers %s', (_name, answer) => {
  it.each(LISTS)('$list shows the error with "Reintentar", never its empty state', async (list) => {
    // The 500 is retried with RTK Query's backoff, whose random part is pinned low here.
    vi.spyOn(Math, 'random').mockReturnValue(0);
    failList(list.call, answer);
    setTestToken(tokens[list.persona]);
    const claims = CLAIMS[list.persona];
    renderWithApp(null, {
      routes,
      path: list.path(),
      preloadedState: {
        session: {
          status: 'signedIn',
          validation: 'valid',
          user: { uid: 'idp', email: claims.email, emailVerified: true, displayName: null },
          claims: { appUserId: PERSONA_USER_IDS[list.persona], name: null, ...claims },
        },
      } as never,
    });
    await list.open?.();
    const retry = await screen.findByRole('button', { name: 'Reintentar' }, { timeout: 30_000 });
    // eslint-disable-next-line testing-library/no-node-access -- the alert that holds the retry button
    const alert = retry.closest('[role="alert"]');
    expect(alert).not.toBeNull();
    expect(within(alert as HTMLElement).queryByText(/undefined|TypeError/)).toBeNull();
    await waitFor(() => expect(document.body.textContent).not.toMatch(list.empty));
  });
});
