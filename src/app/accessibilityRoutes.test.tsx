import '@/test/msw';
import { screen, waitFor, within } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AUDITED_ROUTES } from '@/features/accessibility/pages';
import { renderWithApp } from '@/test/render';
import { routes } from './routes';

/** Every path of the route tree, as a pattern (`/app/jobs/:jobId/workflow`). */
function routePaths(tree: RouteObject[], parent = ''): string[] {
  return tree.flatMap((route) => {
    const path = route.path ? `${parent.replace(/\/$/, '')}/${route.path}` : parent;
    // eslint-disable-next-line testing-library/no-node-access -- a route tree's children, not the DOM
    const own = route.index || (route.path && !route.children) ? [path || '/'] : [];
    return [...own, ...routePaths(route.children ?? [], path)];
  });
}

describe('the accessibility sweep covers the router', () => {
  it('lists every route of the app (the not-found screen stands for "*")', () => {
    const audited = new Set(AUDITED_ROUTES.map((route) => route.path));
    const paths = routePaths(routes).filter(
      // `/app` only sends each role to its home: not a screen of its own.
      (path) => path !== '/app',
    );
    expect(paths.length).toBeGreaterThan(20);
    const missing = paths.filter((path) =>
      path.endsWith('*') ? !audited.has('/no-existe') : !audited.has(path),
    );
    expect(missing).toEqual([]);
  });

  it('checks each stage type’s form and every audience', () => {
    expect(
      AUDITED_ROUTES.flatMap((route) => (route.stageType ? [route.stageType] : [])).sort(),
    ).toEqual(['document', 'interview', 'psychometric_bender', 'questionnaire', 'technical']);
    expect(new Set(AUDITED_ROUTES.map((route) => route.audience))).toEqual(
      new Set(['public', 'candidate', 'recruiter', 'admin']),
    );
    expect(new Set(AUDITED_ROUTES.map((route) => route.id)).size).toBe(AUDITED_ROUTES.length);
  });
});

describe('/accesibilidad', () => {
  it('is public, named in the page title, and linked from the footer', async () => {
    renderWithApp(null, { routes, path: '/accesibilidad' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Declaración de accesibilidad' }),
    ).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Declaración de accesibilidad — Talentia'));
    expect(
      within(screen.getByRole('contentinfo')).getByRole('link', { name: 'Accesibilidad' }),
    ).toHaveAttribute('href', '/accesibilidad');
  });

  it('is linked from the footer of every page, the not-found screen too', async () => {
    renderWithApp(null, { routes, path: '/no-existe' });
    expect(await screen.findByRole('heading', { name: 'Página no encontrada' })).toBeVisible();
    expect(
      within(screen.getByRole('contentinfo')).getByRole('link', { name: 'Accesibilidad' }),
    ).toHaveAttribute('href', '/accesibilidad');
  });
});
