/** Paint adds to the mask, erase removes from it. */
export type MaskMode = 'paint' | 'erase';

/**
 * One step of a mask, in the image's own pixels. A stroke is a polyline of `size` pixels wide (flat x, y pairs);
 * rectangles and ellipses are given by their bounding box; invert flips everything drawn before it.
 */
export type MaskShape =
  | { kind: 'stroke'; mode: MaskMode; size: number; points: readonly number[] }
  | { kind: 'rect'; mode: MaskMode; x: number; y: number; width: number; height: number }
  | { kind: 'ellipse'; mode: MaskMode; x: number; y: number; width: number; height: number }
  | { kind: 'invert' };

/** A mask as plain data: it can be saved, restored and replayed at the image's size. */
export interface MaskDocument {
  width: number;
  height: number;
  shapes: readonly MaskShape[];
}

export const emptyMask = (width: number, height: number): MaskDocument => ({ width, height, shapes: [] });

export const addShape = (document: MaskDocument, shape: MaskShape): MaskDocument => ({
  ...document,
  shapes: [...document.shapes, shape],
});

export const invertMask = (document: MaskDocument): MaskDocument => addShape(document, { kind: 'invert' });

export const clearMask = (document: MaskDocument): MaskDocument => ({ ...document, shapes: [] });

/** A box from two corners in any order. */
export function boxBetween(x1: number, y1: number, x2: number, y2: number) {
  return { x: Math.min(x1, x2), y: Math.min(y1, y2), width: Math.abs(x2 - x1), height: Math.abs(y2 - y1) };
}
