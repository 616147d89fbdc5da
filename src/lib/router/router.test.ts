import { describe, expect, it, vi } from 'vitest';
import { createMemoryHistory } from './history';
import type { RouteModule, RouteObject } from './match-routes';
import { createRouter, type RouterState } from './router';

/** A route module that loads when the test says so. */
function deferredModule() {
  // One of its own per module, so a test can tell which rendered.
  const Component = vi.fn(() => null);
  let settle: { resolve: (module: RouteModule) => void; reject: (error: unknown) => void } | undefined;
  const lazy = vi.fn(() => new Promise<RouteModule>((resolve, reject) => (settle = { resolve, reject })));
  return {
    lazy,
    Component,
    load: () => settle!.resolve({ Component }),
    fail: (error: unknown) => settle!.reject(error),
  };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const pathOf = (state: RouterState) => state.location.pathname;

function setUp(initialEntries: string[]) {
  const shell = deferredModule();
  const gallery = deferredModule();
  const studio = deferredModule();
  const routes: RouteObject[] = [
    {
      errorElement: 'failed',
      children: [
        { path: '/a', element: 'a' },
        { path: '/b', element: 'b' },
        {
          lazy: shell.lazy,
          children: [
            { path: '/gallery', lazy: gallery.lazy },
            { path: '/studio', lazy: studio.lazy },
          ],
        },
      ],
    },
  ];
  const history = createMemoryHistory(initialEntries);
  const router = createRouter(routes, history);
  const seen: string[] = [];
  router.subscribe((state) => seen.push(pathOf(state)));
  return { router, history, seen, shell, gallery, studio };
}

describe('createRouter', () => {
  it('renders nothing until the first location’s modules have loaded, together', async () => {
    const { router, shell, gallery, seen } = setUp(['/gallery']);
    expect(router.state.isInitialized).toBe(false);
    shell.load();
    await flush();
    expect(router.state.isInitialized).toBe(false);
    gallery.load();
    await flush();
    expect(router.state).toMatchObject({ isInitialized: true, failure: null, location: { pathname: '/gallery', key: 'default' } });
    expect(router.state.matches.map((match) => match.Component)).toEqual([undefined, shell.Component, gallery.Component]);
    expect(seen).toEqual(['/gallery']);
  });

  it('commits a route without modules at once', () => {
    const { router } = setUp(['/a']);
    expect(router.state).toMatchObject({ isInitialized: true, location: { pathname: '/a' } });
    void router.navigate('/b');
    expect(pathOf(router.state)).toBe('/b');
  });

  it('keeps the current screen and address while the next route loads, then switches both', async () => {
    const { router, history, shell, studio, seen } = setUp(['/a']);
    const done = router.navigate('/studio?tab=media', { state: { prompt: 'a fox' } });
    shell.load();
    await flush();
    expect(pathOf(router.state)).toBe('/a');
    expect(history.location.pathname).toBe('/a');
    studio.load();
    await done;
    expect(router.state.location).toMatchObject({ pathname: '/studio', search: '?tab=media', state: { prompt: 'a fox' } });
    expect(history.location).toBe(router.state.location);
    expect(seen).toEqual(['/studio']);
    // Loaded once: going back there is immediate.
    void router.navigate('/a');
    void router.navigate('/studio');
    expect(pathOf(router.state)).toBe('/studio');
    expect(studio.lazy).toHaveBeenCalledTimes(1);
  });

  it('lets a later navigation supersede one still loading', async () => {
    const { router, history, shell, gallery, seen } = setUp(['/a']);
    const first = router.navigate('/gallery');
    void router.navigate('/b', { replace: true });
    shell.load();
    gallery.load();
    await first;
    expect(pathOf(router.state)).toBe('/b');
    expect(history.location.pathname).toBe('/b');
    expect(seen).toEqual(['/b']);
  });

  it('lets Back supersede a navigation still loading, and hears Back and Forward', async () => {
    const { router, history, shell, gallery, seen } = setUp(['/a', '/b']);
    const pending = router.navigate('/gallery');
    await router.navigate(-1);
    expect(pathOf(router.state)).toBe('/a');
    shell.load();
    gallery.load();
    await pending;
    expect(pathOf(router.state)).toBe('/a');
    history.go(1);
    expect(seen).toEqual(['/a', '/b']);
  });

  it('replaces the entry with a new key, carrying the state', () => {
    const { router, history } = setUp(['/a', '/b']);
    const before = router.state.location.key;
    void router.navigate('/a', { replace: true, state: 'carried' });
    expect(router.state.location).toMatchObject({ pathname: '/a', state: 'carried' });
    expect(router.state.location.key).not.toBe(before);
    history.go(-1);
    expect(pathOf(router.state)).toBe('/a');
    expect(router.state.location.key).toBe('default');
  });

  it('commits a failed module load with its failure, and tries the module again on the next visit', async () => {
    const { router, shell, studio } = setUp(['/a']);
    const error = new Error('chunk gone');
    const visit = router.navigate('/studio');
    shell.load();
    studio.fail(error);
    await visit;
    expect(router.state).toMatchObject({ location: { pathname: '/studio' }, failure: { index: 2, error } });
    void router.navigate('/a');
    expect(router.state.failure).toBeNull();
    const again = router.navigate('/studio');
    studio.load();
    await again;
    expect(router.state.failure).toBeNull();
    expect(studio.lazy).toHaveBeenCalledTimes(2);
  });

  it('matches nothing to an empty chain, and stops hearing history once disposed', () => {
    const { router, history } = setUp(['/a', '/b']);
    void router.navigate('/nowhere');
    expect(router.state.matches).toEqual([]);
    router.dispose();
    history.go(-1);
    expect(pathOf(router.state)).toBe('/nowhere');
  });

  it('hands an address outside the app to the browser, leaving the screen and history as they were', () => {
    const { router, history, seen } = setUp(['/a']);
    const leave = vi.spyOn(history, 'leave');
    for (const url of ['mailto:sales@studio.example?subject=Enterprise%20plan', 'tel:+15550100', 'https://other.example/pricing']) {
      void router.navigate(url);
    }
    expect(leave.mock.calls).toEqual([
      ['mailto:sales@studio.example?subject=Enterprise%20plan'],
      ['tel:+15550100'],
      ['https://other.example/pricing'],
    ]);
    expect(router.state.location).toMatchObject({ pathname: '/a', search: '' });
    expect(history.location.pathname).toBe('/a');
    expect(seen).toEqual([]);
  });

  it('goes to the place a whole URL on the app’s own origin names', () => {
    const routes: RouteObject[] = [{ path: '/a' }, { path: '/b' }];
    const history = createMemoryHistory(['/a'], 'https://studio.example');
    const router = createRouter(routes, history);
    const leave = vi.spyOn(history, 'leave');
    void router.navigate('https://studio.example/b?tab=x#top');
    expect(router.state.location).toMatchObject({ pathname: '/b', search: '?tab=x', hash: '#top' });
    expect(leave).not.toHaveBeenCalled();
  });
});
