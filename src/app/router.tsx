import { Navigate, type RouteObject } from 'react-router-dom';
import { paths } from '../domain/paths';
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
      { path: paths.auth, lazy: () => import('./routes/auth-route') },
      {
        lazy: () => import('./routes/shell-layout-route'),
        children: [
          { path: '/workshop/:templateId', lazy: () => import('./routes/workshop-route') },
          { path: paths.aiTools, lazy: () => import('./routes/ai-tools-route') },
          { path: paths.gallery, lazy: () => import('./routes/gallery-route') },
          { path: paths.studio(), lazy: () => import('./routes/studio-route') },
          { path: '/studio/:projectId', lazy: () => import('./routes/project-route') },
          { path: paths.teams(), lazy: () => import('./routes/teams-route') },
          { path: '/teams/:teamId', lazy: () => import('./routes/team-route') },
          { path: paths.account, lazy: () => import('./routes/account-route') },
          { path: paths.billing, lazy: () => import('./routes/billing-route') },
          { path: paths.paymentPortal, lazy: () => import('./routes/payment-portal-route') },
        ],
      },
      { path: '*', lazy: () => import('./routes/not-found-route') },
    ],
  },
];
