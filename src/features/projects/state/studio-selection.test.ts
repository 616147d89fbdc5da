import { describe, expect, it } from 'vitest';
import { canDropInto } from './studio-selection';

describe('a studio drop', () => {
  it('never goes into a project that is itself dragged', () => {
    expect(canDropInto('a', ['a', 'c'])).toBe(false);
    expect(canDropInto('b', ['a', 'c'])).toBe(true);
    expect(canDropInto(null, ['a'])).toBe(true);
  });
});
