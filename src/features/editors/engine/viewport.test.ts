import { describe, expect, it } from 'vitest';
import { fitView, toImage, zoomAt, zoomLimits } from './viewport';

describe('viewport', () => {
  it('fits a large image inside the stage, centred, and never enlarges a small one', () => {
    expect(fitView({ width: 2000, height: 1000 }, { width: 1032, height: 800 })).toEqual({ scale: 0.5, x: 16, y: 150 });
    expect(fitView({ width: 100, height: 100 }, { width: 500, height: 300 })).toEqual({ scale: 1, x: 200, y: 100 });
  });

  it('keeps the point under the pointer in place while zooming, within the limits', () => {
    const view = { scale: 1, x: 10, y: 20 };
    const point = { x: 110, y: 70 };
    const zoomed = zoomAt(view, point, 2);
    expect(toImage(zoomed, point)).toEqual(toImage(view, point));
    expect(zoomAt(view, point, 1000).scale).toBe(zoomLimits.max);
    expect(zoomAt(view, point, 0.0001).scale).toBe(zoomLimits.min);
  });
});
