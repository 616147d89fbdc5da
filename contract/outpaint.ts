/**
 * The outpaint rule (spec part 2 §5 and §9), shared by the editor and the server so both refuse the same sides.
 *
 * The spec asks both for sides in multiples of 64 and for steps of 32 per side. It is read as: a handle moves
 * one side by a whole grid cell (64), a step adds 32 to each of two opposite sides, so each side is a multiple
 * of 32 and the added width (left + right) and the added height (top + bottom) are each a multiple of 64. No
 * side is negative, at least one is extended, and the result is at most 2048 pixels wide and high.
 */
export const outpaintRules = { grid: 64, step: 32, maxSize: 2048 } as const;

export interface OutpaintSides {
  top: number;
  right: number;
  bottom: number;
  left: number;
}

export type OutpaintSide = keyof OutpaintSides;
export type OutpaintAxis = 'horizontal' | 'vertical';

export const outpaintSideNames = ['top', 'right', 'bottom', 'left'] as const satisfies readonly OutpaintSide[];
export const noOutpaint: OutpaintSides = { top: 0, right: 0, bottom: 0, left: 0 };

/** Why sides are refused, in the order they are checked. */
export type OutpaintProblem = 'invalid' | 'negative' | 'off_step' | 'odd_total' | 'nothing' | 'too_large';

/** The server's English wording of each problem; the editor words them through its translations. */
export const outpaintProblemMessages: Record<OutpaintProblem, string> = {
  invalid: 'Each side must be a whole number of pixels.',
  negative: 'A side cannot be extended by a negative amount.',
  off_step: 'Each side must be extended in steps of 32 pixels.',
  odd_total: 'The added width and the added height must each be a multiple of 64 pixels.',
  nothing: 'Extend at least one side.',
  too_large: `The extended image may be at most ${outpaintRules.maxSize} pixels wide and high.`,
};

interface Size {
  width: number;
  height: number;
}

const opposite = { horizontal: ['left', 'right'], vertical: ['top', 'bottom'] } as const;

/** The image's size once extended by the sides. */
export function outpaintedSize(image: Size, sides: OutpaintSides): Size {
  return { width: image.width + sides.left + sides.right, height: image.height + sides.top + sides.bottom };
}

/** The first rule the sides break, or null when they may run. Without the image, the size limit is not checked. */
export function outpaintProblem(sides: OutpaintSides, image?: Size): OutpaintProblem | null {
  const values = outpaintSideNames.map((side) => sides[side]);
  if (values.some((value) => !Number.isSafeInteger(value))) return 'invalid';
  if (values.some((value) => value < 0)) return 'negative';
  if (values.some((value) => value % outpaintRules.step !== 0)) return 'off_step';
  if ((sides.left + sides.right) % outpaintRules.grid !== 0 || (sides.top + sides.bottom) % outpaintRules.grid !== 0) {
    return 'odd_total';
  }
  if (values.every((value) => value === 0)) return 'nothing';
  if (image) {
    const size = outpaintedSize(image, sides);
    if (size.width > outpaintRules.maxSize || size.height > outpaintRules.maxSize) return 'too_large';
  }
  return null;
}

/** The room left on an axis before the result reaches the limit. */
function roomOn(axis: OutpaintAxis, image: Size, sides: OutpaintSides): number {
  const size = outpaintedSize(image, sides);
  return outpaintRules.maxSize - (axis === 'horizontal' ? size.width : size.height);
}

/**
 * A step button: both opposite sides of an axis grow (direction 1) or shrink (-1) by 32, so the axis changes
 * by 64. A step that would break the limit or make a side negative leaves the sides as they are.
 */
export function stepOutpaint(sides: OutpaintSides, axis: OutpaintAxis, direction: 1 | -1, image: Size): OutpaintSides {
  const [first, second] = opposite[axis];
  const change = outpaintRules.step * direction;
  const next = { ...sides, [first]: sides[first] + change, [second]: sides[second] + change };
  if (next[first] < 0 || next[second] < 0) return sides;
  if (direction > 0 && roomOn(axis, image, next) < 0) return sides;
  return next;
}

/**
 * A handle dragged to `wanted` pixels on one side: the side snaps to the 64 px grid cell that keeps its axis a
 * multiple of 64, never below 0 and never past the limit.
 */
export function moveOutpaintSide(sides: OutpaintSides, side: OutpaintSide, wanted: number, image: Size): OutpaintSides {
  const axis: OutpaintAxis = side === 'left' || side === 'right' ? 'horizontal' : 'vertical';
  // The side keeps its offset within the grid (0 or 32), which its opposite side shares, so the axis stays whole.
  const offset = sides[side] % outpaintRules.grid;
  const room = roomOn(axis, image, { ...sides, [side]: 0 });
  const highest = Math.floor((room - offset) / outpaintRules.grid) * outpaintRules.grid + offset;
  const snapped = Math.round((wanted - offset) / outpaintRules.grid) * outpaintRules.grid + offset;
  const value = Math.max(offset, Math.min(snapped, highest));
  return value < 0 ? sides : { ...sides, [side]: value };
}
