import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TopBar } from '@/app/shell/TopBar';
import { renderWithApp } from '@/test/render';
import { signedInState as signedIn, signedOutState as signedOut } from '@/test/session';
import { AppLayout } from './AppLayout';
import { CompanyRegisterPage } from './CompanyRegisterPage';
import { LoginPage } from './LoginPage';
import { SignupPage } from './SignupPage';

const routesFor = (path: string, page: React.ReactElement) => [
  { path, element: page },
  { path: '/app/feed', element: <h1>Inicio del candidato</h1> },
  { path: '/app/recruiter/dashboard', element: <h1>Panel del reclutador</h1> },
];

describe('the public pages know who is signed in', () => {
  it.each([
    ['/signup', <SignupPage key="s" />, ['candidate'], 'Inicio del candidato'],
    ['/company/register', <CompanyRegisterPage key="c" />, ['admin'], 'Panel del reclutador'],
    ['/login', <LoginPage key="l" />, ['recruiter'], 'Panel del reclutador'],
  ])('%s sends a signed-in user to their app home', async (path, page, roles, heading) => {
    renderWithApp(null, { path, routes: routesFor(path, page), preloadedState: signedIn(roles) });
    expect(await screen.findByRole('heading', { name: heading })).toBeVisible();
  });

  it('the top bar does not offer "Ingresar" on /login, and does elsewhere', () => {
    const bar = [
      { path: '/login', element: <TopBar pathname="/login" /> },
      { path: '/', element: <TopBar pathname="/" /> },
    ];
    const { unmount } = renderWithApp(null, {
      path: '/login',
      routes: bar,
      preloadedState: signedOut,
    });
    expect(screen.queryByRole('link', { name: 'Ingresar' })).not.toBeInTheDocument();
    unmount();
    renderWithApp(null, { path: '/', routes: bar, preloadedState: signedOut });
    expect(screen.getByRole('link', { name: 'Ingresar' })).toBeVisible();
  });
});

describe('the wrong role on a route gets a way home, not a dead end', () => {
  it.each([
    [['candidate'], '/app/recruiter/dashboard', '/app/feed'],
    [['recruiter'], '/app/recruiter/admin/users', '/app/recruiter/dashboard'],
  ])('%j on %s: "Acceso denegado" with "Ir a mi inicio" to %s', async (roles, path, home) => {
    renderWithApp(null, {
      path,
      routes: [
        {
          path: '/app/*',
          element: <AppLayout />,
          children: [{ path: '*', element: <p>nunca</p> }],
        },
      ],
      preloadedState: signedIn(roles),
    });
    expect(await screen.findByRole('heading', { name: 'Acceso denegado' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Ir a mi inicio' })).toHaveAttribute('href', home);
    expect(screen.queryByText('nunca')).not.toBeInTheDocument();
  });
});
