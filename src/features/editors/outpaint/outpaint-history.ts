import { outpaintSideNames, type OutpaintSides } from '@contract/browser';
import { record, redo, startHistory, undo, type History } from '../engine/history';

export type OutpaintHistory = History<OutpaintSides>;

const isSame = (a: OutpaintSides, b: OutpaintSides) => outpaintSideNames.every((side) => a[side] === b[side]);

export const startOutpaintHistory = (sides: OutpaintSides): OutpaintHistory => startHistory(sides);

/** A new step, unless the sides did not change: a drag that ends where it began, or a step at the limit. */
export const recordSides = (history: OutpaintHistory, sides: OutpaintSides): OutpaintHistory =>
  isSame(history.present, sides) ? history : record(history, sides);

export { redo as redoSides, undo as undoSides };

/** Ctrl/Cmd+Z undoes; Ctrl/Cmd+Shift+Z or Ctrl+Y redoes, as in the inpaint editor. */
export function historyKey(event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'shiftKey'>): 'undo' | 'redo' | null {
  if (!event.ctrlKey && !event.metaKey) return null;
  const key = event.key.toLowerCase();
  if (key === 'z') return event.shiftKey ? 'redo' : 'undo';
  return key === 'y' ? 'redo' : null;
}
