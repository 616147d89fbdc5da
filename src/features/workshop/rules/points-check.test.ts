import { describe, expect, it } from 'vitest';
import { hasEnoughPoints } from './points-check';

describe('hasEnoughPoints', () => {
  it('compares the balance with the cost', () => {
    expect(hasEnoughPoints(10, { cost: 10, isAvailable: true })).toBe(true);
    expect(hasEnoughPoints(9, { cost: 10, isAvailable: true })).toBe(false);
  });

  it('does not block while the balance is unknown, or for a plan problem it is not about', () => {
    expect(hasEnoughPoints(undefined, { cost: 10, isAvailable: true })).toBe(true);
    expect(hasEnoughPoints(null, { cost: 10, isAvailable: true })).toBe(true);
    expect(hasEnoughPoints(0, { cost: 9999, isAvailable: false })).toBe(true);
  });
});
