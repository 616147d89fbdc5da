import { assert, double, property } from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isRandomSeed, maxSeed, randomSeed, seedForRun } from './seed';

describe('randomSeed', () => {
  it('stays within 1 and about 2.1 billion for any draw', () => {
    assert(
      property(double({ min: 0, max: 1, maxExcluded: true, noNaN: true }), (draw) => {
        const seed = randomSeed(() => draw);
        return Number.isInteger(seed) && seed >= 1 && seed <= maxSeed;
      }),
    );
    expect(randomSeed(() => 0)).toBe(1);
    expect(randomSeed(() => 0.999_999_999_9)).toBe(maxSeed);
  });
});

describe('seedForRun', () => {
  it('draws a seed for an empty field or -1, and keeps a chosen one', () => {
    for (const empty of [undefined, null, '', ' ', -1, '-1']) expect(isRandomSeed(empty)).toBe(true);
    expect(seedForRun('', () => 0.5)).toBe(randomSeed(() => 0.5));
    expect(seedForRun(42)).toBe(42);
    expect(seedForRun('1234')).toBe(1234);
    expect(seedForRun(0)).toBe(0);
  });
});
