import type { RouteObject } from 'react-router';
import { AppIndex, AppLayout } from '@/features/auth';
import { HomePage } from '@/features/home/pages';
import { NotFoundScreen } from '@/shared/screens';
import { PendingIndicator } from '@/shared/feedback';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { SignedInPage } from './boot/drawnPages';
import { AppShell } from './shell/AppShell';

/** The recruiter's offers (issue 12): list, new, the offer page (loaded first), stages. */
const recruiterJobRoutes: RouteObject = {
  path: 'recruiter/jobs',
  children: [
    {
      index: true,
      lazy: () =>
        import('@/features/recruiter-jobs/pages').then((m) => ({ Component: m.JobListPage })),
    },
    {
      path: 'new',
      lazy: () =>
        import('@/features/recruiter-jobs/pages').then((m) => ({ Component: m.NewJobPage })),
    },
    {
      path: ':jobId',
      lazy: () =>
        import('@/features/recruiter-jobs/pages').then((m) => ({
          loader: m.staffOfferLoader,
          Component: m.JobOfferPage,
        })),
    },
    {
      path: ':jobId/pipeline',
      lazy: () =>
        import('@/features/recruiter-jobs/pages').then((m) => ({
          loader: m.staffOfferLoader,
          Component: m.JobOfferPipelinePage,
        })),
    },
    {
      path: ':jobId/candidates/:candidateId',
      lazy: () =>
        import('@/features/recruiter-jobs/pages').then((m) => ({
          loader: m.staffOfferLoader,
          Component: m.CandidateHistoryPage,
        })),
    },
    {
      path: ':jobId/stages',
      lazy: async () => {
        const m = await import('@/features/recruiter-jobs/pages');
        return {
          loader: m.staffOfferLoader,
          Component: await m.loadStageDesignerPage(),
        };
      },
    },
  ],
};

/**
 * The route tree. Every screen but the landing is lazy: a route's code is loaded when it is
 * visited.
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
          // The landing is in the entry (issue 15): its first paint needs no second round trip.
          { index: true, Component: HomePage },
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
            path: 'accesibilidad',
            lazy: () =>
              import('@/features/accessibility/pages').then((m) => ({
                Component: m.StatementPage,
              })),
          },
          {
            path: 'auth/verify',
            lazy: () => import('@/features/auth/pages').then((m) => ({ Component: m.VerifyPage })),
          },
          {
            // Every signed-in screen: the guard (sign-in, roles) is the layout.
            path: 'app',
            Component: AppLayout,
            children: [
              {
                Component: SignedInPage,
                errorElement: <RouteErrorBoundary />,
                children: [
                  { index: true, Component: AppIndex },
                  {
                    path: 'feed',
                    lazy: () =>
                      import('@/features/jobs/pages').then((m) => ({ Component: m.FeedPage })),
                  },
                  {
                    path: 'jobs',
                    lazy: () =>
                      import('@/features/jobs/pages').then((m) => ({ Component: m.JobSearchPage })),
                  },
                  {
                    // The candidate's selection process of an offer, and one stage (issue 11).
                    path: 'jobs/:jobId/workflow',
                    lazy: () =>
                      import('@/features/stages/pages').then((m) => ({
                        loader: m.workflowLoader,
                        Component: m.WorkflowPage,
                        ErrorBoundary: m.StageRouteError,
                      })),
                  },
                  {
                    path: 'jobs/:jobId/stages/:stageId',
                    lazy: () =>
                      import('@/features/stages/pages').then((m) => ({
                        loader: m.stageLoader,
                        Component: m.StagePage,
                        ErrorBoundary: m.StageRouteError,
                      })),
                  },
                  {
                    path: 'favorites',
                    lazy: () =>
                      import('@/features/jobs/pages').then((m) => ({ Component: m.FavoritesPage })),
                  },
                  {
                    // The candidate's job alerts (issue 34).
                    path: 'alerts',
                    lazy: () =>
                      import('@/features/alerts/pages').then((m) => ({ Component: m.AlertsPage })),
                  },
                  {
                    path: 'settings',
                    lazy: () =>
                      import('@/features/settings/pages').then((m) => ({
                        Component: m.SettingsPage,
                      })),
                  },
                  recruiterJobRoutes,
                  {
                    path: 'my-cvs',
                    lazy: () =>
                      import('@/features/applications/pages').then((m) => ({
                        Component: m.MyApplicationsPage,
                      })),
                  },
                  {
                    path: 'candidates/job-offers/:jobOfferId/apply',
                    lazy: () =>
                      import('@/features/applications/pages').then((m) => ({
                        loader: m.applyLoader,
                        Component: m.ApplyPage,
                        ErrorBoundary: m.OfferRouteError,
                      })),
                  },
                  {
                    // Recruiters' "Tareas": the review queue and one attempt's review.
                    path: 'recruiter/candidates',
                    lazy: () =>
                      import('@/features/review/pages').then((m) => ({
                        Component: m.ReviewQueuePage,
                      })),
                  },
                  {
                    path: 'recruiter/candidates/attempts/:attemptId',
                    lazy: () =>
                      import('@/features/review/pages').then((m) => ({
                        Component: m.AttemptReviewPage,
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
