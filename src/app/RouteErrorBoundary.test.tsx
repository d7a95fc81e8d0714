import { screen } from '@testing-library/react';
import { data, type RouteObject } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/test/render';
import { signedInState, signedOutState } from '@/test/session';
import { RouteErrorBoundary, routeErrorStatus } from './RouteErrorBoundary';
import { AppShell } from './shell/AppShell';

function Crash(): never {
  throw new Error('render crash');
}

/** The app's layout: errors of a page are shown inside the shell. */
function treeWith(child: RouteObject): RouteObject[] {
  return [
    {
      element: <AppShell />,
      errorElement: <RouteErrorBoundary />,
      children: [{ errorElement: <RouteErrorBoundary />, children: [{ path: '/', ...child }] }],
    },
  ];
}

/** The app with a page whose loader throws `thrown`, in a session as `preloadedState` says. */
function renderThrowing(thrown: unknown, preloadedState?: unknown) {
  return renderWithApp(null, {
    routes: treeWith({
      loader: () => {
        throw thrown;
      },
      element: <p>nunca</p>,
    }),
    preloadedState: preloadedState as never,
  });
}

describe('RouteErrorBoundary', () => {
  beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => {}));
  afterEach(() => vi.restoreAllMocks());

  it('gives the data not-found screen when a loader answers 404', async () => {
    renderThrowing(data(null, { status: 404 }));
    expect(await screen.findByRole('heading', { name: 'Sin datos' })).toBeVisible();
    expect(
      screen.getByText('Los datos que buscas no existen o han sido eliminados.'),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Volver' })).toHaveAttribute('href', '/');
  });

  it('gives the data not-found screen for an ApiError 404', async () => {
    renderThrowing({ status: 404, message: 'Oferta no encontrada' });
    expect(await screen.findByRole('heading', { name: 'Sin datos' })).toBeVisible();
  });

  it('gives the access-denied page for a 403', async () => {
    renderThrowing({ status: 403, message: 'Prohibido' });
    expect(await screen.findByRole('heading', { name: 'Acceso denegado' })).toBeVisible();
  });

  it.each([
    [['candidate'], '/app/feed'],
    [['recruiter'], '/app/recruiter/dashboard'],
    [['admin'], '/app/recruiter/dashboard'],
  ])('a 403 is no dead end: the user with roles %j gets the way to %s', async (roles, home) => {
    renderThrowing({ status: 403, message: 'Prohibido' }, signedInState(roles));
    expect(await screen.findByRole('heading', { name: 'Acceso denegado' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Ir a mi inicio' })).toHaveAttribute('href', home);
  });

  it('a 403 without a session leads to the landing page', async () => {
    renderThrowing({ status: 403, message: 'Prohibido' }, signedOutState);
    expect(await screen.findByRole('heading', { name: 'Acceso denegado' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('href', '/');
  });

  it('a screen whose code cannot be fetched offline says "Sin conexión", never "Oops"', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderWithApp(null, {
      routes: treeWith({
        lazy: () =>
          Promise.reject(
            new TypeError(
              'Failed to fetch dynamically imported module: http://localhost/assets/pages-x.js',
            ),
          ),
      }),
    });
    expect(await screen.findByRole('heading', { name: 'Sin conexión' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeVisible();
    expect(screen.queryByText('Oops! Algo salió mal')).not.toBeInTheDocument();
  });

  it('gives the error screen when a loader fails, inside the shell', async () => {
    renderThrowing(new Error('boom'));
    expect(await screen.findByRole('heading', { name: 'Error' })).toBeVisible();
    expect(screen.getByText('Oops! Algo salió mal')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('contentinfo')).toBeVisible();
  });

  it('gives the error screen when a screen crashes while rendering', async () => {
    renderWithApp(null, { routes: treeWith({ element: <Crash /> }) });
    expect(await screen.findByText('Oops! Algo salió mal')).toBeVisible();
  });

  it('reads the status of route errors', () => {
    expect(routeErrorStatus({ status: 500, message: 'x' })).toBe(500);
    expect(routeErrorStatus(new Error('x'))).toBeUndefined();
  });
});
