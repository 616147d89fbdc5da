import type { ComponentType, ReactNode } from 'react';

/** What a lazy route module exports: the screen to render. */
export interface RouteModule {
  Component: ComponentType;
}

/** One entry of a route table; a route without a path is a layout around its children. */
export interface RouteObject {
  /** '/studio/:projectId', '*'; relative paths join their parent's. Absent for a layout route. */
  path?: string;
  /** What renders, unless `lazy` loads the component instead. */
  element?: ReactNode;
  /** Loads the route's module the first time the route is visited. */
  lazy?: () => Promise<RouteModule>;
  /** Anything the app wants to know about the route (its page title), read with useMatches. */
  handle?: unknown;
  /** Shown instead of this route when it, or a route inside it, fails to load or to render. */
  errorElement?: ReactNode;
  children?: RouteObject[];
}

/** A path's `:param` values, decoded, and what a `*` matched under '*'. */
export type Params = Readonly<Record<string, string | undefined>>;

/** One route of the chain that matched a pathname, from the outermost layout to the page. */
export interface RouteMatch {
  route: RouteObject;
  /** The whole chain's parameters: the same object for every match of a chain. */
  params: Params;
  handle: unknown;
}

/** A route with a path and the layouts around it, ready to match. */
export interface RouteBranch {
  path: string;
  routes: readonly RouteObject[];
  score: number;
}

/** React Router's ranking: more segments first, and static ones over `:param` over `*`. */
function scoreOf(path: string): number {
  const segments = path.split('/');
  let score = segments.length;
  if (segments.includes('*')) score -= 2;
  for (const segment of segments) {
    if (segment === '*') continue;
    if (segment.startsWith(':')) score += 3;
    else if (segment === '') score += 1;
    else score += 10;
  }
  return score;
}

function joinPaths(parent: string, path: string): string {
  if (path.startsWith('/')) return path;
  return `${parent.replace(/\/+$/, '')}/${path}`;
}

/** Every route with a path as a branch, best first (ties keep the table's order). */
export function flattenRoutes(routes: readonly RouteObject[], parentPath = '', parents: readonly RouteObject[] = []): RouteBranch[] {
  const branches: RouteBranch[] = [];
  for (const route of routes) {
    const path = route.path === undefined ? parentPath : joinPaths(parentPath, route.path);
    const chain = [...parents, route];
    if (route.children) branches.push(...flattenRoutes(route.children, path, chain));
    if (route.path !== undefined) branches.push({ path, routes: chain, score: scoreOf(path) });
  }
  return parents.length === 0 ? branches.toSorted((a, b) => b.score - a.score) : branches;
}

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** The segments of a pathname; trailing slashes are tolerated, as React Router does. */
function segmentsOf(pathname: string): string[] {
  const trimmed = pathname.replace(/^\//, '').replace(/\/+$/, '');
  return trimmed === '' ? [] : trimmed.split('/');
}

/** The branch's parameters when it matches the whole pathname; static segments ignore case, as React Router's do. */
export function matchPath(pattern: string, pathname: string): Record<string, string> | null {
  const wanted = segmentsOf(pattern);
  const given = segmentsOf(pathname);
  const params: Record<string, string> = {};
  for (const [i, segment] of wanted.entries()) {
    if (segment === '*') {
      params['*'] = given.slice(i).map(decode).join('/');
      return params;
    }
    const value = given[i];
    if (value === undefined || value === '') return null;
    if (segment.startsWith(':')) params[segment.slice(1)] = decode(value);
    else if (decode(value).toLowerCase() !== segment.toLowerCase()) return null;
  }
  return given.length === wanted.length ? params : null;
}

/** The chain of routes `pathname` renders, or null when no route matches it. */
export function matchBranches(branches: readonly RouteBranch[], pathname: string): RouteMatch[] | null {
  for (const branch of branches) {
    const params = matchPath(branch.path, pathname);
    if (params) return branch.routes.map((route) => ({ route, params, handle: route.handle }));
  }
  return null;
}

/** `matchBranches` over a route table, for a single look-up. */
export function matchRoutes(routes: readonly RouteObject[], pathname: string): RouteMatch[] | null {
  return matchBranches(flattenRoutes(routes), pathname);
}
