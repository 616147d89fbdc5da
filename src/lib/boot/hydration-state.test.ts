import { afterEach, describe, expect, it, vi } from 'vitest';
import { beginHydration, endHydration, isHydrationPending, whenHydrated } from './hydration-state';

afterEach(endHydration);

describe('hydration state', () => {
  it('is not pending on a page the app renders afresh, and runs what waits for it at once', () => {
    const callback = vi.fn();
    whenHydrated(callback);
    expect(isHydrationPending()).toBe(false);
    expect(callback).toHaveBeenCalledOnce();
  });

  it('holds what waits for it until hydration ends, then runs each once', () => {
    beginHydration();
    const first = vi.fn();
    const second = vi.fn();
    whenHydrated(first);
    whenHydrated(second);
    expect(isHydrationPending()).toBe(true);
    expect(first).not.toHaveBeenCalled();
    endHydration();
    endHydration();
    expect(isHydrationPending()).toBe(false);
    expect(first).toHaveBeenCalledOnce();
    expect(second).toHaveBeenCalledOnce();
  });

  it('forgets a wait that was cancelled (a component that unmounted while hydrating)', () => {
    beginHydration();
    const callback = vi.fn();
    const cancel = whenHydrated(callback);
    cancel();
    endHydration();
    expect(callback).not.toHaveBeenCalled();
  });
});
