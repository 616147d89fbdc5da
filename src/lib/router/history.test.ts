import { describe, expect, it } from 'vitest';
import { createBrowserHistory, createMemoryHistory, type HistoryWindow, type Location } from './history';

/** A browser window with one history stack: pushState, replaceState, go (popstate is sent at once) and location. */
function fakeWindow(address: string, initialState: unknown = null) {
  const entries: Array<{ url: URL; state: unknown }> = [{ url: new URL(address, 'https://studio.test'), state: initialState }];
  let index = 0;
  const listeners = new Set<() => void>();
  const current = () => entries[index]!;
  const history = {
    get state() {
      return current().state;
    },
    pushState(state: unknown, _unused: string, url?: string) {
      const entry = { url: new URL(url ?? current().url.href, current().url), state: structuredClone(state) };
      index += 1;
      entries.splice(index, entries.length, entry);
    },
    replaceState(state: unknown, _unused: string, url?: string) {
      entries[index] = { url: new URL(url ?? current().url.href, current().url), state: structuredClone(state) };
    },
    go(delta: number) {
      index += delta;
      for (const listener of listeners) listener();
    },
  };
  const win = {
    history,
    get location() {
      return current().url;
    },
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
  } as unknown as HistoryWindow;
  return { win, entries: () => entries, reload: () => fakeWindowAt(entries, index) };
}

function fakeWindowAt(entries: Array<{ url: URL; state: unknown }>, index: number) {
  const { url, state } = entries[index]!;
  return fakeWindow(url.href, structuredClone(state));
}

const at = (pathname: string, state: unknown, key: string): Location => ({ pathname, search: '', hash: '', state, key });

describe('createBrowserHistory', () => {
  it("calls the entry the page opened on 'default', and writes state as React Router did", () => {
    const { win } = fakeWindow('/workshop/default?x=1#top');
    const history = createBrowserHistory(win);
    expect(history.location).toEqual({ pathname: '/workshop/default', search: '?x=1', hash: '#top', state: null, key: 'default' });
    history.push(at('/workshop/upscale', { prompt: 'a fox' }, 'k1'));
    expect(win.history.state).toEqual({ usr: { prompt: 'a fox' }, key: 'k1', idx: 1 });
    expect(history.location).toEqual(at('/workshop/upscale', { prompt: 'a fox' }, 'k1'));
  });

  it('keeps an entry’s state and key across a reload, including one React Router wrote', () => {
    const { win, reload } = fakeWindow('/gallery');
    createBrowserHistory(win).push(at('/workshop/x', { prompt: 'kept' }, 'k2'));
    expect(createBrowserHistory(reload().win).location).toEqual(at('/workshop/x', { prompt: 'kept' }, 'k2'));
    const written = fakeWindow('/workshop/y', { usr: { prompt: 'old' }, key: 'rr', idx: 3 });
    expect(createBrowserHistory(written.win).location).toEqual(at('/workshop/y', { prompt: 'old' }, 'rr'));
  });

  it('replaces in place and tells listeners about moves through history only', () => {
    const { win, entries } = fakeWindow('/gallery');
    const history = createBrowserHistory(win);
    const heard: string[] = [];
    const stop = history.listen((location) => heard.push(`${location.pathname} ${location.key}`));
    history.push(at('/studio', null, 'k1'));
    history.replace(at('/studio/p1', 'carried', 'k2'));
    expect(entries().map((entry) => entry.url.pathname)).toEqual(['/gallery', '/studio/p1']);
    history.go(-1);
    history.go(1);
    stop();
    history.go(-1);
    expect(heard).toEqual(['/gallery default', '/studio/p1 k2']);
  });
});

describe('createMemoryHistory', () => {
  it('starts at the last entry, pushes over the forward entries, and moves within bounds', () => {
    const history = createMemoryHistory(['/gallery', '/studio?tab=media']);
    expect(history.location).toMatchObject({ pathname: '/studio', search: '?tab=media', state: null });
    const heard: string[] = [];
    history.listen((location) => heard.push(location.pathname));
    history.go(-1);
    expect(history.location.key).toBe('default');
    history.push(at('/account', null, 'k1'));
    history.go(1);
    history.go(-5);
    history.go(1);
    expect(heard).toEqual(['/gallery', '/gallery', '/account']);
  });
});
