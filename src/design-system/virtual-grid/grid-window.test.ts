import { describe, expect, it } from 'vitest';
import { gridWindow } from './grid-window';

const base = { width: 1000, viewportHeight: 800, scrollTop: 0, itemCount: 10_000, minTileWidth: 180, gap: 8, overscanRows: 2 };

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
