import { afterEach, describe, expect, it, vi } from 'vitest';
import { earlyBoot, type EarlyBootWindow } from './early-boot';
import { config, fakeWindow, prerenderedIn } from './early-boot.fixtures';

describe('earlyBoot', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('sets the stored language, starts its file and the session check, and preloads the route and the font', () => {
    const { win, links, fetched, root } = fakeWindow('/workshop/default', { language: 'ar', authToken: 't-1' });
    earlyBoot(config, win);
    expect(root).toEqual({ lang: 'ar', dir: 'rtl' });
    expect(fetched).toEqual([
      { url: '/assets/lang/ar.json', headers: { accept: 'application/json' } },
      { url: '/api/v1/user/me', headers: { accept: 'application/json', authorization: 'Bearer t-1' } },
      { url: '/api/v1/service-models', headers: { accept: 'application/json', authorization: 'Bearer t-1' } },
      { url: '/api/v1/history?per_page=20', headers: { accept: 'application/json', authorization: 'Bearer t-1' } },
      { url: '/api/v1/notifications?page=1', headers: { accept: 'application/json', authorization: 'Bearer t-1' } },
      { url: '/api/v1/points', headers: { accept: 'application/json', authorization: 'Bearer t-1' } },
    ]);
    expect(links.map((link) => [link.rel, link.href])).toEqual([
      ['preload', '/assets/arabic.woff2'],
      ['preload', '/assets/shell.css'],
      ['modulepreload', '/assets/shell.js'],
      ['modulepreload', '/assets/workshop.js'],
    ]);
    expect(links[0]?.attributes).toEqual({ as: 'font', type: 'font/woff2', crossorigin: '' });
    expect(links[1]?.attributes).toEqual({ as: 'style', crossorigin: '' });
    expect(win.earlyRequests?.map((request) => request.authorization)).toEqual([null, ...Array(5).fill('Bearer t-1')]);
  });

  it('without a session, makes no session check and preloads the sign-in page for a signed-in route', () => {
    const { win, links, fetched, root } = fakeWindow('/workshop/default', { language: 'xx' });
    earlyBoot(config, win);
    expect(root).toEqual({ lang: 'en', dir: 'ltr' });
    expect(fetched.map((request) => request.url)).toEqual(['/assets/lang/en.json']);
    expect(links.map((link) => link.href)).toEqual(['/assets/inter.woff2', '/assets/auth.css', '/assets/auth.js']);
  });

  it("starts the route's API requests in the stored team's workspace, as the app will ask for them", () => {
    const { win, fetched } = fakeWindow('/workshop/default', { authToken: 't-1', activeWorkspace: 'team a&b' });
    earlyBoot(config, win);
    // Scoped ones gain the team, the same in any workspace stay as they are, the personal workspace's own are left out.
    expect(fetched.map((request) => request.url)).toEqual([
      '/assets/lang/en.json',
      '/api/v1/user/me',
      '/api/v1/service-models?team_id=team+a%26b',
      '/api/v1/history?per_page=20&team_id=team+a%26b',
      '/api/v1/notifications?page=1',
    ]);
  });

  it("loads Intl's services' data one task at a time once loading starts, each in a task of its own", () => {
    const plural = vi.spyOn(Intl.PluralRules.prototype, 'select');
    const dates = vi.spyOn(Intl.DateTimeFormat, 'supportedLocalesOf');
    // `format` is a getter that hands out a bound function.
    const numbers = vi.spyOn(Intl.NumberFormat.prototype as unknown as { format: object }, 'format', 'get');
    const { win, tick } = fakeWindow('/workshop/default', { language: 'ar', authToken: 't-1' });
    earlyBoot(config, win);
    const calls = () => [plural.mock.calls.length, dates.mock.calls.length, numbers.mock.calls.length];
    expect(calls()).toEqual([0, 0, 0]);
    tick();
    expect(calls()).toEqual([1, 0, 0]);
    tick();
    expect(calls()).toEqual([1, 1, 0]);
    expect(dates).toHaveBeenCalledWith(['ar']);
    tick();
    expect(calls()).toEqual([1, 1, 1]);
    tick();
    expect(calls()).toEqual([1, 1, 1]);
  });

  it('reads a session-only token, and matches any other path to the catch-all route', () => {
    const { win, links, fetched } = fakeWindow('/workshop/a/b', {}, { authToken: 't-2' });
    earlyBoot(config, win);
    expect(fetched[1]?.headers.authorization).toBe('Bearer t-2');
    expect(links.map((link) => link.href)).toContain('/assets/not-found.js');
  });

  describe('on a page the build prerendered', () => {
    it('leaves the page as drawn for a visitor without a session in its language, its stylesheets inlined', () => {
      const { win, attributes, links, parse, paint } = fakeWindow('/auth', { language: 'ar' }, {}, prerenderedIn('ar'));
      earlyBoot(config, win);
      parse();
      paint();
      expect(attributes['data-prerender-stale']).toBeUndefined();
      expect(links.filter((link) => link.tag === 'link').map((link) => link.href)).toEqual([
        '/assets/arabic.woff2',
        '/assets/auth.js',
        '/assets/index.js',
        '/assets/runtime.js',
      ]);
    });

    it('asks for its font only until it has painted, then for the language file, the chunks and the entry', () => {
      const { win, links, fetched, parse, paint } = fakeWindow(
        '/workshop/default',
        { authToken: 't-1' },
        {},
        prerenderedIn('en', 'member'),
      );
      earlyBoot(config, win);
      parse();
      expect(links.map((link) => link.href)).toEqual(['/assets/inter.woff2']);
      expect(fetched).toEqual([]);
      paint();
      expect(fetched.map((request) => request.url)).toEqual([
        '/assets/lang/en.json',
        '/api/v1/user/me',
        '/api/v1/service-models',
        '/api/v1/history?per_page=20',
        '/api/v1/notifications?page=1',
        '/api/v1/points',
      ]);
      expect(links.filter((link) => link.tag === 'link').map((link) => link.href)).toEqual([
        '/assets/inter.woff2',
        '/assets/shell.js',
        '/assets/workshop.js',
        '/assets/index.js',
        '/assets/runtime.js',
      ]);
      const entry = links.find((link) => link.tag === 'script');
      expect(entry).toMatchObject({ type: 'module', src: '/assets/index.js', attributes: { crossorigin: '' } });
      // The entry runs last, when everything it takes over from has started.
      expect(links.at(-1)).toBe(entry);
    });

    it('starts everything at once for a visitor it does not fit, and the entry once the document is parsed', () => {
      const { win, links, fetched, parse } = fakeWindow('/auth', { language: 'ar' }, {}, prerenderedIn('en'));
      earlyBoot(config, win);
      expect(fetched.map((request) => request.url)).toEqual(['/assets/lang/ar.json']);
      expect(links.map((link) => link.href)).toContain('/assets/index.js');
      expect(links.some((link) => link.tag === 'script')).toBe(false);
      parse();
      expect(links.at(-1)).toMatchObject({ tag: 'script', src: '/assets/index.js' });
    });

    it('starts when the browser reports the first contentful paint, where it reports paints', () => {
      const { win, fetched, links, parse } = fakeWindow('/auth', {}, {}, prerenderedIn('en'));
      const reports: Array<(list: { getEntriesByName: (name: string) => unknown[] }) => void> = [];
      let isObserved = false;
      win.PerformanceObserver = Object.assign(
        function FakeObserver(callback: (typeof reports)[number]) {
          reports.push(callback);
          return { observe: () => void (isObserved = true), disconnect: () => void (isObserved = false) };
        },
        { supportedEntryTypes: ['paint'] },
      ) as unknown as EarlyBootWindow['PerformanceObserver'];
      earlyBoot(config, win);
      parse();
      expect(isObserved).toBe(true);
      reports[0]!({ getEntriesByName: () => [] });
      expect(fetched).toEqual([]);
      reports[0]!({ getEntriesByName: (name) => (name === 'first-contentful-paint' ? [{}] : []) });
      expect(fetched.map((request) => request.url)).toEqual(['/assets/lang/en.json']);
      expect(links.at(-1)).toMatchObject({ tag: 'script', src: '/assets/index.js' });
      expect(isObserved).toBe(false);
    });

    it('starts once parsed in a tab opened in the background, which draws no frames', () => {
      const { win, fetched, links, parse } = fakeWindow('/auth', {}, {}, prerenderedIn('en'), 'hidden');
      earlyBoot(config, win);
      parse();
      expect(fetched.map((request) => request.url)).toEqual(['/assets/lang/en.json']);
      expect(links.at(-1)).toMatchObject({ tag: 'script', src: '/assets/index.js' });
    });

    it('marks it stale when the visitor chose another language', () => {
      const { win, attributes } = fakeWindow('/auth', { language: 'ar' }, {}, prerenderedIn('en'));
      earlyBoot(config, win);
      expect(attributes['data-prerender-stale']).toBe('');
    });

    it('marks it stale for a visitor with a session, remembered or not', () => {
      const remembered = fakeWindow('/auth', { authToken: 't-1' }, {}, prerenderedIn('en'));
      earlyBoot(config, remembered.win);
      expect(remembered.attributes['data-prerender-stale']).toBe('');
      const forNow = fakeWindow('/auth', {}, { authToken: 't-2' }, prerenderedIn('en'));
      earlyBoot(config, forNow.win);
      expect(forNow.attributes['data-prerender-stale']).toBe('');
    });

    it("leaves a member's frame as drawn for a visitor with a session, and marks it stale for one without", () => {
      const member = fakeWindow('/workshop/default', { authToken: 't-1' }, {}, prerenderedIn('en', 'member'));
      earlyBoot(config, member.win);
      member.parse();
      member.paint();
      expect(member.attributes['data-prerender-stale']).toBeUndefined();
      expect(member.links.map((link) => link.href)).not.toContain('/assets/shell.css');
      const guest = fakeWindow('/workshop/default', {}, {}, prerenderedIn('en', 'member'));
      earlyBoot(config, guest.win);
      expect(guest.attributes['data-prerender-stale']).toBe('');
    });

    it('marks nothing on a page that was not prerendered', () => {
      const { win, attributes } = fakeWindow('/workshop/default', { language: 'ar', authToken: 't-1' });
      earlyBoot(config, win);
      expect(attributes).toEqual({});
    });
  });
});
