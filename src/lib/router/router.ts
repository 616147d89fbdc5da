import type { ComponentType } from 'react';
import { createBrowserHistory, createKey, createMemoryHistory, type History, type Location } from './history';
import { flattenRoutes, matchBranches, type RouteMatch, type RouteObject } from './match-routes';
import { isWholeUrl, pathOnOrigin, resolveTo, type To } from './path';

/** How a navigation writes history. */
interface NavigateOptions {
  /** Replace the current entry instead of adding one. @default false */
  replace?: boolean;
  /** Carried with the entry, read back with `useLocation().state`; it survives a reload. @default null */
  state?: unknown;
}

/** A matched route with its component, once its module has loaded. */
interface LoadedMatch extends RouteMatch {
  Component: ComponentType | undefined;
}

/** A route of the current chain whose module failed to load. */
interface RouteFailure {
  /** Its index in `matches`: the nearest `errorElement` at or above it is shown. */
  index: number;
  error: unknown;
}

/** What is on screen: it changes only once the next location's modules have loaded. */
export interface RouterState {
  location: Location;
  /** The routes the location renders, outermost first; empty when no route matches. */
  matches: readonly LoadedMatch[];
  failure: RouteFailure | null;
  /** False until the first location's modules have loaded; nothing renders before. */
  isInitialized: boolean;
}

export interface Router {
  readonly state: RouterState;
  subscribe(listener: (state: RouterState) => void): () => void;
  /**
   * Goes to `to` (resolved against the current location) once its route modules have loaded, keeping the current
   * screen meanwhile; a later navigation, or Back, supersedes one still loading. A number moves through history;
   * a whole URL goes to its place in the app when it is on the app's origin, else the browser opens it.
   */
  navigate(to: To | number, options?: NavigateOptions): Promise<void>;
  /** Stops listening to the history. */
  dispose(): void;
}

type Action = 'init' | 'pop' | 'push' | 'replace';

/** A router over `routes` moving through `history`; it starts loading the current location's modules at once. */
export function createRouter(routes: readonly RouteObject[], history: History): Router {
  const branches = flattenRoutes(routes);
  const components = new Map<RouteObject, ComponentType>();
  const loading = new Map<RouteObject, Promise<unknown>>();
  const listeners = new Set<(state: RouterState) => void>();
  let state: RouterState = { location: history.location, matches: [], failure: null, isInitialized: false };
  let latest = 0;

  const needsLoad = (match: RouteMatch) => match.route.lazy !== undefined && !components.has(match.route);
  const load = (route: RouteObject) => {
    let pending = loading.get(route);
    if (!pending) {
      // A failed load is forgotten, so the next visit tries again (a chunk a deploy replaced, a dropped connection).
      pending = route.lazy!().then(
        (module) => void components.set(route, module.Component),
        (error: unknown) => {
          loading.delete(route);
          throw error;
        },
      );
      loading.set(route, pending);
    }
    return pending;
  };
  const withComponents = (matches: readonly RouteMatch[]): LoadedMatch[] =>
    matches.map((match) => ({ ...match, Component: components.get(match.route) }));

  const commit = (location: Location, matches: readonly RouteMatch[], failure: RouteFailure | null, action: Action) => {
    if (action === 'push') history.push(location);
    if (action === 'replace') history.replace(location);
    state = { location, matches: withComponents(matches), failure, isInitialized: true };
    for (const listener of listeners) listener(state);
  };

  const start = async (location: Location, action: Action): Promise<void> => {
    const id = ++latest;
    const matches = matchBranches(branches, location.pathname) ?? [];
    if (!matches.some(needsLoad)) return commit(location, matches, null, action);
    const results = await Promise.allSettled(matches.map((match) => (needsLoad(match) ? load(match.route) : undefined)));
    if (id !== latest) return;
    const index = results.findIndex((result) => result.status === 'rejected');
    const failed = results[index];
    commit(location, matches, failed?.status === 'rejected' ? { index, error: failed.reason } : null, action);
  };

  const unlisten = history.listen((location) => void start(location, 'pop'));
  void start(state.location, 'init');

  return {
    get state() {
      return state;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    navigate(to, options = {}) {
      if (typeof to === 'number') {
        history.go(to);
        return Promise.resolve();
      }
      const inApp = isWholeUrl(to) ? pathOnOrigin(to, history.origin) : to;
      if (inApp === null) {
        history.leave(to as string);
        return Promise.resolve();
      }
      const location: Location = { ...resolveTo(inApp, state.location), state: options.state ?? null, key: createKey() };
      return start(location, options.replace ? 'replace' : 'push');
    },
    dispose: unlisten,
  };
}

/** A router over the browser's history, for the app. */
export function createBrowserRouter(routes: readonly RouteObject[]): Router {
  return createRouter(routes, createBrowserHistory());
}

/** A router over a history in memory, for stories: it starts at the last of `initialEntries`. */
export function createMemoryRouter(routes: readonly RouteObject[], options: { initialEntries?: readonly string[] } = {}): Router {
  return createRouter(routes, createMemoryHistory(options.initialEntries));
}

/** Resolves once the router's first location has loaded its modules, so a first render shows its screen. */
export function whenInitialized(router: Router): Promise<void> {
  if (router.state.isInitialized) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = router.subscribe((state) => {
      if (!state.isInitialized) return;
      stop();
      resolve();
    });
  });
}
