import { useEffect, type ComponentType } from 'react';
import { Provider } from 'react-redux';
import { flushSync } from 'react-dom';
import { RouterProvider, type DataRouter } from 'react-router';
import { ThemeModeProvider } from '@/theme';
import { ConfirmProvider, SnackbarHost, ToastHost } from '@/shared/feedback';
import { AppErrorBoundary } from './AppErrorBoundary';
import { whenApiArrives } from './api/arrival';
import type { AppStore } from './store';

/**
 * React DOM's `flushSync` for React Router's provider (what `react-router/dom`'s wrapper
 * passes): the app imports React Router from one entry only (`eslint.config.js`).
 */
const routerFlushSync = (update: () => unknown): undefined => void flushSync(update);

interface Props {
  store: AppStore;
  router: DataRouter;
  /** UI rendered beside the routes inside the providers (the demo panel in mock mode). */
  extras?: ComponentType;
}

function ThemedApp({ router, extras: Extras }: Omit<Props, 'store'>) {
  return (
    <ThemeModeProvider>
      <AppErrorBoundary>
        <ConfirmProvider>
          <RouterProvider router={router} flushSync={routerFlushSync} />
          {Extras ? <Extras /> : null}
        </ConfirmProvider>
      </AppErrorBoundary>
      <SnackbarHost />
      <ToastHost />
    </ThemeModeProvider>
  );
}

/** The providers of the whole app: store, theme, toasts, confirmations, router. */
export function App({ store, ...rest }: Props) {
  // Refetch on focus and reconnect, for this store, while the app is mounted: once RTK
  // Query's code has arrived with the API (it is not in the entry), from the module it came in.
  useEffect(() => {
    let stop: (() => void) | undefined;
    let unmounted = false;
    whenApiArrives(() => {
      void import('@reduxjs/toolkit/query').then(({ setupListeners }) => {
        if (!unmounted) stop = setupListeners(store.dispatch);
      });
    });
    return () => {
      unmounted = true;
      stop?.();
    };
  }, [store]);
  return (
    <Provider store={store}>
      <ThemedApp {...rest} />
    </Provider>
  );
}
