export { useHref, useLocation, useMatches, useNavigate, useParams, useSearchParams } from './hooks';
export { Navigate } from './navigate';
export { Outlet } from './render-matches';
export { RouterProvider } from './router-provider';
export { createBrowserRouter, createMemoryRouter, whenInitialized } from './router';
export type { Router } from './router';
export type { RouteObject } from './match-routes';
