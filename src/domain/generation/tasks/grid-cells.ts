import type { ActiveBatch, GridCell } from './active-tasks-store';

type Placeholder = Extract<GridCell, { kind: 'placeholder' }>;

export function placeholders(count: number, createId: () => string): Placeholder[] {
  return Array.from({ length: Math.max(1, count) }, () => ({ kind: 'placeholder', id: createId(), taskId: null }));
}

/** Which task each placeholder waits for: evenly spread, so one task with four images keeps all four. */
export function assignTasks(placeholderCount: number, taskIds: readonly string[]): string[] {
  if (taskIds.length === 0) return [];
  return Array.from({ length: Math.max(placeholderCount, taskIds.length) }, (_, index) =>
    placeholderCount >= taskIds.length ? taskIds[Math.floor((index * taskIds.length) / placeholderCount)]! : taskIds[index]!,
  );
}

/** The batch's placeholders, each bound to the task it waits for; extra tasks get placeholders of their own. */
export function bindTasks(shown: readonly Placeholder[], taskIds: readonly string[], createId: () => string): Placeholder[] {
  return assignTasks(shown.length, taskIds).map((taskId, index) => ({ kind: 'placeholder', id: shown[index]?.id ?? createId(), taskId }));
}

export const isPlaceholderOf = (taskId: string) => (cell: GridCell) => cell.kind === 'placeholder' && cell.taskId === taskId;
export const isCellOfTask = (taskId: string) => (cell: GridCell) => cell.kind !== 'media' && cell.taskId === taskId;

/** The cells with the matching ones replaced by `replacements`, placed where the first match was. */
export function replaceCells(
  cells: readonly GridCell[],
  match: (cell: GridCell) => boolean,
  replacements: readonly GridCell[],
): GridCell[] {
  const first = cells.findIndex(match);
  if (first === -1) return [...cells];
  const rest = cells.filter((cell) => !match(cell));
  const insertAt = cells.slice(0, first).filter((cell) => !match(cell)).length;
  return [...rest.slice(0, insertAt), ...replacements, ...rest.slice(insertAt)];
}

/** Applies `change` to the cells of every batch. A batch left empty stays: a run being sent still needs it. */
export function changeCells(batches: ActiveBatch[], change: (cells: GridCell[]) => GridCell[]): ActiveBatch[] {
  return batches.map((batch) => ({ ...batch, cells: change(batch.cells) }));
}
