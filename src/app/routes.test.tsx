import '@/test/msw';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { sessionSlice } from '@/features/auth';
import { renderWithApp } from '@/test/render';
import { APP_VERSION } from './config';
import { routes } from './routes';

describe('app routes', () => {
  it('shows the landing page at /', async () => {
    renderWithApp(null, { routes, path: '/' });
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Encuentra el trabajo que encaja contigo',
      }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Crear cuenta de candidato' })).toHaveAttribute(
      'href',
      '/signup',
    );
    expect(screen.getByRole('link', { name: 'Registrar empresa' })).toHaveAttribute(
      'href',
      '/company/register',
    );
  });

  it('leads the landing search to the job search with the text', async () => {
    const user = userEvent.setup();
    const { router } = renderWithApp(null, { routes, path: '/' });
    await user.type(
      await screen.findByRole('textbox', { name: 'Buscar ofertas' }),
      '  React & Node ',
    );
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    // The job search route's code is lazy: give its first load time on a busy machine.
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/jobs'));
    expect(new URLSearchParams(router.state.location.search).get('search')).toBe('React & Node');
  });

  it('links each category to the job search filtered by it', async () => {
    renderWithApp(null, { routes, path: '/' });
    expect(await screen.findByRole('link', { name: 'Atención al cliente' })).toHaveAttribute(
      'href',
      '/app/jobs?category=Atenci%C3%B3n+al+cliente',
    );
  });

  it('gives the page not-found screen for an unknown route, with "Volver" home', async () => {
    renderWithApp(null, { routes, path: '/esto/no/existe' });
    expect(await screen.findByRole('heading', { name: 'Página no encontrada' })).toBeVisible();
    expect(screen.getByText('La página que buscas no existe o ha sido eliminada.')).toBeVisible();
    expect(screen.getByRole('img', { name: /página perdida/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver' })).toHaveAttribute('href', '/');
  });

  it('shows the top bar and the footer on every page', async () => {
    const { store } = renderWithApp(null, { routes, path: '/nada' });
    // While the stored session is being restored the top bar offers nothing yet…
    expect(screen.queryByRole('link', { name: 'Ingresar' })).not.toBeInTheDocument();
    // …and "Ingresar" once we know nobody is signed in.
    act(() => {
      store.dispatch(sessionSlice.actions.sessionSignedOut());
    });
    await screen.findByRole('heading', { name: 'Página no encontrada' });
    expect(screen.getByRole('link', { name: /Talentia, ir al inicio/ })).toHaveAttribute(
      'href',
      '/',
    );
    expect(screen.getByRole('link', { name: 'Ingresar' })).toHaveAttribute('href', '/login');
    const footer = screen.getByRole('contentinfo');
    expect(footer).toHaveTextContent(`© ${new Date().getFullYear()} Talentia`);
    // The spec's label is the bare version ("0.8.5", not "v0.8.5").
    expect(screen.getByTestId('app-version')).toHaveTextContent(/^0\.8\.5$/);
    expect(APP_VERSION).toBe('0.8.5');
  });
});
