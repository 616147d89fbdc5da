import { Navigate, type RouteObject } from 'react-router-dom';
import { paths } from './paths';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';

/** The route table (spec part 1 §2). Screens load lazily so /auth ships only what it needs. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      { path: paths.home, element: <Navigate to={paths.workshop()} replace /> },
      { path: paths.workshopRoot, element: <Navigate to={paths.workshop()} replace /> },
      { path: paths.auth, lazy: () => import('./routes/auth-route') },
      { path: '/workshop/:templateId', lazy: () => import('./routes/workshop-route') },
      { path: '*', lazy: () => import('./routes/not-found-route') },
    ],
  },
];
