import { describe, expect, it } from 'vitest';
import { canDropInto, draggedIds } from './studio-selection';

describe('the studio selection', () => {
  it('drags the selection when the entry is in it, else the entry alone, and never into itself', () => {
    const selection = { ids: new Set(['a', 'c']), anchor: 0 };
    expect(draggedIds(selection, 'c')).toEqual(['a', 'c']);
    expect(draggedIds(selection, 'b')).toEqual(['b']);
    expect(canDropInto('a', ['a', 'c'])).toBe(false);
    expect(canDropInto('b', ['a', 'c'])).toBe(true);
    expect(canDropInto(null, ['a'])).toBe(true);
  });
});
