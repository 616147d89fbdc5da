import { describe, expect, it, vi } from 'vitest';
import { fakeClock } from '../hooks/fake-clock.fixtures';
import { createGridSelection, type GridSelectionOptions } from './grid-selection-controller';
import { emptySelection, type IdSelection } from './id-selection';

const keys = { ctrlKey: false, metaKey: false, shiftKey: false };
const touch = (x: number, y: number) => ({ pointerType: 'touch', clientX: x, clientY: y });

/** A grid of `order` driven as a screen would, its selection kept here as React state would keep it. */
function gridOf(order: ReadonlyArray<string | undefined>, options: Partial<GridSelectionOptions> = {}) {
  let selection: IdSelection = emptySelection;
  const clock = fakeClock();
  const handlers = { onOpen: vi.fn(), onMenu: vi.fn(), onLoadRangeFailed: vi.fn() };
  const rendered = () => ({ selection, options: { order, ...handlers, ...options } });
  const controller = createGridSelection(
    rendered(),
    (update) => {
      selection = typeof update === 'function' ? update(selection) : update;
      controller.sync(rendered());
    },
    clock.schedule,
  );
  return { controller, clock, ...handlers, selected: () => [...selection.ids].toSorted() };
}

describe('selecting in a grid by hand', () => {
  it('opens on a plain press with nothing selected, selects with ctrl or meta, then toggles and takes shift ranges', () => {
    const grid = gridOf(['a', 'b', 'c', 'd', 'e']);
    grid.controller.noteModifiers(keys);
    grid.controller.press(1);
    expect(grid.onOpen).toHaveBeenCalledWith(1);
    grid.controller.noteModifiers({ ...keys, metaKey: true });
    grid.controller.press(1);
    grid.controller.noteModifiers({ ...keys, shiftKey: true });
    grid.controller.press(3);
    expect(grid.selected()).toEqual(['b', 'c', 'd']);
    grid.controller.noteModifiers(keys);
    grid.controller.press(2);
    expect(grid.selected()).toEqual(['b', 'd']);
    expect(grid.onOpen).toHaveBeenCalledOnce();
  });

  it("toggles from an item's checkbox whatever keys are held, and selects from it while nothing is", () => {
    const grid = gridOf(['a', 'b', 'c']);
    grid.controller.noteModifiers({ ...keys, shiftKey: true });
    grid.controller.toggle(2);
    grid.controller.toggle(0);
    expect(grid.selected()).toEqual(['a', 'c']);
    grid.controller.toggle(2);
    expect(grid.selected()).toEqual(['a']);
    expect(grid.onOpen).not.toHaveBeenCalled();
  });

  it('loads the pages a shift range reaches before selecting it, and keeps the selection when they fail', async () => {
    const full = ['a', 'b', 'c', 'd', 'e'];
    const loadRange = vi.fn(async () => full);
    const grid = gridOf(['a', undefined, undefined, undefined, 'e'], { loadRange });
    grid.controller.toggle(4);
    grid.controller.noteModifiers({ ...keys, shiftKey: true });
    grid.controller.press(1);
    expect(loadRange).toHaveBeenCalledWith(1, 5);
    await vi.waitFor(() => expect(grid.selected()).toEqual(['b', 'c', 'd', 'e']));

    const failing = gridOf(['a', undefined, 'c'], { loadRange: async () => Promise.reject(new Error('offline')) });
    failing.controller.toggle(0);
    failing.controller.noteModifiers({ ...keys, shiftKey: true });
    failing.controller.press(2);
    await vi.waitFor(() => expect(failing.onLoadRangeFailed).toHaveBeenCalledOnce());
    expect(failing.selected()).toEqual(['a']);
  });

  it('replaces the selection with a drag box, or adds to the one it started from when it adds', () => {
    const grid = gridOf(['a', 'b', 'c', 'd', 'e']);
    grid.controller.toggle(0);
    grid.controller.boxSelect({ indices: [], isAdding: false, isFirst: true });
    grid.controller.boxSelect({ indices: [2, 3], isAdding: false, isFirst: false });
    expect(grid.selected()).toEqual(['c', 'd']);
    grid.controller.boxSelect({ indices: [], isAdding: true, isFirst: true });
    grid.controller.boxSelect({ indices: [4], isAdding: true, isFirst: false });
    grid.controller.boxSelect({ indices: [], isAdding: true, isFirst: false });
    expect(grid.selected()).toEqual(['c', 'd']);
  });

  it('selects by a long touch at 500 ms, opens the menu at 1000 ms, and swallows the click that ends it', () => {
    const grid = gridOf(['a', 'b', 'c']);
    grid.controller.pointerDown(1, { ...touch(5, 5), pointerType: 'mouse' });
    grid.clock.advance(1000);
    expect(grid.selected()).toEqual([]);
    grid.controller.pointerDown(1, touch(5, 5));
    grid.clock.advance(500);
    expect(grid.selected()).toEqual(['b']);
    grid.clock.advance(500);
    expect(grid.onMenu).toHaveBeenCalledWith(['b'], { x: 5, y: 5 });
    grid.controller.pointerUp();
    grid.controller.press(1);
    expect(grid.selected()).toEqual(['b']);
    // A short touch is a press again; one that moves past the slop selects nothing.
    grid.controller.pointerDown(2, touch(5, 5));
    grid.controller.pointerUp();
    grid.controller.press(2);
    expect(grid.selected()).toEqual(['b', 'c']);
    grid.controller.pointerDown(0, touch(5, 5));
    grid.controller.pointerMove({ clientX: 30, clientY: 5 });
    grid.clock.advance(1000);
    expect(grid.selected()).toEqual(['b', 'c']);
  });

  it('opens a menu on the selection from one of its items, else on the item alone; a drag carries the same', () => {
    const grid = gridOf(['a', 'b', 'c']);
    grid.controller.toggle(0);
    grid.controller.toggle(2);
    grid.controller.openMenu(2, { x: 1, y: 2 });
    expect(grid.onMenu).toHaveBeenLastCalledWith(['a', 'c'], { x: 1, y: 2 });
    grid.controller.openMenu(1, { x: 1, y: 2 });
    expect(grid.onMenu).toHaveBeenLastCalledWith(['b'], { x: 1, y: 2 });
    expect(grid.controller.dragStart(0)).toEqual(['a', 'c']);
    expect(grid.controller.dragStart(1)).toEqual(['b']);
    expect(grid.selected()).toEqual(['b']);
  });
});
