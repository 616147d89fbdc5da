import { describe, expect, it } from 'vitest';
import { selectionWithBox } from './box-selection';

const order = ['a', 'b', 'c', 'd', 'e'];

describe('a drag box over a selection', () => {
  it('selects what the box covers, and a shift range then starts from its last item', () => {
    const next = selectionWithBox({ ids: new Set(), anchor: null }, order, [1, 2, 3]);
    expect([...next.ids]).toEqual(['b', 'c', 'd']);
    expect(next.anchor).toBe(3);
  });

  it('adds to the selection it started from, and gives back what it no longer covers', () => {
    const base = { ids: new Set(['a']), anchor: 0 };
    expect([...selectionWithBox(base, order, [3, 4]).ids]).toEqual(['a', 'd', 'e']);
    expect([...selectionWithBox(base, order, [3]).ids]).toEqual(['a', 'd']);
    expect(selectionWithBox(base, order, []).anchor).toBe(0);
  });
});
