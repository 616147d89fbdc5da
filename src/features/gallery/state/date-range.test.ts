import { describe, expect, it } from 'vitest';
import { isInDateRange } from './date-range';

describe('the gallery date range', () => {
  const now = new Date(2026, 2, 15, 12, 0, 0);
  it('keeps what falls in the range and drops the rest', () => {
    const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 3_600_000).toISOString();
    expect(isInDateRange(hoursAgo(11), 'today', now)).toBe(true);
    expect(isInDateRange(hoursAgo(13), 'today', now)).toBe(false);
    expect(isInDateRange(hoursAgo(24 * 6), 'last7', now)).toBe(true);
    expect(isInDateRange(hoursAgo(24 * 8), 'last7', now)).toBe(false);
    expect(isInDateRange(hoursAgo(24 * 29), 'last30', now)).toBe(true);
    expect(isInDateRange(hoursAgo(24 * 31), 'last30', now)).toBe(false);
    expect(isInDateRange(hoursAgo(24 * 400), 'any', now)).toBe(true);
  });
});
