import { describe, expect, it } from 'vitest';
import { hapticPatterns, vibrate } from './haptics';

describe('vibrate', () => {
  it('sends the 20, 50 and 100 ms pulses and the double pulse of the spec', () => {
    const sent: VibratePattern[] = [];
    const device = { vibrate: (pattern: VibratePattern) => (sent.push(pattern), true) };
    for (const pattern of ['light', 'medium', 'strong', 'double'] as const) expect(vibrate(pattern, device)).toBe(true);
    expect(sent).toEqual([20, 50, 100, hapticPatterns.double]);
    expect(hapticPatterns.double).toHaveLength(3);
  });

  it('does nothing where the device cannot vibrate', () => {
    expect(vibrate('light', {})).toBe(false);
    expect(vibrate('light', undefined)).toBe(false);
  });

  it('swallows a refusal by the browser', () => {
    const device = {
      vibrate: () => {
        throw new Error('blocked');
      },
    };
    expect(vibrate('double', device)).toBe(false);
  });
});
