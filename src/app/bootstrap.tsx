import '@/theme/fonts.css';
import { StrictMode, startTransition, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { startSession, unavailableIdentity, type IdentitySource } from '@/features/auth';
import { App } from './App';
import { discardUnshownDrawings, rememberSignedInView } from './boot/drawnPages';
import { routerContextFor } from './routerContext';
import { keyFirstHistoryEntry, preloadSignedInShell } from './shell/AppShell';
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
  rememberSignedInView(store);
  discardUnshownDrawings();
  keyFirstHistoryEntry();
  const router = createBrowserRouter(routes, { getContext: routerContextFor(store) });
  preloadSignedInShell(router.state.location.pathname);
  const root = createRoot(container);
  // The first render as a transition: React renders in slices and yields to the browser
  // between them, so the first screen never holds the main thread in one long task (input
  // stays responsive; issue 15 measured the blocking time this saves).
  startTransition(() => {
    root.render(
      <StrictMode>
        <App store={store} router={router} extras={options.extras} />
      </StrictMode>,
    );
  });
  return { store, router };
}
