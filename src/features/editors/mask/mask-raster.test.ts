import { describe, expect, it } from 'vitest';
import { addShape, emptyMask, invertMask, type MaskDocument } from './mask-document';
import { hasPaintedArea, maskPixels, rasterizeMask } from './mask-raster';

const at = (document: MaskDocument, pixels: Uint8ClampedArray, x: number, y: number) =>
  Array.from(pixels.slice((y * document.width + x) * 4, (y * document.width + x) * 4 + 4));
const white = [255, 255, 255, 255];
const black = [0, 0, 0, 255];

describe('mask export', () => {
  it("is the image's own size, black where nothing is painted", () => {
    const document = emptyMask(30, 20);
    const pixels = maskPixels(document);
    expect(pixels).toHaveLength(30 * 20 * 4);
    expect(at(document, pixels, 0, 0)).toEqual(black);
    expect(at(document, pixels, 29, 19)).toEqual(black);
    expect(hasPaintedArea(document)).toBe(false);
  });

  it('paints a brush stroke white along its path, as wide as the brush', () => {
    const document = addShape(emptyMask(100, 40), { kind: 'stroke', mode: 'paint', size: 10, points: [10, 20, 90, 20] });
    const pixels = maskPixels(document);
    expect(at(document, pixels, 50, 20)).toEqual(white);
    expect(at(document, pixels, 50, 16)).toEqual(white); // within the radius of 5
    expect(at(document, pixels, 50, 26)).toEqual(black); // beyond it
    expect(at(document, pixels, 3, 20)).toEqual(black); // before the stroke's round cap
    const painted = rasterizeMask(document).filter((value) => value === 255).length;
    expect(painted).toBeGreaterThan(80 * 10 - 20);
    expect(painted).toBeLessThan(80 * 10 + Math.PI * 25 + 20);
  });

  it('draws a single click as a dot of the brush size', () => {
    const document = addShape(emptyMask(40, 40), { kind: 'stroke', mode: 'paint', size: 20, points: [20, 20] });
    const pixels = maskPixels(document);
    expect(at(document, pixels, 20, 20)).toEqual(white);
    expect(at(document, pixels, 20, 11)).toEqual(white);
    expect(at(document, pixels, 20, 31)).toEqual(black);
    expect(at(document, pixels, 27, 27)).toEqual(black); // outside the circle, inside its box
  });

  it('erases what the eraser covers, and rectangles and ellipses fill their boxes', () => {
    let document = addShape(emptyMask(60, 60), { kind: 'rect', mode: 'paint', x: 10, y: 10, width: 40, height: 40 });
    document = addShape(document, { kind: 'stroke', mode: 'erase', size: 6, points: [10, 30, 50, 30] });
    document = addShape(document, { kind: 'ellipse', mode: 'paint', x: 0, y: 0, width: 8, height: 8 });
    const pixels = maskPixels(document);
    expect(at(document, pixels, 20, 20)).toEqual(white);
    expect(at(document, pixels, 20, 30)).toEqual(black);
    expect(at(document, pixels, 55, 55)).toEqual(black);
    expect(at(document, pixels, 4, 4)).toEqual(white);
    expect(at(document, pixels, 0, 0)).toEqual(black); // the ellipse's corner stays out
  });

  it('inverts what was drawn before, and paints on top of the inverted mask afterwards', () => {
    let document = addShape(emptyMask(20, 20), { kind: 'rect', mode: 'paint', x: 0, y: 0, width: 10, height: 20 });
    document = invertMask(document);
    expect(at(document, maskPixels(document), 5, 5)).toEqual(black);
    expect(at(document, maskPixels(document), 15, 5)).toEqual(white);
    document = addShape(document, { kind: 'rect', mode: 'paint', x: 0, y: 0, width: 4, height: 4 });
    expect(at(document, maskPixels(document), 1, 1)).toEqual(white);
  });

  it('clips shapes that reach past the image', () => {
    const document = addShape(emptyMask(10, 10), { kind: 'stroke', mode: 'paint', size: 40, points: [-50, -50, 60, 60] });
    expect(maskPixels(document)).toHaveLength(400);
    expect(at(document, maskPixels(document), 9, 9)).toEqual(white);
  });
});
