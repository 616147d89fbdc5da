/*
 * The inline script index.html runs before any module (scripts/build/boot-hints.ts writes it in at build time):
 * it sets the page's language and direction at once, starts the language file and the session check
 * (`GET /user/me`) and preloads the route's own chunks and font, all as the HTML arrives instead of after the
 * JavaScript has downloaded and run (on a prerendered page that fits, all but the font once it has painted, with the
 * app's entry). The app then takes those answers with `fetchEarly`.
 *
 * `earlyBoot` is turned into text with Function.prototype.toString: it must not use anything from outside.
 */

interface EarlyRoute {
  /** The path; `*` stands for one segment, `**` for any path no other pattern matches. */
  pattern: string;
  /** Whether it needs a session: without a token the visitor is sent to the sign-in page, so that is preloaded. */
  needsSession: boolean;
  /** The route's chunks and their stylesheets that index.html does not already load. */
  files: string[];
  /** API GETs the route's first screen makes, started beside the session check for a visitor with a token. */
  requests?: EarlyApiRequest[];
}

/** An API GET a first screen makes, and how the stored workspace changes it. */
export interface EarlyApiRequest {
  /** The path after the API's base, with its query as the app's call builds it (in any order). */
  path: string;
  /**
   * 'scoped': the app adds `team_id=` in a team's workspace; 'any': the same in every workspace; 'personal': made
   * only in the personal workspace (a team's asks for its own instead).
   */
  workspace: 'scoped' | 'any' | 'personal';
}

export interface EarlyBootConfig {
  apiBase: string;
  mePath: string;
  languageKey: string;
  tokenKey: string;
  /** Where the active workspace is stored, and the value that means the personal one (no team). */
  workspaceKey: string;
  personalWorkspace: string;
  /** Each language's direction; the first is the default. */
  languages: Record<string, 'ltr' | 'rtl'>;
  defaultLanguage: string;
  /** The font file each language shows first. */
  fonts: Record<string, string[]>;
  routes: EarlyRoute[];
  /** The pattern of the sign-in page. */
  signInRoute: string;
}

export interface EarlyRequest {
  url: string;
  /** The Authorization header it was sent with, or null. */
  authorization: string | null;
  response: Promise<Response>;
}

/** A click or a form's submission made on the drawn page before the app took it over, to be replayed then. */
interface HeldEvent {
  type: 'click' | 'submit';
  target: EventTarget | null;
  /** The button that submitted the form, for a submission. */
  submitter: HTMLElement | null;
}

export interface HeldInput {
  events: HeldEvent[];
  /**
   * What each field held after its last input, for the app to put back: hydration keeps what a field shows, but a
   * render soon after it writes the state's (empty) value over it.
   */
  typed: Map<EventTarget, string>;
  /** Stops holding: the app has taken the page over. */
  stop: () => void;
}

export interface EarlyBootWindow {
  localStorage: Pick<Storage, 'getItem'>;
  sessionStorage: Pick<Storage, 'getItem'>;
  location: { pathname: string };
  document: Pick<Document, 'documentElement' | 'createElement' | 'head' | 'addEventListener' | 'removeEventListener' | 'visibilityState'>;
  fetch: typeof fetch;
  requestAnimationFrame: (callback: () => void) => unknown;
  setTimeout: (callback: () => void, delay: number) => unknown;
  PerformanceObserver?: Pick<typeof PerformanceObserver, 'supportedEntryTypes'> &
    (new (
      callback: (list: Pick<PerformanceObserverEntryList, 'getEntriesByName'>) => void,
    ) => Pick<PerformanceObserver, 'observe' | 'disconnect'>);
  earlyRequests?: EarlyRequest[];
  heldInput?: HeldInput;
}

export function earlyBoot(config: EarlyBootConfig, win: EarlyBootWindow): void {
  // Inside, not beside: the function is sent as text and must carry every helper with it.
  // oxlint-disable-next-line unicorn/consistent-function-scoping
  const read = (storage: Pick<Storage, 'getItem'>, key: string): string | null => {
    try {
      return storage.getItem(key);
    } catch {
      return null;
    }
  };
  const stored = read(win.localStorage, config.languageKey);
  const language = stored !== null && Object.hasOwn(config.languages, stored) ? stored : config.defaultLanguage;
  const root = win.document.documentElement;
  root.lang = language;
  root.dir = config.languages[language] ?? 'ltr';

  const requests: EarlyRequest[] = [];
  win.earlyRequests = requests;
  const start = (url: string, authorization: string | null) => {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (authorization) headers.authorization = authorization;
    const response = win.fetch(url, { headers });
    // A failure is handled by the app's own request, made when it takes this one.
    response.catch(() => undefined);
    requests.push({ url, authorization, response });
  };
  const token = read(win.localStorage, config.tokenKey) ?? read(win.sessionStorage, config.tokenKey);
  // A page the build prerendered is drawn in one language, for a visitor without a session (the sign-in page) or
  // with one (a screen's frame); for anyone else it shows its boot screen instead, and the app renders afresh
  // (src/app/start-app.tsx).
  const prerendered = root.getAttribute('data-prerendered');
  const isForMember = root.getAttribute('data-prerendered-for') === 'member';
  const fitsPrerender = prerendered === language && isForMember === Boolean(token);
  if (prerendered !== null && !fitsPrerender) root.setAttribute('data-prerender-stale', '');

  const link = (rel: string, href: string, attributes: Record<string, string> = {}) => {
    const element = win.document.createElement('link');
    element.rel = rel;
    element.href = href;
    for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
    win.document.head.appendChild(element);
  };
  for (const font of config.fonts[language] ?? []) link('preload', font, { as: 'font', type: 'font/woff2', crossorigin: '' });
  const segments = win.location.pathname.split('/').filter((segment) => segment !== '');
  const matches = (route: EarlyRoute) => {
    if (route.pattern === '**') return true;
    const parts = route.pattern.split('/').filter((part) => part !== '');
    return parts.length === segments.length && parts.every((part, index) => part === '*' || part === segments[index]);
  };
  let route = config.routes.find(matches);
  if (route?.needsSession && !token) route = config.routes.find((candidate) => candidate.pattern === config.signInRoute);
  // A prerendered page names the app's entry (and the chunks it imports) here instead of in tags of its own, so
  // that the boot script decides when they start (scripts/build/prerender-template.ts).
  const entry = (root.getAttribute('data-entry') ?? '').split(' ').filter((file) => file !== '');

  /**
   * The first use of each of Intl's services loads its data, 15 to 30 ms each on a phone: React Aria reads the
   * browser's locale as its modules load, the translations pick plural forms, the top bar formats the points. Done
   * here one at a time, in tasks of their own while the scripts download, they no longer lengthen the app's first
   * long tasks.
   */
  const warmIntl = () => {
    const steps = [
      () => new Intl.PluralRules(language).select(1),
      () => Intl.DateTimeFormat.supportedLocalesOf([language]),
      () => new Intl.NumberFormat(language).format(1),
    ];
    const next = () => {
      const step = steps.shift();
      if (!step) return;
      try {
        step();
      } catch {
        // A browser without one of them: the app pays for it when it asks, as before.
      }
      win.setTimeout(next, 0);
    };
    win.setTimeout(next, 0);
  };

  /** What the app's start waits on: its language file, the session check, the route's data and chunks. */
  const startLoading = () => {
    warmIntl();
    start(`/assets/lang/${language}.json`, null);
    if (token) start(config.apiBase + config.mePath, `Bearer ${token}`);
    if (token && route?.requests) {
      const workspace = read(win.localStorage, config.workspaceKey);
      const team = workspace && workspace !== config.personalWorkspace ? workspace : null;
      for (const { path, workspace: kind } of route.requests) {
        if (kind === 'personal' && team) continue;
        const scope = kind === 'scoped' && team ? `${path.includes('?') ? '&' : '?'}${new URLSearchParams({ team_id: team })}` : '';
        start(config.apiBase + path + scope, `Bearer ${token}`);
      }
    }
    // Stylesheets with crossorigin, as Vite's own loader adds them later, so the preloaded copy is the one used.
    for (const file of route?.files ?? []) {
      // A prerendered page that fits holds its first screen's stylesheets already.
      if (file.endsWith('.css') && fitsPrerender) continue;
      if (file.endsWith('.css')) link('preload', file, { as: 'style', crossorigin: '' });
      else link('modulepreload', file);
    }
    for (const file of entry) link('modulepreload', file, { crossorigin: '' });
  };
  /** Runs the entry as its own tag would have: a module script, once the document is parsed. */
  const runEntry = () => {
    if (entry.length === 0) return;
    const script = win.document.createElement('script');
    script.type = 'module';
    script.src = entry[0]!;
    script.setAttribute('crossorigin', '');
    win.document.head.appendChild(script);
  };
  const whenParsed = (work: () => void) => win.document.addEventListener('DOMContentLoaded', work, { once: true });
  if (!fitsPrerender) {
    startLoading();
    whenParsed(runEntry);
    return;
  }
  // Until the app takes the drawn page over, its buttons do nothing and a form would submit itself natively (the
  // password in the address): clicks and submissions are held and replayed then (src/lib/boot/held-input.ts). A
  // link still navigates, and so does a click meant for a new tab.
  const events: HeldEvent[] = [];
  const hold = (event: Event) => {
    const target = event.target as (EventTarget & { closest?: (selector: string) => unknown }) | null;
    if (event.type === 'click') {
      const click = event as MouseEvent;
      if (click.button !== 0 || click.ctrlKey || click.metaKey || click.shiftKey || click.altKey) return;
      if (typeof target?.closest === 'function' && target.closest('a[href]')) return;
    }
    event.preventDefault();
    event.stopImmediatePropagation();
    events.push({ type: event.type as HeldEvent['type'], target, submitter: (event as SubmitEvent).submitter ?? null });
  };
  const typed = new Map<EventTarget, string>();
  const note = (event: Event) => {
    const field = event.target as (EventTarget & { value?: unknown }) | null;
    if (field && typeof field.value === 'string') typed.set(field, field.value);
  };
  const listeners: Array<[string, (event: Event) => void]> = [
    ['click', hold],
    ['submit', hold],
    ['input', note],
  ];
  for (const [type, listener] of listeners) win.document.addEventListener(type, listener, true);
  win.heldInput = {
    events,
    typed,
    stop: () => {
      for (const [type, listener] of listeners) win.document.removeEventListener(type, listener, true);
    },
  };

  // The drawn page's first paint needs its HTML, inlined styles and font only: everything else starts once the page
  // has painted its content (the browser's first-contentful-paint; after the next frame where that is not reported),
  // so nothing shares the connection or the main thread with that paint. A tab opened in the background paints
  // nothing, so there it starts at once.
  const afterPaint = () => {
    startLoading();
    runEntry();
  };
  whenParsed(() => {
    const Observer = win.PerformanceObserver;
    if (win.document.visibilityState === 'hidden') afterPaint();
    else if (Observer?.supportedEntryTypes?.includes('paint')) {
      const observer = new Observer((list) => {
        if (list.getEntriesByName('first-contentful-paint').length === 0) return;
        observer.disconnect();
        afterPaint();
      });
      observer.observe({ type: 'paint', buffered: true });
    } else win.requestAnimationFrame(() => win.setTimeout(afterPaint, 0));
  });
}
