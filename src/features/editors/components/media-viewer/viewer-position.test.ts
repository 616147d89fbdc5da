import { describe, expect, it } from 'vitest';
import { arrowStep, settledIndex, viewerPosition } from './viewer-position';

describe('viewerPosition', () => {
  it('cannot step back from the first item nor on from the last of a list that has no more', () => {
    expect(viewerPosition(0, 3, false)).toEqual({ canGoBack: false, canGoOn: true, count: 3, isOpenEnded: false });
    expect(viewerPosition(2, 3, false)).toMatchObject({ canGoBack: true, canGoOn: false });
  });

  it('steps on past the last loaded item while the list has more, counting the position it goes to', () => {
    expect(viewerPosition(2, 3, true)).toMatchObject({ canGoOn: true, count: 3, isOpenEnded: true });
    expect(viewerPosition(3, 3, true)).toMatchObject({ canGoBack: true, count: 4 });
  });
});

describe('arrowStep', () => {
  it('goes on with the right arrow, and with the left arrow in a right-to-left page', () => {
    expect(arrowStep('ArrowRight', false)).toBe(1);
    expect(arrowStep('ArrowLeft', false)).toBe(-1);
    expect(arrowStep('ArrowLeft', true)).toBe(1);
    expect(arrowStep('ArrowRight', true)).toBe(-1);
    expect(arrowStep('ArrowUp', false)).toBe(0);
  });
});

describe('settledIndex', () => {
  it('moves back to the last item when the list ended before the position, and stays otherwise', () => {
    expect(settledIndex(3, 3, false)).toBe(2);
    expect(settledIndex(3, 3, true)).toBeNull();
    expect(settledIndex(1, 3, false)).toBeNull();
    expect(settledIndex(0, 0, false)).toBeNull();
  });
});
