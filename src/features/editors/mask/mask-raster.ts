import type { MaskDocument, MaskShape } from './mask-document';

type Coverage = Uint8Array;

/** Sets every pixel whose centre passes `inside` within the box, clipped to the image. */
function fill(coverage: Coverage, width: number, height: number, box: number[], value: number, inside: (x: number, y: number) => boolean) {
  const [left, top, right, bottom] = box as [number, number, number, number];
  const x0 = Math.max(0, Math.floor(left));
  const y0 = Math.max(0, Math.floor(top));
  const x1 = Math.min(width - 1, Math.ceil(right));
  const y1 = Math.min(height - 1, Math.ceil(bottom));
  for (let y = y0; y <= y1; y += 1) {
    for (let x = x0; x <= x1; x += 1) if (inside(x + 0.5, y + 0.5)) coverage[y * width + x] = value;
  }
}

function distanceToSegment(px: number, py: number, ax: number, ay: number, bx: number, by: number): number {
  const dx = bx - ax;
  const dy = by - ay;
  const lengthSquared = dx * dx + dy * dy;
  const t = lengthSquared === 0 ? 0 : Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / lengthSquared));
  return Math.hypot(px - (ax + t * dx), py - (ay + t * dy));
}

function drawShape(coverage: Coverage, width: number, height: number, shape: MaskShape) {
  if (shape.kind === 'invert') {
    for (let index = 0; index < coverage.length; index += 1) coverage[index] = 255 - coverage[index]!;
    return;
  }
  const value = shape.mode === 'paint' ? 255 : 0;
  if (shape.kind === 'stroke') {
    const radius = shape.size / 2;
    const points = shape.points.length === 2 ? [...shape.points, ...shape.points] : shape.points;
    // Each segment is a capsule; a single point is a dot, the segment from it to itself.
    for (let index = 0; index + 3 < points.length; index += 2) {
      const [ax, ay, bx, by] = points.slice(index, index + 4) as [number, number, number, number];
      const box = [Math.min(ax, bx) - radius, Math.min(ay, by) - radius, Math.max(ax, bx) + radius, Math.max(ay, by) + radius];
      fill(coverage, width, height, box, value, (x, y) => distanceToSegment(x, y, ax, ay, bx, by) <= radius);
    }
    return;
  }
  const box = [shape.x, shape.y, shape.x + shape.width, shape.y + shape.height];
  if (shape.kind === 'rect') {
    fill(coverage, width, height, box, value, (x, y) => x >= box[0]! && x <= box[2]! && y >= box[1]! && y <= box[3]!);
    return;
  }
  const rx = shape.width / 2;
  const ry = shape.height / 2;
  const cx = shape.x + rx;
  const cy = shape.y + ry;
  if (rx <= 0 || ry <= 0) return;
  fill(coverage, width, height, box, value, (x, y) => ((x - cx) / rx) ** 2 + ((y - cy) / ry) ** 2 <= 1);
}

/** The mask replayed at the image's size: one byte a pixel, 255 where painted and 0 elsewhere. */
export function rasterizeMask(document: MaskDocument): Coverage {
  const coverage = new Uint8Array(document.width * document.height);
  for (const shape of document.shapes) drawShape(coverage, document.width, document.height, shape);
  return coverage;
}

/** The spec's mask output (part 2 §3): opaque RGBA, white where painted on a black background. */
export function maskPixels(document: MaskDocument): Uint8ClampedArray<ArrayBuffer> {
  const coverage = rasterizeMask(document);
  const pixels = new Uint8ClampedArray(coverage.length * 4);
  for (let index = 0; index < coverage.length; index += 1) {
    const value = coverage[index]!;
    pixels[index * 4] = value;
    pixels[index * 4 + 1] = value;
    pixels[index * 4 + 2] = value;
    pixels[index * 4 + 3] = 255;
  }
  return pixels;
}

/** Whether anything is painted: an empty mask would inpaint nothing. */
export const hasPaintedArea = (document: MaskDocument): boolean => rasterizeMask(document).some((value) => value > 0);
