import { boxBetween, type MaskShape } from './mask-document';
import type { MaskStore } from './mask-store';

/** A pointer position in the image's own pixels. */
export interface ImagePoint {
  x: number;
  y: number;
}

/**
 * Turns pointer down, moves and up into shapes: the shape in progress (the draft) stays here and is committed to
 * the store once, on pointer up, so one stroke is one undo step.
 */
export function createMaskPointer(store: MaskStore) {
  let draft: MaskShape | null = null;
  let start: ImagePoint | null = null;

  const shapeFor = (from: ImagePoint, to: ImagePoint): MaskShape | null => {
    const tool = store.state.tool;
    if (tool === 'brush' || tool === 'eraser') return null;
    return { kind: tool, mode: 'paint', ...boxBetween(from.x, from.y, to.x, to.y) };
  };

  return {
    draft: () => draft,
    down(point: ImagePoint) {
      start = point;
      const { tool, brushSize } = store.state;
      draft =
        tool === 'brush' || tool === 'eraser'
          ? { kind: 'stroke', mode: tool === 'brush' ? 'paint' : 'erase', size: brushSize, points: [point.x, point.y] }
          : shapeFor(point, point);
    },
    move(point: ImagePoint) {
      if (!draft || !start) return;
      if (draft.kind === 'stroke') {
        const [lastX, lastY] = draft.points.slice(-2) as [number, number];
        // Points closer than a pixel add nothing to the mask, only weight to the document.
        if (Math.hypot(point.x - lastX, point.y - lastY) >= 1) draft = { ...draft, points: [...draft.points, point.x, point.y] };
        return;
      }
      draft = shapeFor(start, point);
    },
    up() {
      const shape = draft;
      draft = null;
      start = null;
      if (!shape) return;
      const isEmptyBox = shape.kind !== 'stroke' && shape.kind !== 'invert' && (shape.width < 1 || shape.height < 1);
      if (!isEmptyBox) store.commit(shape);
    },
    /** A second finger or Escape: the shape in progress is dropped, nothing is committed. */
    cancel() {
      draft = null;
      start = null;
    },
  };
}
