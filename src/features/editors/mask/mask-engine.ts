import Konva from 'konva';
import { subscribe } from 'valtio';
import { maskTint } from '@/design-system';
import { StageHost } from '../engine/stage-host';
import type { View } from '../engine/viewport';
import type { MaskShape } from './mask-document';
import type { MaskStore } from './mask-store';
import { createMaskPointer } from './mask-tools';

/** The mask shows as a translucent colour over the image; the exported PNG is black and white. */
const maskColour = maskTint.colour;
const maskOpacity = maskTint.opacity;

/** One mask shape as a Konva node in image pixels; erasing cuts through what is drawn below it in the layer. */
function nodeFor(shape: MaskShape, image: { width: number; height: number }): Konva.Shape {
  if (shape.kind === 'invert') {
    return new Konva.Rect({ ...image, fill: maskColour, globalCompositeOperation: 'xor', listening: false });
  }
  const composite = shape.mode === 'erase' ? 'destination-out' : 'source-over';
  if (shape.kind === 'stroke') {
    const points = shape.points.length === 2 ? [...shape.points, ...shape.points] : [...shape.points];
    return new Konva.Line({
      points,
      stroke: maskColour,
      strokeWidth: shape.size,
      lineCap: 'round',
      lineJoin: 'round',
      globalCompositeOperation: composite,
      listening: false,
    });
  }
  const { x, y, width, height } = shape;
  if (shape.kind === 'rect')
    return new Konva.Rect({ x, y, width, height, fill: maskColour, globalCompositeOperation: composite, listening: false });
  return new Konva.Ellipse({
    x: x + width / 2,
    y: y + height / 2,
    radiusX: width / 2,
    radiusY: height / 2,
    fill: maskColour,
    globalCompositeOperation: composite,
    listening: false,
  });
}

/**
 * The inpaint editor's canvas: the image, the mask over it (the store's shapes plus the draft in progress), and a
 * brush-sized cursor. It pushes data into Konva on every change of the store and never reads Konva back.
 */
export class MaskEngine {
  private readonly host: StageHost;
  private readonly shapes: Konva.Group;
  private readonly draft: Konva.Group;
  private readonly cursor: Konva.Circle;
  private readonly stopWatching: () => void;

  constructor(container: HTMLDivElement, image: HTMLImageElement, store: MaskStore, onViewChange?: (view: View) => void) {
    const size = { width: store.document().width, height: store.document().height };
    const pointer = createMaskPointer(store);
    const redrawDraft = () => {
      this.draft.destroyChildren();
      const shape = pointer.draft();
      if (shape) this.draft.add(nodeFor(shape, size));
      this.draft.getLayer()?.batchDraw();
    };
    this.host = new StageHost(
      container,
      size,
      {
        down: (point) => (pointer.down(point), redrawDraft()),
        move: (point) => (pointer.move(point), redrawDraft()),
        up: () => (pointer.up(), redrawDraft()),
        cancel: () => (pointer.cancel(), redrawDraft()),
        hover: (point) => this.moveCursor(point, store),
      },
      onViewChange,
    );
    this.host.content.add(new Konva.Image({ image, ...size, listening: false }));
    // The mask layer is clipped to the image, so paint past its edges shows as it exports: not at all.
    const mask = this.host.addLayer({ opacity: maskOpacity, listening: false });
    mask.clip({ x: 0, y: 0, ...size });
    this.shapes = new Konva.Group();
    this.draft = new Konva.Group();
    mask.add(this.shapes, this.draft);
    this.cursor = new Konva.Circle({ stroke: '#ffffff', shadowColor: '#000000', shadowBlur: 2, strokeScaleEnabled: false, visible: false });
    this.host.addLayer({ listening: false }).add(this.cursor);
    this.drawShapes(store);
    this.stopWatching = subscribe(store.state, () => this.drawShapes(store));
  }

  resize(width: number, height: number) {
    this.host.resize(width, height);
  }

  zoomBy(factor: number) {
    this.host.zoomBy(factor);
  }

  fit() {
    this.host.fit();
  }

  destroy() {
    this.stopWatching();
    this.host.destroy();
  }

  private drawShapes(store: MaskStore) {
    const document = store.document();
    this.shapes.destroyChildren();
    for (const shape of document.shapes) this.shapes.add(nodeFor(shape, document));
    this.shapes.getLayer()?.batchDraw();
    this.cursor.radius(store.state.brushSize / 2);
  }

  private moveCursor(point: { x: number; y: number } | null, store: MaskStore) {
    const isBrush = store.state.tool === 'brush' || store.state.tool === 'eraser';
    this.cursor.visible(Boolean(point) && isBrush);
    if (point) this.cursor.position(point);
    this.cursor.radius(store.state.brushSize / 2);
    this.cursor.getLayer()?.batchDraw();
  }
}
