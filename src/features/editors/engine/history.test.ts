import { describe, expect, it } from 'vitest';
import { record, redo, startHistory, undo, undoLimit } from './history';

describe('bounded undo history', () => {
  it('undoes and redoes in order, and a new step forgets what was undone', () => {
    let history = record(record(startHistory('a'), 'b'), 'c');
    history = undo(history);
    expect(history.present).toBe('b');
    expect(redo(history).present).toBe('c');
    history = record(undo(history), 'x');
    expect(history.present).toBe('x');
    expect(history.future).toEqual([]);
    expect(undo(history).present).toBe('a');
  });

  it(`keeps at most ${undoLimit} steps: the oldest falls off`, () => {
    let history = startHistory(0);
    for (let step = 1; step <= undoLimit + 5; step += 1) history = record(history, step);
    expect(history.past).toHaveLength(undoLimit);
    let undone = 0;
    while (history.past.length > 0) {
      history = undo(history);
      undone += 1;
    }
    expect(undone).toBe(undoLimit);
    expect(history.present).toBe(5);
    expect(undo(history)).toBe(history);
  });

  it('leaves the history as it was when there is nothing to undo or redo', () => {
    const history = startHistory('only');
    expect(undo(history)).toBe(history);
    expect(redo(history)).toBe(history);
  });
});
