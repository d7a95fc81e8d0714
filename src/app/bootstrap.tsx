import '@/theme/fonts.css';
import { StrictMode, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router-dom';
import { startSession, unavailableIdentity, type IdentitySource } from '@/features/auth';
import { App } from './App';
import { routerContextFor } from './routerContext';
import { routes } from './routes';
import { makeStore } from './store';

export interface BootstrapOptions {
  /** Mock-mode UI (the demo panel), when the mock environment provides one. */
  extras?: ComponentType;
  /**
   * The identity provider of this build (the mock one, or Firebase loaded when needed). The
   * app renders at once; the session stays "initializing" until it is known.
   */
  identity?: IdentitySource;
}

/**
 * Create the store and the router and render the app. Called once the environment is
 * ready (in mock mode, after the service worker started: the router starts loaders as
 * soon as it is created).
 */
export function renderApp(container: HTMLElement, options: BootstrapOptions = {}) {
  const store = makeStore();
  void startSession(store, options.identity ?? unavailableIdentity);
  const router = createBrowserRouter(routes, { getContext: routerContextFor(store) });
  createRoot(container).render(
    <StrictMode>
      <App store={store} router={router} extras={options.extras} />
    </StrictMode>,
  );
  return { store, router };
}
