import { describe, expect, it } from 'vitest';
import { buildGeneratedMedia } from '@mocks/fixtures/media.fixtures';
import { standingIndex } from './list-viewer';

const [a, b, c] = ['a', 'b', 'c'].map((id) => buildGeneratedMedia({ id }));

describe('standingIndex', () => {
  it('stays on the position while the same creation is there, or none had loaded', () => {
    expect(standingIndex([a, b, c], { index: 1, id: 'b' })).toBe(1);
    expect(standingIndex([a, undefined, c], { index: 1, id: null })).toBe(1);
  });

  it('follows the creation when the list moved it, and keeps the position when it is gone', () => {
    const fresh = buildGeneratedMedia({ id: 'new' });
    expect(standingIndex([fresh, a, b, c], { index: 1, id: 'b' })).toBe(2);
    expect(standingIndex([a, c], { index: 1, id: 'b' })).toBe(1);
  });
});
