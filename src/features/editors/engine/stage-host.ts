import Konva from 'konva';
import { fitBox, fitView, toImage, zoomAt, type View } from './viewport';

export interface StagePointer {
  /** A press, move or release of the one pointer that draws, in the image's own pixels. */
  down(point: { x: number; y: number }): void;
  move(point: { x: number; y: number }): void;
  up(): void;
  /** A second finger arrived or the pointer left for good: drop what was in progress. */
  cancel(): void;
  /** The pointer hovered at a point (for a cursor preview), or left the stage (null). */
  hover?(point: { x: number; y: number } | null): void;
}

interface Size {
  width: number;
  height: number;
}

/**
 * Owns a Konva stage for one image: a content group that carries the view (zoom and pan), wheel zoom around the
 * pointer, two-finger pinch and pan, and panning with the middle button or while Space is held. Drawing goes to
 * the given pointer in image pixels. React hosts the container and never reads Konva back.
 */
export class StageHost {
  readonly stage: Konva.Stage;
  /** The image's layer; `addLayer` adds more above it, each following the view. */
  readonly content: Konva.Group;
  private readonly groups: Konva.Group[] = [];
  private view!: View;
  private readonly touches = new Map<number, { x: number; y: number }>();
  private pinch: { distance: number; centre: { x: number; y: number } } | null = null;
  private panFrom: { x: number; y: number } | null = null;
  private isSpaceHeld = false;
  private fitArea: { x: number; y: number; width: number; height: number } | null = null;
  private readonly listeners: Array<() => void> = [];

  constructor(
    container: HTMLDivElement,
    readonly image: Size,
    private readonly pointer: StagePointer,
    private readonly onViewChange: (view: View) => void = () => {},
  ) {
    const size = { width: Math.max(1, container.clientWidth), height: Math.max(1, container.clientHeight) };
    this.stage = new Konva.Stage({ container, ...size });
    this.content = this.addLayer();
    this.view = fitView(image, size);
    this.applyView();
    this.listen();
  }

  /** A new layer above the others, in image pixels. Composite operations in it leave the layers below alone. */
  addLayer(options: Konva.LayerConfig = {}): Konva.Group {
    const layer = new Konva.Layer(options);
    const group = new Konva.Group();
    layer.add(group);
    this.stage.add(layer);
    this.groups.push(group);
    if (this.view) this.applyView();
    return group;
  }

  get currentView(): View {
    return this.view;
  }

  resize(width: number, height: number) {
    this.stage.size({ width: Math.max(1, width), height: Math.max(1, height) });
    this.fit();
  }

  fit() {
    this.setView(this.fitArea ? fitBox(this.fitArea, this.stage.size()) : fitView(this.image, this.stage.size()));
  }

  /** What Fit shows, when it is more than the image (the outpaint editor shows the extended area). */
  fitTo(area: { x: number; y: number; width: number; height: number }) {
    this.fitArea = area;
    this.fit();
  }

  /** Zoom buttons: around the stage's centre. */
  zoomBy(factor: number) {
    const { width, height } = this.stage.size();
    this.setView(zoomAt(this.view, { x: width / 2, y: height / 2 }, factor));
  }

  destroy() {
    for (const stop of this.listeners) stop();
    this.stage.destroy();
  }

  private setView(view: View) {
    this.view = view;
    this.applyView();
  }

  private applyView() {
    for (const group of this.groups) {
      group.position({ x: this.view.x, y: this.view.y });
      group.scale({ x: this.view.scale, y: this.view.scale });
    }
    this.stage.batchDraw();
    this.onViewChange(this.view);
  }

  private stagePoint(event: PointerEvent) {
    const box = this.stage.container().getBoundingClientRect();
    return { x: event.clientX - box.left, y: event.clientY - box.top };
  }

  private on<K extends keyof HTMLElementEventMap>(target: HTMLElement | Window, type: K, handler: (event: HTMLElementEventMap[K]) => void) {
    const listener = handler as EventListener;
    target.addEventListener(type, listener, { passive: false });
    this.listeners.push(() => target.removeEventListener(type, listener));
  }

  private listen() {
    const element = this.stage.container();
    this.on(element, 'pointerdown', (event) => this.handleDown(event));
    this.on(element, 'pointermove', (event) => this.handleMove(event));
    this.on(element, 'pointerup', (event) => this.handleUp(event));
    this.on(element, 'pointercancel', (event) => this.handleUp(event));
    this.on(element, 'pointerleave', () => this.pointer.hover?.(null));
    this.on(element, 'wheel', (event) => {
      event.preventDefault();
      const box = element.getBoundingClientRect();
      const factor = Math.exp(-event.deltaY * (event.ctrlKey ? 0.01 : 0.0015));
      this.setView(zoomAt(this.view, { x: event.clientX - box.left, y: event.clientY - box.top }, factor));
    });
    this.on(window, 'keydown', (event) => {
      if (event.code === 'Space' && !(event.target instanceof HTMLInputElement)) this.isSpaceHeld = true;
    });
    this.on(window, 'keyup', (event) => {
      if (event.code === 'Space') this.isSpaceHeld = false;
    });
  }

  private handleDown(event: PointerEvent) {
    const point = this.stagePoint(event);
    try {
      // Keeps a stroke going when the pointer leaves the stage mid-drag.
      this.stage.container().setPointerCapture(event.pointerId);
    } catch {
      // A pointer the browser no longer tracks cannot be captured; drawing works without it.
    }
    this.touches.set(event.pointerId, point);
    if (this.touches.size === 2) {
      this.pointer.cancel();
      this.pinch = this.pinchOf();
      return;
    }
    if (event.button === 1 || this.isSpaceHeld) {
      this.panFrom = point;
      return;
    }
    if (event.button === 0 && this.touches.size === 1) this.pointer.down(toImage(this.view, point));
  }

  private handleMove(event: PointerEvent) {
    const point = this.stagePoint(event);
    if (this.touches.has(event.pointerId)) this.touches.set(event.pointerId, point);
    if (this.pinch && this.touches.size === 2) {
      const next = this.pinchOf();
      const zoomed = zoomAt(this.view, next.centre, next.distance / Math.max(1, this.pinch.distance));
      this.setView({ ...zoomed, x: zoomed.x + next.centre.x - this.pinch.centre.x, y: zoomed.y + next.centre.y - this.pinch.centre.y });
      this.pinch = next;
      return;
    }
    if (this.panFrom) {
      this.setView({ ...this.view, x: this.view.x + point.x - this.panFrom.x, y: this.view.y + point.y - this.panFrom.y });
      this.panFrom = point;
      return;
    }
    const imagePoint = toImage(this.view, point);
    this.pointer.hover?.(imagePoint);
    if (this.touches.size === 1) this.pointer.move(imagePoint);
  }

  private handleUp(event: PointerEvent) {
    const wasDrawing = this.touches.size === 1 && !this.panFrom && !this.pinch;
    this.touches.delete(event.pointerId);
    if (this.touches.size < 2) this.pinch = null;
    if (this.touches.size === 0) this.panFrom = null;
    if (wasDrawing) this.pointer.up();
  }

  private pinchOf() {
    const [a, b] = [...this.touches.values()] as [{ x: number; y: number }, { x: number; y: number }];
    return { distance: Math.hypot(a.x - b.x, a.y - b.y), centre: { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 } };
  }
}
