import { describe, expect, it } from 'vitest';
import { clickSelection, emptySelection, idsActedOn } from './id-selection';

const order = ['a', 'b', 'c', 'd', 'e'];
const plain = { isToggle: false, isRange: false };
const toggle = { isToggle: true, isRange: false };
const range = { isToggle: false, isRange: true };

describe('a selection made by clicks', () => {
  it('opens on a plain click with nothing selected, toggles with ctrl or meta, and selects ranges with shift', () => {
    expect(clickSelection(emptySelection, order, 1, plain)).toBeNull();
    const one = clickSelection(emptySelection, order, 1, toggle)!;
    expect([...one.ids]).toEqual(['b']);
    const ranged = clickSelection(one, order, 3, range)!;
    expect([...ranged.ids].toSorted()).toEqual(['b', 'c', 'd']);
    const backwards = clickSelection(one, order, 0, range)!;
    expect([...backwards.ids].toSorted()).toEqual(['a', 'b']);
    // While selecting, a plain click toggles.
    const off = clickSelection(ranged, order, 2, plain)!;
    expect([...off.ids].toSorted()).toEqual(['b', 'd']);
  });

  it('skips positions not loaded yet, and a click on one changes nothing', () => {
    const sparse = ['a', undefined, 'c', undefined, 'e'];
    const anchored = clickSelection(emptySelection, sparse, 0, toggle)!;
    expect([...clickSelection(anchored, sparse, 4, range)!.ids]).toEqual(['a', 'c', 'e']);
    expect(clickSelection(anchored, sparse, 1, toggle)).toBe(anchored);
  });

  it('acts on the selection from one of its items, else on the item alone', () => {
    const selection = { ids: new Set(['a', 'c']), anchor: 0 };
    expect(idsActedOn(selection, 'c')).toEqual(['a', 'c']);
    expect(idsActedOn(selection, 'b')).toEqual(['b']);
  });
});
