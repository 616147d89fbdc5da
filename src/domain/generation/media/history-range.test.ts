import { describe, expect, it } from 'vitest';
import { listLength, missingBlocks, pagesForRange, type LoadedPage } from './history-range';

const page = (count: number, hasNext = true): LoadedPage => ({ ids: Array.from({ length: count }, (_, index) => `m${index}`), hasNext });

describe('the pages a range of positions needs', () => {
  it('takes every page the range touches and no other', () => {
    expect(pagesForRange(0, 20, 20)).toEqual([0]);
    expect(pagesForRange(0, 21, 20)).toEqual([0, 1]);
    expect(pagesForRange(19, 41, 20)).toEqual([0, 1, 2]);
    expect(pagesForRange(9_960, 10_000, 20)).toEqual([498, 499]);
  });

  it('needs nothing for an empty range', () => {
    expect(pagesForRange(40, 40, 20)).toEqual([]);
    expect(pagesForRange(0, 0, 20)).toEqual([]);
  });

  it('groups the missing pages into the blocks that hold them', () => {
    const loaded = new Set([0, 1, 2, 25]);
    expect(missingBlocks(pagesForRange(0, 600, 20), (n) => loaded.has(n), 10)).toEqual([0, 1, 2]);
    expect(missingBlocks([0, 1, 2], (n) => loaded.has(n), 10)).toEqual([]);
    expect(missingBlocks([25, 26], (n) => loaded.has(n), 10)).toEqual([2]);
  });
});

describe('the length of a list loaded out of order', () => {
  it('is the count the server gave while the loaded pages agree with it', () => {
    expect(listLength(10_000, new Map(), 20)).toBe(10_000);
    expect(
      listLength(
        10_000,
        new Map([
          [0, page(20)],
          [250, page(20)],
        ]),
        20,
      ),
    ).toBe(10_000);
  });

  it('ends where a page ends the list', () => {
    expect(
      listLength(
        10_000,
        new Map([
          [0, page(20)],
          [499, page(15, false)],
        ]),
        20,
      ),
    ).toBe(9_995);
    expect(listLength(3, new Map([[0, page(2, false)]]), 20)).toBe(2);
    expect(listLength(0, new Map([[0, page(0, false)]]), 20)).toBe(0);
  });

  it('grows past a capped count as pages beyond it load', () => {
    expect(listLength(10_000, new Map([[499, page(20)]]), 20)).toBe(10_001);
    expect(
      listLength(
        10_000,
        new Map([
          [499, page(20)],
          [500, page(20)],
        ]),
        20,
      ),
    ).toBe(10_021);
    expect(
      listLength(
        10_000,
        new Map([
          [499, page(20)],
          [500, page(7, false)],
        ]),
        20,
      ),
    ).toBe(10_007);
  });
});
