import { describe, expect, it } from 'vitest';
import { clampFirstPane, clampShare, shareRange } from './pane-bounds';

const workshop = { total: 1200, minFirst: 400, minSecond: 320, thickness: 1 };

describe('pane bounds', () => {
  it('keeps the first pane between its minimum and the room the second pane needs', () => {
    expect(clampFirstPane(100, workshop)).toBe(400);
    expect(clampFirstPane(600, workshop)).toBe(600);
    expect(clampFirstPane(1100, workshop)).toBe(1200 - 320 - 1);
  });

  it('gives the first pane its own minimum when the container cannot hold both', () => {
    expect(clampFirstPane(300, { ...workshop, total: 600 })).toBe(400);
  });

  it('turns the limits into shares of the container', () => {
    const range = shareRange(workshop);
    expect(range.min).toBeCloseTo(400 / 1200);
    expect(range.max).toBeCloseTo(879 / 1200);
    expect(clampShare(0.31, workshop)).toBeCloseTo(400 / 1200);
    expect(clampShare(0.5, workshop)).toBe(0.5);
  });

  it('allows any share before the container has been measured', () => {
    expect(shareRange({ ...workshop, total: 0 })).toEqual({ min: 0, max: 1 });
  });
});
