import Button from '@mui/material/Button';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, useLocation, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { RouterLink } from './RouterLink';

function Where() {
  const location = useLocation();
  return (
    <p data-testid="where">
      {location.pathname}
      {location.search} {JSON.stringify(location.state)}
    </p>
  );
}

function routerWith(links: React.ReactNode, path = '/app/jobs') {
  const router = createMemoryRouter(
    [
      {
        path: '/app/:page',
        element: (
          <>
            {links}
            <Where />
          </>
        ),
      },
    ],
    { initialEntries: ['/', path], initialIndex: 1 },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const where = () => screen.getByTestId('where');

describe('RouterLink', () => {
  it('is a link with its href, and a click navigates in the app, with its state', async () => {
    const router = routerWith(
      <RouterLink to="/app/favorites?page=2" state={{ from: 'jobs' }}>
        Favoritos
      </RouterLink>,
    );
    const link = screen.getByRole('link', { name: 'Favoritos' });
    expect(link).toHaveAttribute('href', '/app/favorites?page=2');
    await userEvent.click(link);
    expect(where()).toHaveTextContent('/app/favorites?page=2 {"from":"jobs"}');
    // A new history entry: "back" returns to where the user was.
    expect(router.state.historyAction).toBe('PUSH');
  });

  it('resolves a relative path against the current route, as React Router does', () => {
    routerWith(<RouterLink to="applied">Postulaciones</RouterLink>, '/app/jobs');
    expect(screen.getByRole('link', { name: 'Postulaciones' })).toHaveAttribute(
      'href',
      '/app/jobs/applied',
    );
  });

  it('replaces the entry when asked', async () => {
    const router = routerWith(
      <RouterLink to="/app/settings" replace>
        Ajustes
      </RouterLink>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'Ajustes' }));
    expect(where()).toHaveTextContent('/app/settings');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('leaves a modified click, another target, or a click its handler prevented to the browser', async () => {
    const onClick = vi.fn((event: React.MouseEvent) => event.preventDefault());
    routerWith(
      <>
        <RouterLink to="/app/favorites">Favoritos</RouterLink>
        <RouterLink to="/app/settings" target="_blank">
          Ajustes
        </RouterLink>
        <RouterLink to="/app/profile" onClick={onClick}>
          Perfil
        </RouterLink>
      </>,
    );
    const user = userEvent.setup();
    await user.keyboard('{Control>}');
    await user.click(screen.getByRole('link', { name: 'Favoritos' }));
    await user.keyboard('{/Control}');
    await user.click(screen.getByRole('link', { name: 'Ajustes' }));
    await user.click(screen.getByRole('link', { name: 'Perfil' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(where()).toHaveTextContent('/app/jobs');
  });

  it("is the element of a MUI button, which keeps the link's role and the ref", async () => {
    const ref = { current: null as HTMLAnchorElement | null };
    routerWith(
      <Button component={RouterLink} to="/app/favorites" ref={ref} variant="contained">
        Ver favoritos
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'Ver favoritos' });
    expect(ref.current).toBe(link);
    expect(link).toHaveAttribute('href', '/app/favorites');
    await userEvent.click(link);
    expect(where()).toHaveTextContent('/app/favorites');
  });
});
