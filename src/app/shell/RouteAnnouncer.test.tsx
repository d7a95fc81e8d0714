import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NotFoundScreen } from '@/shared/screens';
import { renderWithApp } from '@/test/render';
import { documentTitle, RouteAnnouncer } from './RouteAnnouncer';
import { Outlet } from 'react-router-dom';

const routes = [
  {
    element: (
      <RouteAnnouncer>
        <Outlet />
      </RouteAnnouncer>
    ),
    children: [
      { path: '/app/favorites', handle: { title: 'Favoritos' }, element: <h1>Favoritos</h1> },
      { path: '/app/jobs', handle: { title: 'Buscar ofertas' }, element: <h1>Ofertas</h1> },
      {
        path: '/app/jobs/:id/workflow',
        handle: { title: 'Proceso de selección' },
        element: <NotFoundScreen variant="data" />,
      },
    ],
  },
];

const liveRegion = () => screen.getByRole('status');

describe('RouteAnnouncer', () => {
  it('names the screen in the page title', () => {
    expect(documentTitle('Favoritos')).toBe('Favoritos — Talentia');
    expect(documentTitle(null)).toBe('Talentia');
    expect(documentTitle('Talentia')).toBe('Talentia');
    renderWithApp(null, { path: '/app/favorites', routes });
    expect(document.title).toBe('Favoritos — Talentia');
    // Nothing is announced on the first load: the screen reader reads the new page itself.
    expect(liveRegion()).toHaveTextContent('');
  });

  it('announces another page, but not a change of filters on the same page', async () => {
    const { router } = renderWithApp(null, { path: '/app/favorites', routes });
    await act(() => router.navigate('/app/jobs?category=Datos'));
    expect(document.title).toBe('Buscar ofertas — Talentia');
    await waitFor(() => expect(liveRegion()).toHaveTextContent('Buscar ofertas — Talentia'));
    await act(() => router.navigate('/app/jobs?category=Diseño'));
    expect(liveRegion()).toHaveTextContent('Buscar ofertas — Talentia');
  });

  it("a screen's own title wins over its route's (the not-found screen says 'Sin datos')", async () => {
    const { router } = renderWithApp(null, { path: '/app/favorites', routes });
    await act(() => router.navigate('/app/jobs/x/workflow'));
    await waitFor(() => expect(document.title).toBe('Sin datos — Talentia'));
    await waitFor(() => expect(liveRegion()).toHaveTextContent('Sin datos — Talentia'));
    await act(() => router.navigate('/app/favorites'));
    await waitFor(() => expect(document.title).toBe('Favoritos — Talentia'));
  });
});
