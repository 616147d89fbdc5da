import type { MaskDocument, MaskShape } from '@/domain/generation';

// The mask's data types live in the generation domain: the workshop keeps a painted mask and hands it back here.
export type { MaskDocument, MaskShape } from '@/domain/generation';

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
