import Konva from 'konva';
import {
  moveOutpaintSide,
  outpaintedSize,
  outpaintRules,
  outpaintSideNames,
  type OutpaintSide,
  type OutpaintSides,
} from '@contract/browser';
import { StageHost } from '../engine/stage-host';

const accent = '#6e4ff6';
const handleLength = 56;
const handleThickness = 14;

interface Size {
  width: number;
  height: number;
}

/** Where a side's handle sits, in image pixels, for the current sides. */
function handleBox(side: OutpaintSide, image: Size, sides: OutpaintSides, scale: number) {
  const long = handleLength / scale;
  const thick = handleThickness / scale;
  const middleX = image.width / 2;
  const middleY = image.height / 2;
  switch (side) {
    case 'top':
      return { x: middleX - long / 2, y: -sides.top - thick / 2, width: long, height: thick };
    case 'bottom':
      return { x: middleX - long / 2, y: image.height + sides.bottom - thick / 2, width: long, height: thick };
    case 'left':
      return { x: -sides.left - thick / 2, y: middleY - long / 2, width: thick, height: long };
    case 'right':
      return { x: image.width + sides.right - thick / 2, y: middleY - long / 2, width: thick, height: long };
  }
}

/** How far a handle dragged to a point wants its side extended, in image pixels. */
function wantedFor(side: OutpaintSide, image: Size, point: { x: number; y: number }): number {
  switch (side) {
    case 'top':
      return -point.y;
    case 'bottom':
      return point.y - image.height;
    case 'left':
      return -point.x;
    case 'right':
      return point.x - image.width;
  }
}

/**
 * The outpaint editor's canvas: the image on a 64 px grid that covers the extended area, and a handle per side.
 * Dragging a handle asks for a side through the shared rule (contract/outpaint.ts), which snaps it to the grid and
 * keeps it within the limit; the engine reports the result and draws what it is given.
 */
export class OutpaintEngine {
  private readonly host: StageHost;
  private readonly grid: Konva.Group;
  private readonly handles = new Map<OutpaintSide, Konva.Rect>();
  private sides: OutpaintSides;
  private dragging: OutpaintSide | null = null;

  constructor(
    container: HTMLDivElement,
    image: HTMLImageElement,
    private readonly size: Size,
    sides: OutpaintSides,
    /** Each snap while a handle moves, for the readout. */
    private readonly onChange: (sides: OutpaintSides) => void,
    /** The sides once the handle is let go: one undo step per drag. */
    private readonly onCommit: (sides: OutpaintSides) => void,
  ) {
    this.sides = sides;
    this.host = new StageHost(
      container,
      size,
      {
        down: (point) => {
          this.dragging = this.handleAt(point);
        },
        move: (point) => this.dragTo(point),
        up: () => this.endDrag(),
        cancel: () => this.endDrag(),
        hover: (point) => {
          const side = point && this.handleAt(point);
          container.style.cursor = !side ? '' : side === 'left' || side === 'right' ? 'ew-resize' : 'ns-resize';
        },
      },
      () => this.draw(),
    );
    this.grid = new Konva.Group({ listening: false });
    this.host.content.add(this.grid, new Konva.Image({ image, ...size, listening: false }));
    const handles = this.host.addLayer();
    for (const side of outpaintSideNames) {
      const handle = new Konva.Rect({ fill: '#ffffff', stroke: accent, strokeWidth: 2, strokeScaleEnabled: false, cornerRadius: 4 });
      this.handles.set(side, handle);
      handles.add(handle);
    }
    this.refit();
  }

  /**
   * New sides from outside (step buttons, reset, undo): drawn, and the view refitted to the extended area. While a
   * handle is dragged the engine owns the sides: React's echo of an earlier snap arrives late and would undo the
   * latest one, and the drag would then end on the stale value.
   */
  setSides(sides: OutpaintSides) {
    if (this.dragging) return;
    this.sides = sides;
    this.refit();
  }

  resize(width: number, height: number) {
    this.host.resize(width, height);
    this.refit();
  }

  destroy() {
    this.host.destroy();
  }

  private refit() {
    // The fit leaves room for the largest the result may become along each axis, so a handle never leaves view.
    const { width, height } = outpaintedSize(this.size, this.sides);
    const margin = outpaintRules.grid * 2;
    this.host.fitTo({ x: -this.sides.left - margin, y: -this.sides.top - margin, width: width + margin * 2, height: height + margin * 2 });
  }

  /** The side whose handle is under a point; handles are grabbed generously, so a finger finds them too. */
  private handleAt(point: { x: number; y: number }): OutpaintSide | null {
    const slack = 12 / this.host.currentView.scale;
    for (const side of outpaintSideNames) {
      const box = handleBox(side, this.size, this.sides, this.host.currentView.scale);
      const isInside =
        point.x >= box.x - slack &&
        point.x <= box.x + box.width + slack &&
        point.y >= box.y - slack &&
        point.y <= box.y + box.height + slack;
      if (isInside) return side;
    }
    return null;
  }

  private dragTo(point: { x: number; y: number }) {
    if (!this.dragging) return;
    const next = moveOutpaintSide(this.sides, this.dragging, wantedFor(this.dragging, this.size, point), this.size);
    if (next[this.dragging] === this.sides[this.dragging]) return;
    this.sides = next;
    this.draw();
    this.onChange(next);
  }

  private endDrag() {
    if (!this.dragging) return;
    this.dragging = null;
    this.onCommit(this.sides);
    this.refit();
  }

  private draw() {
    if (!this.grid) return;
    const { scale } = this.host.currentView;
    const { top, left } = this.sides;
    const area = { x: -left, y: -top, ...outpaintedSize(this.size, this.sides) };
    this.grid.destroyChildren();
    this.grid.add(
      new Konva.Rect({
        ...area,
        fill: 'rgba(110, 79, 246, 0.14)',
        stroke: accent,
        strokeWidth: 2,
        strokeScaleEnabled: false,
        dash: [6, 4],
      }),
    );
    const lines: number[][] = [];
    for (let x = -left + outpaintRules.grid; x < area.x + area.width; x += outpaintRules.grid)
      lines.push([x, area.y, x, area.y + area.height]);
    for (let y = -top + outpaintRules.grid; y < area.y + area.height; y += outpaintRules.grid)
      lines.push([area.x, y, area.x + area.width, y]);
    for (const points of lines) {
      this.grid.add(new Konva.Line({ points, stroke: 'rgba(255, 255, 255, 0.16)', strokeWidth: 1, strokeScaleEnabled: false }));
    }
    for (const [side, handle] of this.handles) handle.setAttrs(handleBox(side, this.size, this.sides, scale));
    this.host.stage.batchDraw();
  }
}
