import { renderApp, type BootstrapOptions } from './app/bootstrap';
import { firebaseIdentitySource } from './features/auth';
import { nextTask } from './shared/scheduling';

/**
 * The one place that knows whether the app runs against the mock. `__API_MODE__` is the
 * validated `VITE_API_MODE`, written in by the build (`vite.config.ts`, `src/app/config.ts`):
 * tested here, in this module, a live build drops the dynamic import, and with it every byte
 * of the mock (`npm run check:live` proves it).
 */
async function environment(): Promise<BootstrapOptions> {
  if (__API_MODE__ === 'mock') {
    const { startMockEnvironment } = await import('./mocks/browser');
    return startMockEnvironment();
  }
  return {};
}

/**
 * The identity provider: the mock environment brings its own; a Firebase build loads the
 * SDK only when it is needed (`firebaseIdentitySource`). The app renders meanwhile.
 * `__IDENTITY__` is the validated `VITE_IDENTITY`, as above: the unused adapter stays out.
 */
function withIdentity(options: BootstrapOptions): BootstrapOptions {
  if (options.identity) return options;
  if (__IDENTITY__ === 'firebase') return { ...options, identity: firebaseIdentitySource() };
  if (__IDENTITY__ === 'mock') {
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
