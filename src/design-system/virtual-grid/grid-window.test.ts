import { describe, expect, it } from 'vitest';
import { gridWindow, indicesInBox, showsSameRows } from './grid-window';

const base = { width: 1000, viewportHeight: 800, scrollTop: 0, itemCount: 10_000, minTileWidth: 180, gap: 8, overscanRows: 2 };

/** The scroller 1000 px wide, `height` tall, scrolled to `scrollTop`. */
const at = (scrollTop: number, height = 800) => ({ width: 1000, height, scrollTop });

describe('the virtual grid window', () => {
  it('fits as many columns as the width allows and renders only the rows near the viewport', () => {
    const top = gridWindow(base);
    expect(top.columns).toBe(5);
    expect(top.firstRow).toBe(0);
    expect(top.endRow).toBeLessThanOrEqual(Math.ceil(800 / top.rowHeight) + 2);
    expect(top.totalHeight).toBeCloseTo((10_000 / 5) * top.rowHeight - 8);
    const deep = gridWindow({ ...base, scrollTop: 500 * top.rowHeight });
    expect(deep.firstRow).toBe(498);
    expect((deep.endRow - deep.firstRow) * deep.columns).toBeLessThan(60);
  });

  it('renders again only when a scroll brings a row in or takes one out, or the size changes', () => {
    // Rows of 200 px: a viewport of 800 px at 0 shows rows 0 to 3; at 150 it shows part of row 4 too.
    expect(showsSameRows(at(0), at(0), 200)).toBe(true);
    expect(showsSameRows(at(10), at(150), 200)).toBe(true);
    expect(showsSameRows(at(0), at(150), 200)).toBe(false);
    expect(showsSameRows(at(150), at(210), 200)).toBe(false);
    expect(showsSameRows(at(10), at(10, 700), 200)).toBe(false);
  });

  it('keeps one column on a narrow screen and stops at the last row', () => {
    const phone = gridWindow({ ...base, width: 150, itemCount: 3, scrollTop: 10_000 });
    expect(phone.columns).toBe(1);
    expect(phone.endRow).toBe(3);
    expect(phone.firstRow).toBeLessThanOrEqual(phone.endRow);
    expect(gridWindow({ ...base, itemCount: 0 })).toMatchObject({ endRow: 0, totalHeight: 0 });
  });

  it('lays a list out as one column of fixed rows', () => {
    const list = gridWindow({ ...base, listRowHeight: 56, scrollTop: 56 * 100 + 8 * 100 });
    expect(list.columns).toBe(1);
    expect(list.rowHeight).toBe(64);
    expect(list.firstRow).toBe(98);
    expect(list.totalHeight).toBe(10_000 * 64 - 8);
  });
});

describe('the cells a drag box touches', () => {
  // Four columns of 100 px cells with 8 px gaps: a row is 108 px tall, a column starts every 108 px.
  const cells = { columns: 4, rowHeight: 108, cellWidth: 100, gap: 8, itemCount: 10 };

  it('takes every cell the box overlaps, row by row', () => {
    expect(indicesInBox({ inlineStart: 50, inlineEnd: 160, top: 50, bottom: 150 }, cells)).toEqual([0, 1, 4, 5]);
  });

  it('takes nothing for a box inside a gap', () => {
    expect(indicesInBox({ inlineStart: 101, inlineEnd: 107, top: 10, bottom: 90 }, cells)).toEqual([]);
    expect(indicesInBox({ inlineStart: 10, inlineEnd: 90, top: 101, bottom: 107 }, cells)).toEqual([]);
  });

  it('stops at the last item and reaches rows far from the ones rendered', () => {
    expect(indicesInBox({ inlineStart: 0, inlineEnd: 10_000, top: 200, bottom: 10_000 }, cells)).toEqual([4, 5, 6, 7, 8, 9]);
    const many = { ...cells, itemCount: 10_000 };
    expect(indicesInBox({ inlineStart: 0, inlineEnd: 20, top: 500 * 108, bottom: 501 * 108 + 5 }, many)).toEqual([2000, 2004]);
  });

  it('works in a one-column list of rows', () => {
    const list = { columns: 1, rowHeight: 64, cellWidth: 600, gap: 8, itemCount: 5 };
    expect(indicesInBox({ inlineStart: 300, inlineEnd: 320, top: 60, bottom: 130 }, list)).toEqual([1, 2]);
  });
});
