import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, type RouteObject } from 'react-router';
import { authBridgeInstalled } from '@/app/api';
import { App } from '@/app/App';
import { routerContextFor } from '@/app/routerContext';
import { makeStore, type AppStore, type RootState } from '@/app/store';

interface Options extends Omit<RenderOptions, 'wrapper'> {
  /** Where the router starts. */
  path?: string;
  /** The route tree; a single route rendering `ui` at `path` when omitted. */
  routes?: RouteObject[];
  store?: AppStore;
  preloadedState?: Partial<RootState>;
}

let testToken: string | null = null;

/**
 * The bearer token the stores of the next renders call the API with (null: anonymous), for
 * screen tests that do not go through the sign-in flow.
 */
export function setTestToken(token: string | null): void {
  testToken = token;
}

/**
 * Render with the app's real providers (store, theme, confirmations, toasts) and a
 * memory router, as the app does. A fresh store per call, so no cache leaks between tests.
 */
export function renderWithApp(ui: ReactElement | null, options: Options = {}) {
  const {
    path = '/',
    routes,
    preloadedState,
    store = makeStore(preloadedState),
    ...rest
  } = options;
  if (testToken) {
    const token = testToken;
    store.dispatch(authBridgeInstalled({ getToken: async () => ({ token }) }));
  }
  const router = createMemoryRouter(routes ?? [{ path: '*', element: ui }], {
    initialEntries: [path],
    getContext: routerContextFor(store),
  });
  const view = render(<App store={store} router={router} />, rest);
  return { ...view, store, router };
}
