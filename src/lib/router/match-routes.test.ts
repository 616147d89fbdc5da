import { describe, expect, it } from 'vitest';
import { flattenRoutes, matchPath, matchRoutes, type RouteObject } from './match-routes';

const lazy = () => Promise.resolve({ Component: () => null });
const workshop: RouteObject = { path: '/workshop/:templateId', lazy, handle: { title: 'workshop' } };
const studio: RouteObject = { path: '/studio', lazy };
const project: RouteObject = { path: '/studio/:projectId', lazy };
const review: RouteObject = { path: '/billing/review', lazy };
const billing: RouteObject = { path: '/billing', lazy };
const shell: RouteObject = { lazy, children: [workshop, studio, project, billing, review] };
const home: RouteObject = { path: '/' };
const notFound: RouteObject = { path: '*', lazy };
const auth: RouteObject = { path: 'auth', lazy };
const root: RouteObject = { errorElement: 'failed', children: [notFound, home, auth, shell] };

const chainOf = (pathname: string) => matchRoutes([root], pathname)?.map((match) => match.route) ?? null;

describe('matchRoutes', () => {
  it('matches static and parameter segments through nested layouts', () => {
    expect(chainOf('/studio')).toEqual([root, shell, studio]);
    expect(chainOf('/studio/p-1')).toEqual([root, shell, project]);
    expect(chainOf('/billing/review')).toEqual([root, shell, review]);
    expect(chainOf('/auth')).toEqual([root, auth]);
    expect(chainOf('/')).toEqual([root, home]);
  });

  it('ranks a static segment over a parameter and anything over the catch-all, whatever the table order', () => {
    const table: RouteObject[] = [{ path: '*' }, { path: '/teams/:teamId' }, { path: '/teams/new' }];
    expect(matchRoutes(table, '/teams/new')?.[0]?.route).toBe(table[2]);
    expect(matchRoutes(table, '/teams/t1')?.[0]?.route).toBe(table[1]);
    expect(matchRoutes(table, '/teams/t1/x')?.[0]?.route).toBe(table[0]);
  });

  it('sends any other path to the catch-all route, with what it matched', () => {
    expect(chainOf('/workshop')).toEqual([root, notFound]);
    expect(chainOf('/workshop/a/b')).toEqual([root, notFound]);
    expect(matchRoutes([root], '/nowhere/at/all')?.[0]?.params).toEqual({ '*': 'nowhere/at/all' });
  });

  it('gives every match of the chain the decoded parameters and its handle', () => {
    const matches = matchRoutes([root], '/workshop/text%20to%20image');
    expect(matches?.map((match) => match.params)).toEqual(Array.from({ length: 3 }, () => ({ templateId: 'text to image' })));
    expect(matches?.map((match) => match.handle)).toEqual([undefined, undefined, { title: 'workshop' }]);
  });

  it('tolerates trailing slashes and ignores the case of static segments, as React Router does', () => {
    expect(chainOf('/studio/')).toEqual([root, shell, studio]);
    expect(chainOf('/studio//')).toEqual([root, shell, studio]);
    expect(chainOf('/Studio')).toEqual([root, shell, studio]);
    expect(chainOf('/studio//p-1')).toEqual([root, notFound]);
  });

  it('answers null when nothing matches', () => {
    expect(matchRoutes([{ path: '/a' }], '/b')).toBeNull();
  });
});

describe('matchPath', () => {
  it('keeps a malformed escape as it is', () => {
    expect(matchPath('/studio/:projectId', '/studio/100%')).toEqual({ projectId: '100%' });
  });

  it('matches the root only by itself', () => {
    expect(matchPath('/', '/')).toEqual({});
    expect(matchPath('/', '/gallery')).toBeNull();
  });
});

describe('flattenRoutes', () => {
  it('joins a relative path to its parent and keeps a pathless layout out of the branches', () => {
    const branches = flattenRoutes([{ path: '/teams', children: [{ path: ':teamId' }] }, { children: [{ path: '/a' }] }]);
    expect(branches.map((branch) => branch.path)).toEqual(['/teams/:teamId', '/teams', '/a']);
  });
});
