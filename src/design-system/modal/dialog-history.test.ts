import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** A browser history with just what the dialog entries use: push, back (its popstate comes a task later), state. */
function fakeWindow() {
  const entries: Array<{ url: string; state: unknown }> = [{ url: '/studio/p1', state: null }];
  let index = 0;
  const listeners = new Set<() => void>();
  const history = {
    get state() {
      return entries[index]?.state ?? null;
    },
    pushState(state: unknown, _title: string, url?: string) {
      entries.splice(index + 1, entries.length, { url: url ?? entries[index]!.url, state });
      index += 1;
    },
    back() {
      if (index === 0) return;
      index -= 1;
      setTimeout(() => listeners.forEach((listener) => listener()), 0);
    },
  };
  return {
    history,
    url: () => entries[index]!.url,
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
    setTimeout: (step: () => void, ms: number) => setTimeout(step, ms),
    clearTimeout: (timer: ReturnType<typeof setTimeout>) => clearTimeout(timer),
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 10));

describe('dialog history entries', () => {
  let browser: ReturnType<typeof fakeWindow>;
  beforeEach(() => {
    vi.resetModules();
    browser = fakeWindow();
    vi.stubGlobal('window', browser);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('runs a step after the closing dialog has taken its entry back, so a navigation there stays', async () => {
    const { afterDialogsClose, holdHistoryEntry } = await import('./dialog-history');
    const release = holdHistoryEntry(() => undefined);
    await settle();
    // The confirmation asks to leave the page while it is still open; the route's navigation lands later.
    afterDialogsClose(() => browser.history.pushState({}, '', '/studio'));
    await settle();
    expect(browser.url()).toBe('/studio/p1');
    release();
    await settle();
    expect(browser.url()).toBe('/studio');
  });

  it('runs a step at once when no dialog is open', async () => {
    const { afterDialogsClose } = await import('./dialog-history');
    const step = vi.fn();
    afterDialogsClose(step);
    await settle();
    expect(step).toHaveBeenCalledOnce();
  });

  it('waits for every open dialog', async () => {
    const { afterDialogsClose, holdHistoryEntry } = await import('./dialog-history');
    const releaseOuter = holdHistoryEntry(() => undefined);
    const releaseInner = holdHistoryEntry(() => undefined);
    await settle();
    const step = vi.fn();
    afterDialogsClose(step);
    releaseInner();
    await settle();
    expect(step).not.toHaveBeenCalled();
    releaseOuter();
    await settle();
    expect(step).toHaveBeenCalledOnce();
  });
});
