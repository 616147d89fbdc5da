import { describe, expect, it } from 'vitest';
import { undoLimit } from '../engine/history';
import { maskPixels } from './mask-raster';
import { brushSizes, newMaskStore } from './mask-store';
import { createMaskPointer, type ImagePoint } from './mask-tools';

/** A pointer driver: presses at the first point, moves through the rest, releases. */
function drag(pointer: ReturnType<typeof createMaskPointer>, ...points: ImagePoint[]) {
  const [first, ...rest] = points;
  pointer.down(first!);
  for (const point of rest) pointer.move(point);
  pointer.up();
}

const whiteAt = (store: ReturnType<typeof newMaskStore>, x: number, y: number) =>
  maskPixels(store.document())[(y * store.document().width + x) * 4] === 255;

describe('mask tools through a pointer driver', () => {
  it('commits one stroke per press, with the brush size at the time, and the eraser removes paint', () => {
    const store = newMaskStore(100, 100);
    const pointer = createMaskPointer(store);
    drag(pointer, { x: 10, y: 50 }, { x: 50, y: 50 }, { x: 90, y: 50 });
    expect(store.document().shapes).toEqual([{ kind: 'stroke', mode: 'paint', size: 40, points: [10, 50, 50, 50, 90, 50] }]);
    expect(whiteAt(store, 50, 50)).toBe(true);
    store.setTool('eraser');
    store.setBrushSize(10);
    drag(pointer, { x: 50, y: 20 }, { x: 50, y: 80 });
    expect(whiteAt(store, 50, 50)).toBe(false);
    expect(whiteAt(store, 30, 50)).toBe(true);
  });

  it('keeps the stroke in progress out of the document until the pointer is up, and drops it on cancel', () => {
    const store = newMaskStore(50, 50);
    const pointer = createMaskPointer(store);
    pointer.down({ x: 5, y: 5 });
    pointer.move({ x: 5.2, y: 5.2 });
    pointer.move({ x: 20, y: 20 });
    expect(pointer.draft()).toMatchObject({ kind: 'stroke', points: [5, 5, 20, 20] });
    expect(store.document().shapes).toHaveLength(0);
    pointer.cancel();
    pointer.up();
    expect(store.document().shapes).toHaveLength(0);
  });

  it('draws rectangles and circles from corner to corner, and ignores a click without a drag', () => {
    const store = newMaskStore(100, 100);
    const pointer = createMaskPointer(store);
    store.setTool('rect');
    drag(pointer, { x: 60, y: 60 }, { x: 20, y: 30 });
    expect(store.document().shapes.at(-1)).toEqual({ kind: 'rect', mode: 'paint', x: 20, y: 30, width: 40, height: 30 });
    store.setTool('ellipse');
    drag(pointer, { x: 70, y: 70 });
    expect(store.document().shapes).toHaveLength(1);
    drag(pointer, { x: 70, y: 70 }, { x: 90, y: 90 });
    expect(store.document().shapes.at(-1)).toMatchObject({ kind: 'ellipse', x: 70, y: 70, width: 20, height: 20 });
  });

  it('clamps the brush to 10..200 and starts at 40', () => {
    const store = newMaskStore(10, 10);
    expect(store.state.brushSize).toBe(brushSizes.initial);
    store.setBrushSize(5);
    expect(store.state.brushSize).toBe(10);
    store.setBrushSize(500);
    expect(store.state.brushSize).toBe(200);
  });

  it(`undoes at most ${undoLimit} strokes, redoes them, and clear and invert are steps of their own`, () => {
    const store = newMaskStore(100, 100);
    const pointer = createMaskPointer(store);
    for (let index = 0; index < undoLimit + 3; index += 1) drag(pointer, { x: index, y: 0 }, { x: index, y: 99 });
    for (let index = 0; index < undoLimit + 3; index += 1) store.undo();
    expect(store.document().shapes).toHaveLength(3);
    store.redo();
    expect(store.document().shapes).toHaveLength(4);
    store.invert();
    expect(whiteAt(store, 90, 50)).toBe(true);
    store.clear();
    expect(store.document().shapes).toHaveLength(0);
    store.undo();
    expect(store.document().shapes).toHaveLength(5);
  });
});
