import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenIdle } from './when-idle';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('whenIdle', () => {
  it('runs the task in the browser’s idle callback, with a deadline, and cancels it', () => {
    const callbacks = new Map<number, () => void>();
    let next = 0;
    const requestIdleCallback = vi.fn((callback: () => void, options: { timeout: number }) => {
      expect(options.timeout).toBeGreaterThan(0);
      callbacks.set(++next, callback);
      return next;
    });
    vi.stubGlobal('window', { requestIdleCallback, cancelIdleCallback: (handle: number) => callbacks.delete(handle) });
    const kept = vi.fn();
    const cancelled = vi.fn();
    whenIdle(kept);
    whenIdle(cancelled)();
    expect(kept).not.toHaveBeenCalled();
    for (const callback of callbacks.values()) callback();
    expect(kept).toHaveBeenCalledOnce();
    expect(cancelled).not.toHaveBeenCalled();
  });

  it('falls back to a timer where the browser has no idle callback', () => {
    vi.useFakeTimers();
    vi.stubGlobal('window', { setTimeout, clearTimeout });
    const kept = vi.fn();
    const cancelled = vi.fn();
    whenIdle(kept);
    whenIdle(cancelled)();
    expect(kept).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(kept).toHaveBeenCalledOnce();
    expect(cancelled).not.toHaveBeenCalled();
  });
});
