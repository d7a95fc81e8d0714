import type { RouteObject } from 'react-router-dom';
import { NotFoundScreen } from '@/shared/screens';
import { PendingIndicator } from '@/shared/feedback';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { AppShell } from './shell/AppShell';

/**
 * The route tree. Every screen is lazy: a route's code is loaded when it is visited.
 * Errors of any page are shown inside the shell (top bar and footer stay).
 */
export const routes: RouteObject[] = [
  {
    id: 'root',
    element: <AppShell />,
    hydrateFallbackElement: <PendingIndicator />,
    errorElement: (
      <AppShell>
        <RouteErrorBoundary />
      </AppShell>
    ),
    children: [
      {
        errorElement: <RouteErrorBoundary />,
        children: [
          {
            index: true,
            lazy: () => import('@/features/home/pages').then((m) => ({ Component: m.HomePage })),
          },
          {
            path: 'login',
            lazy: () => import('@/features/auth/pages').then((m) => ({ Component: m.LoginPage })),
          },
          {
            path: 'signup',
            lazy: () => import('@/features/auth/pages').then((m) => ({ Component: m.SignupPage })),
          },
          {
            path: 'company/register',
            lazy: () =>
              import('@/features/auth/pages').then((m) => ({ Component: m.CompanyRegisterPage })),
          },
          {
            path: 'auth/verify',
            lazy: () => import('@/features/auth/pages').then((m) => ({ Component: m.VerifyPage })),
          },
          {
            // Every signed-in screen: the guard (sign-in, roles) is the layout.
            path: 'app',
            lazy: () => import('@/features/auth/pages').then((m) => ({ Component: m.AppLayout })),
            children: [
              {
                errorElement: <RouteErrorBoundary />,
                children: [
                  {
                    index: true,
                    lazy: () =>
                      import('@/features/auth/pages').then((m) => ({ Component: m.AppIndex })),
                  },
                  {
                    path: 'settings',
                    lazy: () =>
                      import('@/features/settings/pages').then((m) => ({
                        Component: m.SettingsPage,
                      })),
                  },
                  {
                    path: 'recruiter/dashboard',
                    lazy: () =>
                      import('@/features/dashboard/pages').then((m) => ({
                        Component: m.DashboardPage,
                      })),
                  },
                  {
                    path: 'recruiter/admin/company',
                    lazy: () =>
                      import('@/features/organization/pages').then((m) => ({
                        Component: m.CompanyPage,
                      })),
                  },
                  {
                    path: 'recruiter/admin/users',
                    lazy: () =>
                      import('@/features/organization/pages').then((m) => ({
                        Component: m.UsersPage,
                      })),
                  },
                  { path: '*', element: <NotFoundScreen /> },
                ],
              },
            ],
          },
          { path: '*', element: <NotFoundScreen /> },
        ],
      },
    ],
  },
];
