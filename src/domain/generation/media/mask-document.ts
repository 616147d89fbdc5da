/** Paint adds to the mask, erase removes from it. */
type MaskMode = 'paint' | 'erase';

/**
 * One step of a mask, in the image's own pixels. A stroke is a polyline of `size` pixels wide (flat x, y pairs);
 * rectangles and ellipses are given by their bounding box; invert flips everything drawn before it.
 */
export type MaskShape =
  | { kind: 'stroke'; mode: MaskMode; size: number; points: readonly number[] }
  | { kind: 'rect'; mode: MaskMode; x: number; y: number; width: number; height: number }
  | { kind: 'ellipse'; mode: MaskMode; x: number; y: number; width: number; height: number }
  | { kind: 'invert' };

/**
 * A mask as plain data: it can be saved, restored and replayed at the image's size. The inpaint editor draws it;
 * the workshop keeps it with the PNG made from it, to show it and to hand it back for more painting.
 */
export interface MaskDocument {
  width: number;
  height: number;
  shapes: readonly MaskShape[];
}

/** A mask painted in the inpaint editor: the PNG a run uploads (spec part 2 §3, white repaints) and its strokes. */
export interface PaintedMask {
  png: Blob;
  document: MaskDocument;
}
