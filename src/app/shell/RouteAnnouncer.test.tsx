import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { NotFoundScreen } from '@/shared/screens';
import { renderWithApp } from '@/test/render';
import { AppShell } from './AppShell';
import { documentTitle } from './RouteAnnouncer';

/** A page whose heading arrives later, as one that waits for its data. */
function LatePage() {
  const [ready, setReady] = useState(false);
  return ready ? (
    <h1>Analista de Datos</h1>
  ) : (
    <button onClick={() => setReady(true)}>cargar</button>
  );
}

const routes = [
  {
    element: <AppShell />,
    children: [
      { path: '/app/favorites', element: <h1>Favoritos</h1> },
      { path: '/app/jobs', element: <h1>Buscar ofertas</h1> },
      { path: '/app/jobs/:id/workflow', element: <NotFoundScreen variant="data" /> },
      { path: '/app/late', element: <LatePage /> },
    ],
  },
];

const liveRegion = () => screen.getByRole('status');

describe('screen titles and announcements', () => {
  it('the page title is "<heading> — Talentia"', () => {
    expect(documentTitle('Favoritos')).toBe('Favoritos — Talentia');
    expect(documentTitle('  Sin datos ')).toBe('Sin datos — Talentia');
    expect(documentTitle(null)).toBe('Talentia');
    expect(documentTitle('Talentia')).toBe('Talentia');
  });

  it('names the screen, announces another page, not a change of filters', async () => {
    const { router } = renderWithApp(null, { path: '/app/favorites', routes });
    await waitFor(() => expect(document.title).toBe('Favoritos — Talentia'));
    // Nothing is announced on the first load: the screen reader reads the new page itself.
    expect(liveRegion()).toHaveTextContent('');
    await act(() => router.navigate('/app/jobs?category=Datos'));
    await waitFor(() => expect(liveRegion()).toHaveTextContent('Buscar ofertas — Talentia'));
    expect(document.title).toBe('Buscar ofertas — Talentia');
  });

  it('the not-found screen is "Sin datos", and a heading that arrives later names the page', async () => {
    const { router } = renderWithApp(null, { path: '/app/favorites', routes });
    await act(() => router.navigate('/app/jobs/x/workflow'));
    await waitFor(() => expect(document.title).toBe('Sin datos — Talentia'));
    await waitFor(() => expect(liveRegion()).toHaveTextContent('Sin datos — Talentia'));
    await act(() => router.navigate('/app/late'));
    fireEvent.click(screen.getByRole('button', { name: 'cargar' }));
    await waitFor(() => expect(document.title).toBe('Analista de Datos — Talentia'));
    await waitFor(() => expect(liveRegion()).toHaveTextContent('Analista de Datos — Talentia'));
  });
});
