import { describe, expect, it } from 'vitest';
import { canDropInto, draggedIds, noSelection, toggleInSelection } from './studio-selection';

const order = ['a', 'b', 'c', 'd'];
const plain = { isToggle: false, isRange: false };

describe('the studio selection', () => {
  it('opens on a plain click while nothing is selected, and toggles once something is', () => {
    expect(toggleInSelection(noSelection, order, 1, plain)).toBeNull();
    const one = toggleInSelection(noSelection, order, 1, { isToggle: true, isRange: false });
    expect([...(one?.ids ?? [])]).toEqual(['b']);
    const two = toggleInSelection(one!, order, 3, plain);
    expect([...(two?.ids ?? [])]).toEqual(['b', 'd']);
    expect([...(toggleInSelection(two!, order, 1, plain)?.ids ?? [])]).toEqual(['d']);
  });

  it('adds the range from the anchor on shift', () => {
    const anchored = toggleInSelection(noSelection, order, 3, { isToggle: true, isRange: false })!;
    expect([...toggleInSelection(anchored, order, 1, { isToggle: false, isRange: true })!.ids].toSorted()).toEqual(['b', 'c', 'd']);
  });

  it('drags the selection when the entry is in it, else the entry alone, and never into itself', () => {
    const selection = { ids: new Set(['a', 'c']), anchor: 0 };
    expect(draggedIds(selection, 'c')).toEqual(['a', 'c']);
    expect(draggedIds(selection, 'b')).toEqual(['b']);
    expect(canDropInto('a', ['a', 'c'])).toBe(false);
    expect(canDropInto('b', ['a', 'c'])).toBe(true);
    expect(canDropInto(null, ['a'])).toBe(true);
  });
});
