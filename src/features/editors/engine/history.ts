/** The spec keeps at most 30 undo steps (part 2 §4 and §9). */
export const undoLimit = 30;

/** A document's past and future, as immutable snapshots: undo and redo move between them. */
export interface History<T> {
  past: readonly T[];
  present: T;
  future: readonly T[];
}

export const startHistory = <T>(present: T): History<T> => ({ past: [], present, future: [] });

/** A new present; the oldest step falls off past the limit, and a new step forgets what was undone. */
export function record<T>(history: History<T>, next: T, limit = undoLimit): History<T> {
  const past = [...history.past, history.present];
  return { past: past.slice(Math.max(0, past.length - limit)), present: next, future: [] };
}

export function undo<T>(history: History<T>): History<T> {
  const previous = history.past.at(-1);
  if (previous === undefined) return history;
  return { past: history.past.slice(0, -1), present: previous, future: [history.present, ...history.future] };
}

export function redo<T>(history: History<T>): History<T> {
  const [next, ...future] = history.future;
  if (next === undefined) return history;
  return { past: [...history.past, history.present], present: next, future };
}
