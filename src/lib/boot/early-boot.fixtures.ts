/** The boot script's tests' set-up: a route table, and a window that records what the script asks of it. */
import type { EarlyBootConfig, EarlyBootWindow } from './early-boot';

export const config: EarlyBootConfig = {
  apiBase: '/api/v1',
  mePath: '/user/me',
  languageKey: 'language',
  tokenKey: 'authToken',
  workspaceKey: 'activeWorkspace',
  personalWorkspace: 'personal',
  languages: { en: 'ltr', ar: 'rtl' },
  defaultLanguage: 'en',
  fonts: { en: ['/assets/inter.woff2'], ar: ['/assets/arabic.woff2'] },
  routes: [
    { pattern: '/auth', needsSession: false, files: ['/assets/auth.css', '/assets/auth.js'] },
    {
      pattern: '/workshop/*',
      needsSession: true,
      files: ['/assets/shell.css', '/assets/shell.js', '/assets/workshop.js'],
      requests: [
        { path: '/service-models', workspace: 'scoped' },
        { path: '/history?per_page=20', workspace: 'scoped' },
        { path: '/notifications?page=1', workspace: 'any' },
        { path: '/points', workspace: 'personal' },
      ],
    },
    { pattern: '**', needsSession: false, files: ['/assets/not-found.js'] },
  ],
  signInRoute: '/auth',
};

/** A <link> or <script> the boot script adds to the head. */
interface Link {
  tag: string;
  rel: string;
  href: string;
  attributes: Record<string, string>;
  type?: string;
  src?: string;
}

/** Runs the callbacks queued so far, as the browser would at that point. */
function run(queue: Array<() => void>): void {
  for (const callback of queue.splice(0)) callback();
}

export function fakeWindow(
  pathname: string,
  local: Record<string, string>,
  session: Record<string, string> = {},
  htmlAttributes: Record<string, string> = {},
  visibilityState: DocumentVisibilityState = 'visible',
) {
  const links: Link[] = [];
  const parsed: Array<() => void> = [];
  const listeners: Array<{ type: string; listener: (event: Event) => void; capture: boolean }> = [];
  const frames: Array<() => void> = [];
  const timers: Array<() => void> = [];
  const fetched: Array<{ url: string; headers: Record<string, string> }> = [];
  const attributes = { ...htmlAttributes };
  const root = { lang: '', dir: '' };
  // Not enumerable, so that `root` still compares as its language and direction.
  Object.defineProperties(root, {
    getAttribute: { value: (name: string) => attributes[name] ?? null },
    setAttribute: { value: (name: string, value: string) => void (attributes[name] = value) },
  });
  const win = {
    localStorage: { getItem: (key: string) => local[key] ?? null },
    sessionStorage: { getItem: (key: string) => session[key] ?? null },
    location: { pathname },
    document: {
      documentElement: root,
      head: { appendChild: (link: Link) => links.push(link) },
      createElement: (tag: string) => {
        const link: Link = { tag, rel: '', href: '', attributes: {} };
        return Object.assign(link, { setAttribute: (name: string, value: string) => void (link.attributes[name] = value) });
      },
      addEventListener: (type: string, listener: (event: Event) => void, options?: unknown) => {
        if (type === 'DOMContentLoaded') parsed.push(listener as () => void);
        else listeners.push({ type, listener, capture: options === true });
      },
      removeEventListener: (type: string, listener: (event: Event) => void, options?: unknown) => {
        const index = listeners.findIndex(
          (entry) => entry.type === type && entry.listener === listener && entry.capture === (options === true),
        );
        if (index !== -1) listeners.splice(index, 1);
      },
      visibilityState,
    },
    requestAnimationFrame: (callback: () => void) => frames.push(callback),
    setTimeout: (callback: () => void) => timers.push(callback),
    fetch: (url: string, init: { headers: Record<string, string> }) => {
      fetched.push({ url, headers: init.headers });
      return Promise.resolve(new Response(JSON.stringify({ url })));
    },
  } as unknown as EarlyBootWindow;
  /** The document finishes parsing; then a frame is drawn and the tasks it queued run. */
  const parse = () => run(parsed);
  const paint = () => {
    run(frames);
    run(timers);
  };
  /** The tasks queued so far run, and nothing they queue. */
  const tick = () => run(timers);
  /** Dispatches an event as the document's capture listeners see it, and says whether its default was prevented. */
  const dispatch = (type: string, target: object, init: Partial<MouseEvent> = {}) => {
    let isPrevented = false;
    let isStopped = false;
    const event = {
      type,
      target,
      button: 0,
      submitter: null,
      ...init,
      preventDefault: () => void (isPrevented = true),
      stopImmediatePropagation: () => void (isStopped = true),
    } as unknown as Event;
    for (const { listener, capture } of listeners) if (capture && !isStopped) listener(event);
    return isPrevented;
  };
  return { win, links, fetched, root, attributes, listeners, parse, paint, tick, dispatch };
}

export const prerenderedIn = (language: string, audience: 'guest' | 'member' = 'guest') => ({
  'data-prerendered': language,
  'data-prerendered-for': audience,
  'data-entry': '/assets/index.js /assets/runtime.js',
});
