import { describe, expect, it, vi } from 'vitest';
import { fakeClock } from './fake-clock.fixtures';
import { createLongPress } from './long-press';

describe('a long press', () => {
  it('selects at 500 ms and opens the menu at 1000 ms where the finger is', () => {
    const clock = fakeClock();
    const onSelect = vi.fn();
    const onMenu = vi.fn();
    const press = createLongPress({ onSelect, onMenu }, clock.schedule);
    press.start({ x: 10, y: 10 });
    clock.advance(499);
    expect(onSelect).not.toHaveBeenCalled();
    clock.advance(1);
    expect(onSelect).toHaveBeenCalledOnce();
    clock.advance(500);
    expect(onMenu).toHaveBeenCalledWith({ x: 10, y: 10 });
    expect(press.end()).toBe(true);
  });

  it('is cancelled by 15 px of movement or an early lift, which leaves the click alone', () => {
    const clock = fakeClock();
    const onSelect = vi.fn();
    const press = createLongPress({ onSelect, onMenu: vi.fn() }, clock.schedule);
    press.start({ x: 0, y: 0 });
    press.move({ x: 9, y: 9 });
    press.move({ x: 12, y: 10 });
    clock.advance(600);
    expect(onSelect).not.toHaveBeenCalled();
    press.start({ x: 0, y: 0 });
    clock.advance(300);
    expect(press.end()).toBe(false);
    clock.advance(800);
    expect(onSelect).not.toHaveBeenCalled();
  });
});
