import { describe, expect, it } from 'vitest';
import { moveOutpaintSide, noOutpaint, outpaintedSize, outpaintProblem, stepOutpaint, type OutpaintSides } from './outpaint';

const sides = (top: number, right: number, bottom: number, left: number): OutpaintSides => ({ top, right, bottom, left });
const square = { width: 1024, height: 1024 };

describe('outpaintProblem', () => {
  it('accepts whole grid cells on any side and 32 px steps paired with their opposite side', () => {
    expect(outpaintProblem(sides(0, 128, 0, 0), square)).toBeNull();
    expect(outpaintProblem(sides(32, 0, 32, 0), square)).toBeNull();
    expect(outpaintProblem(sides(32, 96, 96, 32), square)).toBeNull();
  });

  it('names the first rule the sides break', () => {
    expect(outpaintProblem(sides(Number.NaN, 0, 0, 0))).toBe('invalid');
    expect(outpaintProblem(sides(1.5, 0, 0, 0))).toBe('invalid');
    expect(outpaintProblem(sides(-64, 128, 0, 0))).toBe('negative');
    expect(outpaintProblem(sides(16, 0, 16, 0))).toBe('off_step');
    expect(outpaintProblem(sides(32, 0, 0, 0))).toBe('odd_total');
    expect(outpaintProblem(sides(0, 32, 0, 64))).toBe('odd_total');
    expect(outpaintProblem(noOutpaint)).toBe('nothing');
  });

  it('allows exactly 2048 and refuses one step more, on either axis', () => {
    expect(outpaintProblem(sides(0, 512, 0, 512), square)).toBeNull();
    expect(outpaintedSize(square, sides(0, 512, 0, 512))).toEqual({ width: 2048, height: 1024 });
    expect(outpaintProblem(sides(0, 544, 0, 544), square)).toBe('too_large');
    expect(outpaintProblem(sides(1088, 0, 0, 0), square)).toBe('too_large');
    expect(outpaintProblem(sides(1088, 0, 0, 0))).toBeNull();
  });
});

describe('stepOutpaint', () => {
  it('adds 32 to both opposite sides, so the axis grows by 64', () => {
    const once = stepOutpaint(noOutpaint, 'horizontal', 1, square);
    expect(once).toEqual(sides(0, 32, 0, 32));
    expect(stepOutpaint(once, 'vertical', 1, square)).toEqual(sides(32, 32, 32, 32));
    expect(stepOutpaint(once, 'horizontal', -1, square)).toEqual(noOutpaint);
  });

  it('never makes a side negative and never passes the limit', () => {
    expect(stepOutpaint(sides(0, 64, 0, 0), 'horizontal', -1, square)).toEqual(sides(0, 64, 0, 0));
    const full = sides(0, 512, 0, 512);
    expect(stepOutpaint(full, 'horizontal', 1, square)).toBe(full);
    expect(stepOutpaint(full, 'vertical', 1, square)).toEqual(sides(32, 512, 32, 512));
  });
});

describe('moveOutpaintSide', () => {
  it('snaps a dragged side to the 64 px grid, keeping its 32 px offset after a step', () => {
    expect(moveOutpaintSide(noOutpaint, 'right', 100, square)).toEqual(sides(0, 128, 0, 0));
    expect(moveOutpaintSide(noOutpaint, 'right', 20, square)).toEqual(noOutpaint);
    expect(moveOutpaintSide(sides(32, 0, 32, 0), 'top', 100, square)).toEqual(sides(96, 0, 32, 0));
    expect(moveOutpaintSide(sides(96, 0, 32, 0), 'top', -500, square)).toEqual(sides(32, 0, 32, 0));
  });

  it('stops at the limit, counting the opposite side', () => {
    expect(moveOutpaintSide(sides(0, 0, 0, 256), 'right', 5000, square)).toEqual(sides(0, 768, 0, 256));
    const odd = { width: 1000, height: 700 };
    const moved = moveOutpaintSide(noOutpaint, 'left', 5000, odd);
    expect(moved.left).toBe(1024);
    expect(outpaintProblem(moved, odd)).toBeNull();
  });

  it('keeps every result valid for the rule', () => {
    let current: OutpaintSides = noOutpaint;
    const wanted = [13, 300, 2000, 70, 0, 900];
    for (const [index, value] of wanted.entries()) {
      current = index % 2 ? stepOutpaint(current, 'vertical', 1, square) : current;
      current = moveOutpaintSide(current, (['top', 'right', 'bottom', 'left'] as const)[index % 4]!, value, square);
      const problem = outpaintProblem(current, square);
      expect(problem === null || problem === 'nothing', JSON.stringify(current)).toBe(true);
    }
  });
});
