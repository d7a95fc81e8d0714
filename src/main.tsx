import { renderApp, type BootstrapOptions } from './app/bootstrap';
import { nextTask } from './shared/scheduling';
import {
  hasStoredFirebaseSession,
  storedFirebaseSession,
} from './features/auth/identity/firebaseSession';

/**
 * The one place that knows whether the app runs against the mock. The test of the
 * flag must stay a literal `import.meta.env.VITE_API_MODE` so that a live build drops
 * the dynamic import, and with it every byte of the mock.
 */
async function environment(): Promise<BootstrapOptions> {
  if (import.meta.env.VITE_API_MODE === 'mock') {
    const { startMockEnvironment } = await import('./mocks/browser');
    return startMockEnvironment();
  }
  return {};
}

/**
 * The identity provider: the mock environment brings its own; a Firebase build loads the
 * SDK with a dynamic import, and only when it is needed: a sign-in screen, or a session
 * Firebase may have stored (checked without the SDK; when it can be read, the session starts
 * from it and the SDK follows). The app renders meanwhile. Literal
 * `import.meta.env` tests keep the unused adapter out of the build.
 */
function withIdentity(options: BootstrapOptions): BootstrapOptions {
  if (options.identity) return options;
  if (import.meta.env.VITE_IDENTITY === 'firebase') {
    return {
      ...options,
      identity: {
        deferred: true,
        load: () =>
          import('./features/auth/identity/firebase').then((m) => m.createFirebaseIdentity()),
        hasStoredSession: hasStoredFirebaseSession,
        storedSession: () => storedFirebaseSession(import.meta.env.VITE_FIREBASE_API_KEY),
      },
    };
  }
  if (import.meta.env.VITE_IDENTITY === 'mock') {
    return { ...options, identity: import('./mocks/identity').then((m) => m.mockIdentity()) };
  }
  return options;
}

/**
 * The page's `#root`, once the page has been parsed: the boot script loads this module from
 * `<head>` (src/app/boot/startScript.ts), and a cached copy can run before the body is parsed.
 */
async function rootElement(): Promise<HTMLElement> {
  if (document.readyState === 'loading') {
    await new Promise((resolve) =>
      document.addEventListener('DOMContentLoaded', resolve, { once: true }),
    );
  }
  const container = document.getElementById('root');
  if (!container) throw new Error('No #root element in index.html');
  return container;
}

const root = rootElement();
void Promise.all([
  environment().catch(async (error: unknown) => {
    // Without the mock API every call would fail: say so instead of a blank page.
    console.error('Mock environment failed to start', error);
    (await root).textContent =
      'No se pudo iniciar el modo de demostración. Recarga la página o prueba con otro navegador.';
    throw error;
  }),
  root,
  // The modules' evaluation and the app's first render in separate tasks, not one long one.
  nextTask(),
]).then(([options, container]) => renderApp(container, withIdentity(options)));
