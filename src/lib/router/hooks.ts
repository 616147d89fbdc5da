import { useContext, useMemo } from 'react';
import { RouterContext, RouterStateContext } from './context';
import type { Location } from './history';
import type { Params, RouteMatch } from './match-routes';
import { createPath, isWholeUrl, resolveTo, type To } from './path';
import type { Router, RouterState } from './router';

const emptyParams: Params = {};

function useRouterState(): RouterState {
  const state = useContext(RouterStateContext);
  if (!state) throw new Error('A router hook was used outside <RouterProvider>.');
  return state;
}

/** The location on screen (pathname, search, hash, the state it was reached with, and its entry's key). */
export function useLocation(): Location {
  return useRouterState().location;
}

/** The navigate function; stable, so it can sit in effect dependencies. */
export function useNavigate(): Router['navigate'] {
  const router = useContext(RouterContext);
  if (!router) throw new Error('useNavigate was used outside <RouterProvider>.');
  return router.navigate;
}

/** The matched path's `:param` values, decoded. */
export function useParams(): Params {
  return useRouterState().matches.at(-1)?.params ?? emptyParams;
}

/** The current query string, parsed. It changes only when the search does. */
export function useSearchParams(): URLSearchParams {
  const { search } = useLocation();
  return useMemo(() => new URLSearchParams(search), [search]);
}

/**
 * The address a link to `to` should carry, resolved against the current location; a whole URL (`mailto:`, `tel:`,
 * another site) is carried as written, so the browser opens it and React Aria leaves it alone.
 */
export function useHref(to: To): string {
  const location = useLocation();
  return isWholeUrl(to) ? to : createPath(resolveTo(to, location));
}

/** The chain of routes on screen, outermost first, with their handles. */
export function useMatches(): readonly RouteMatch[] {
  return useRouterState().matches;
}
