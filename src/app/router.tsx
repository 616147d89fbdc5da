import { Navigate, type RouteObject } from '@/lib/router';
import { paths } from '@/domain/paths';
import type { RouteHandle } from './document-title';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';

/**
 * The route table (spec part 1 §2). Screens load lazily so /auth ships only what it needs; every signed-in route
 * sits inside the shell layout, which holds the auth guard and stays mounted between screens.
 */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      { path: paths.home, element: <Navigate to={paths.workshop()} replace /> },
      { path: paths.workshopRoot, element: <Navigate to={paths.workshop()} replace /> },
      { path: paths.auth, lazy: () => import('./routes/auth-route'), handle: { titleKey: 'app.signInTitle' } satisfies RouteHandle },
      {
        lazy: () => import('./routes/shell-layout-route'),
        children: [
          {
            path: '/workshop/:templateId',
            lazy: () => import('./routes/workshop-route'),
            handle: { titleKey: 'shell.screens.workshop.title' } satisfies RouteHandle,
          },
          {
            path: paths.aiTools,
            lazy: () => import('./routes/ai-tools-route'),
            handle: { titleKey: 'shell.screens.aiTools.title' } satisfies RouteHandle,
          },
          {
            path: paths.gallery,
            lazy: () => import('./routes/gallery-route'),
            handle: { titleKey: 'shell.screens.gallery.title' } satisfies RouteHandle,
          },
          {
            path: paths.studio(),
            lazy: () => import('./routes/studio-route'),
            handle: { titleKey: 'shell.screens.studio.title' } satisfies RouteHandle,
          },
          {
            path: '/studio/:projectId',
            lazy: () => import('./routes/project-route'),
            handle: { titleKey: 'shell.screens.project.title' } satisfies RouteHandle,
          },
          {
            path: paths.teams(),
            lazy: () => import('./routes/teams-route'),
            handle: { titleKey: 'shell.screens.teams.title' } satisfies RouteHandle,
          },
          {
            path: '/teams/:teamId',
            lazy: () => import('./routes/team-route'),
            handle: { titleKey: 'shell.screens.team.title' } satisfies RouteHandle,
          },
          {
            path: paths.account,
            lazy: () => import('./routes/account-route'),
            handle: { titleKey: 'shell.screens.account.title' } satisfies RouteHandle,
          },
          {
            path: paths.billing,
            lazy: () => import('./routes/billing-route'),
            handle: { titleKey: 'shell.screens.billing.title' } satisfies RouteHandle,
          },
          {
            path: paths.paymentPortal,
            lazy: () => import('./routes/payment-portal-route'),
            handle: { titleKey: 'shell.screens.paymentPortal.title' } satisfies RouteHandle,
          },
          {
            path: paths.paymentReview,
            lazy: () => import('./routes/payment-review-route'),
            handle: { titleKey: 'billing.review.title' } satisfies RouteHandle,
          },
        ],
      },
      { path: '*', lazy: () => import('./routes/not-found-route'), handle: { titleKey: 'app.notFound.title' } satisfies RouteHandle },
    ],
  },
];
