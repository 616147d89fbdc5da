import { describe, expect, it } from 'vitest';
import { noOutpaint } from '@contract/browser';
import { undoLimit } from '../engine/history';
import { historyKey, recordSides, redoSides, startOutpaintHistory, undoSides } from './outpaint-history';

const key = (pressed: string, extra: { shiftKey?: boolean; metaKey?: boolean } = {}) =>
  historyKey({ key: pressed, ctrlKey: !extra.metaKey, metaKey: Boolean(extra.metaKey), shiftKey: Boolean(extra.shiftKey) });

const wider = { ...noOutpaint, left: 64 };
const taller = { ...wider, top: 32, bottom: 32 };

describe('outpaint history', () => {
  it('undoes and redoes each change of the sides', () => {
    const history = recordSides(recordSides(startOutpaintHistory(noOutpaint), wider), taller);
    expect(history.present).toEqual(taller);
    const once = undoSides(history);
    expect(once.present).toEqual(wider);
    expect(undoSides(once).present).toEqual(noOutpaint);
    expect(redoSides(once).present).toEqual(taller);
  });

  it('records no step when the sides did not change, and keeps at most the undo limit', () => {
    const start = startOutpaintHistory(noOutpaint);
    expect(recordSides(start, { ...noOutpaint })).toBe(start);
    let history = start;
    for (let step = 1; step <= undoLimit + 5; step += 1) history = recordSides(history, { ...noOutpaint, left: step * 64 });
    expect(history.past).toHaveLength(undoLimit);
  });

  it('reads the undo and redo keys', () => {
    expect(key('z')).toBe('undo');
    expect(key('Z', { shiftKey: true })).toBe('redo');
    expect(key('y')).toBe('redo');
    expect(key('z', { metaKey: true })).toBe('undo');
    expect(historyKey({ key: 'z', ctrlKey: false, metaKey: false, shiftKey: false })).toBeNull();
  });
});
