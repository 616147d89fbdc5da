import { createPath, parsePath, type Path } from './path';

/** The current history entry: its address, the state it was pushed with, and a key of its own. */
export interface Location extends Path {
  /** What the navigation carried (`navigate(to, { state })`); null when none. */
  state: unknown;
  /** Unique per entry and kept across a reload; 'default' for the entry the page was opened on, as React Router has it. */
  key: string;
}

/** The history a router moves through: the browser's, or one in memory for stories and tests. */
export interface History {
  readonly location: Location;
  push(location: Location): void;
  replace(location: Location): void;
  /** Moves `delta` entries back (negative) or forward; the listener hears the result. */
  go(delta: number): void;
  /** Hears moves through the entries (Back, Forward, `go`), never the pushes and replaces made here. */
  listen(listener: (location: Location) => void): () => void;
  /** Where the app is served ('https://studio.example'): a whole URL there is a place in the app. */
  readonly origin: string;
  /** Hands an address outside the app (another origin, `mailto:`, `tel:`) to the browser. */
  leave(url: string): void;
}

/**
 * How an entry's state is stored in `history.state`: the shape React Router wrote, so the entries of a tab
 * opened before the switch (and their carried inputs) still read back after a reload.
 */
interface StoredState {
  usr: unknown;
  key: string;
  idx: number;
}

/** A short random key, one per entry. */
export function createKey(): string {
  return Math.random().toString(36).slice(2, 10);
}

function readStored(value: unknown): Partial<StoredState> {
  return typeof value === 'object' && value !== null ? (value as Partial<StoredState>) : {};
}

/** The subset of `window` the browser history uses, so a test can stand in for it. */
export type HistoryWindow = Pick<Window, 'location' | 'history' | 'addEventListener' | 'removeEventListener'>;

/** The browser's own history: pushes and replaces write `history.state`, Back and Forward arrive as popstate. */
export function createBrowserHistory(win: HistoryWindow = window): History {
  const read = (): Location => {
    const stored = readStored(win.history.state);
    const { pathname, search, hash } = win.location;
    return { pathname, search, hash, state: stored.usr ?? null, key: stored.key ?? 'default' };
  };
  let index = readStored(win.history.state).idx ?? 0;
  // An entry without an index (the one the page opened on) gets one, keeping whatever state it holds.
  if (readStored(win.history.state).idx === undefined) win.history.replaceState({ ...readStored(win.history.state), idx: index }, '');
  const write = (location: Location, nextIndex: number, method: 'pushState' | 'replaceState') => {
    index = nextIndex;
    const stored: StoredState = { usr: location.state, key: location.key, idx: index };
    win.history[method](stored, '', createPath(location));
  };
  return {
    get location() {
      return read();
    },
    push: (location) => write(location, index + 1, 'pushState'),
    replace: (location) => write(location, index, 'replaceState'),
    go: (delta) => win.history.go(delta),
    listen(listener) {
      const handlePop = () => {
        index = readStored(win.history.state).idx ?? index;
        listener(read());
      };
      win.addEventListener('popstate', handlePop);
      return () => win.removeEventListener('popstate', handlePop);
    },
    get origin() {
      return win.location.origin;
    },
    leave: (url) => win.location.assign(url),
  };
}

function memoryLocation(address: string, key: string): Location {
  return { pathname: '/', search: '', hash: '', ...parsePath(address), state: null, key };
}

/**
 * A history held in memory, starting at the last of `initialEntries` (addresses). Its origin is the page's, as
 * React Aria judges a link's by; it has no page to leave, so an address outside the app changes nothing.
 */
export function createMemoryHistory(
  initialEntries: readonly string[] = ['/'],
  origin: string = globalThis.location?.origin ?? 'http://localhost',
): History {
  const entries = initialEntries.map((address, i) => memoryLocation(address, i === 0 ? 'default' : createKey()));
  let index = entries.length - 1;
  const listeners = new Set<(location: Location) => void>();
  return {
    get location() {
      return entries[index]!;
    },
    push(location) {
      index += 1;
      entries.splice(index, entries.length, location);
    },
    replace(location) {
      entries[index] = location;
    },
    go(delta) {
      const next = Math.min(Math.max(index + delta, 0), entries.length - 1);
      if (next === index) return;
      index = next;
      for (const listener of listeners) listener(entries[index]!);
    },
    listen(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    origin,
    leave: () => undefined,
  };
}
