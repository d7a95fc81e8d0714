// The homes drawn ahead of the app (issue 15): what the app remembers for the boot script,
// and how the drawing gives way to the app.
import { screen, waitFor } from '@testing-library/react';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AppLayout, sessionSlice } from '@/features/auth';
import { renderWithApp } from '@/test/render';
import { signedInState, signedOutState } from '@/test/session';
import {
  SignedInPage,
  discardUnshownDrawings,
  drawnHomePartReady,
  rememberSignedInView,
  releaseDrawnHome,
  resetDrawnHomeForTests,
} from './drawnPages';
import { AppShell } from '../shell/AppShell';
import { DRAWN_HOME_CLASS, HOME_ATTRIBUTE, SIGNED_IN_VIEW_KEY } from './startScript';
import { makeStore } from '../store';

const { sessionSignedIn, sessionSignedOut, validationSucceeded } = sessionSlice.actions;
const user = { uid: 'idp', email: 'x@ejemplo.com', emailVerified: true, displayName: null };
const claims = (roles: string[]) => ({
  appUserId: 'u1',
  roles,
  companyId: null,
  email: user.email,
  name: null,
});

/** index.html as the boot script leaves it on a drawn home. */
function drawHome(view: string | null) {
  if (view) document.documentElement.setAttribute(HOME_ATTRIBUTE, view);
  for (const home of ['candidate', 'recruiter']) {
    const drawing = document.createElement('div');
    drawing.className = DRAWN_HOME_CLASS;
    drawing.setAttribute(HOME_ATTRIBUTE, home);
    drawing.textContent = `La página de inicio (${home}, dibujada)`;
    document.body.prepend(drawing);
  }
}
const drawn = () => ({
  attribute: document.documentElement.getAttribute(HOME_ATTRIBUTE),
  // eslint-disable-next-line testing-library/no-node-access -- the drawn pages live outside React, in the document
  drawings: document.querySelectorAll(`.${DRAWN_HOME_CLASS}`).length,
});

beforeEach(() => {
  localStorage.clear();
  resetDrawnHomeForTests();
});
afterEach(() => {
  releaseDrawnHome();
  discardUnshownDrawings();
});

describe('the signed-in view the app remembers for the next visit', () => {
  it("is the signed-in user's view, and is forgotten once nobody is signed in", () => {
    const store = makeStore();
    localStorage.setItem(SIGNED_IN_VIEW_KEY, 'recruiter');
    const stop = rememberSignedInView(store);
    // While the session is restored, what was stored stays.
    expect(localStorage.getItem(SIGNED_IN_VIEW_KEY)).toBe('recruiter');
    store.dispatch(sessionSignedIn({ user, claims: claims(['candidate']), validate: true }));
    expect(localStorage.getItem(SIGNED_IN_VIEW_KEY)).toBe('candidate');
    store.dispatch(sessionSignedIn({ user, claims: claims(['admin']), validate: false }));
    expect(localStorage.getItem(SIGNED_IN_VIEW_KEY)).toBe('recruiter');
    store.dispatch(sessionSignedOut());
    expect(localStorage.getItem(SIGNED_IN_VIEW_KEY)).toBeNull();
    stop();
    store.dispatch(sessionSignedIn({ user, claims: claims(['candidate']), validate: false }));
    expect(localStorage.getItem(SIGNED_IN_VIEW_KEY)).toBeNull();
  });
});

describe('a home drawn ahead of the app', () => {
  const routes = [
    {
      element: <AppShell />,
      children: [
        {
          path: '/app',
          element: <AppLayout />,
          children: [
            {
              element: <SignedInPage />,
              children: [{ path: 'feed', element: <h1>Recomendadas para ti</h1> }],
            },
          ],
        },
        { path: '/login', element: <h1>Ingresar</h1> },
      ],
    },
  ];

  it('stays while the session is validated, and gives way to the page once it is', async () => {
    drawHome('candidate');
    discardUnshownDrawings();
    const validating = signedInState(['candidate']) as { session: object };
    const { store } = renderWithApp(null, {
      path: '/app/feed',
      routes,
      preloadedState: { session: { ...validating.session, validation: 'validating' } } as never,
    });
    // The signed-in bar has loaded (its account button shows), the page waits: the drawing
    // stays. Not its tabs: the bottom bar's code may arrive first, and it has the same tabs
    // in a navigation of the same name while the signed-in bar is still loading.
    expect(await screen.findByRole('button', { name: /cuenta de usuario/i })).toBeVisible();
    expect(drawn()).toEqual({ attribute: 'candidate', drawings: 1 });
    // eslint-disable-next-line testing-library/no-node-access -- the drawn pages live outside React, in the document
    expect(document.querySelector(`.${DRAWN_HOME_CLASS}`)).toHaveTextContent('candidate');
    act(() => void store.dispatch(validationSucceeded()));
    expect(await screen.findByRole('heading', { name: 'Recomendadas para ti' })).toBeVisible();
    expect(drawn()).toEqual({ attribute: null, drawings: 0 });
  });

  it('gives way when nobody turns out to be signed in (the login follows)', async () => {
    drawHome('candidate');
    renderWithApp(null, { path: '/app/feed', routes, preloadedState: signedOutState });
    expect(await screen.findByRole('heading', { name: 'Ingresar' })).toBeVisible();
    await waitFor(() => expect(drawn()).toEqual({ attribute: null, drawings: 0 }));
  });

  it('waits for both the page and the signed-in bar, in either order', () => {
    for (const [first, second] of [
      ['page', 'bar'],
      ['bar', 'page'],
    ] as const) {
      resetDrawnHomeForTests();
      drawHome('recruiter');
      drawnHomePartReady(first);
      expect(drawn().attribute, first).toBe('recruiter');
      drawnHomePartReady(second);
      expect(drawn()).toEqual({ attribute: null, drawings: 0 });
    }
  });

  it('the templates the drawings came from are discarded when the app starts', () => {
    const template = document.createElement('template');
    template.setAttribute('data-drawn', 'landing');
    document.body.prepend(template);
    drawHome('candidate');
    discardUnshownDrawings();
    // eslint-disable-next-line testing-library/no-node-access -- the drawn pages live outside React, in the document
    expect(document.querySelectorAll('template[data-drawn]')).toHaveLength(0);
    // The shown home stays until the app takes over.
    expect(drawn()).toEqual({ attribute: 'candidate', drawings: 1 });
  });

  it('where none is shown, the drawings are discarded when the app starts', () => {
    drawHome(null);
    releaseDrawnHome();
    expect(drawn()).toEqual({ attribute: null, drawings: 2 });
    discardUnshownDrawings();
    expect(drawn()).toEqual({ attribute: null, drawings: 0 });
  });
});
