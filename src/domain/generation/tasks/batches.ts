import type { StoredBatch } from './active-tasks-storage';
import type { ActiveBatch, ActiveTasksState, GridCell } from './active-tasks-store';
import { bindTasks, changeCells, isCellOfTask, isPlaceholderOf, placeholders, replaceCells } from './grid-cells';

export type NewBatch = Pick<ActiveBatch, 'count' | 'type' | 'templateId' | 'promptText' | 'estimatedMs'>;

/** The results grid's batches in the store, changed only through these steps. */
export function createBatches(state: ActiveTasksState, createId: () => string) {
  const find = (batchId: string) => state.batches.find((batch) => batch.batchId === batchId);
  const change = (edit: (cells: GridCell[]) => GridCell[]) => {
    state.batches = changeCells(state.batches, edit);
  };

  return {
    /** A batch of placeholders shown before the run is sent; answers its id. */
    add(request: NewBatch): string {
      const batchId = createId();
      state.batches = [{ ...request, batchId, projectKey: null, cells: placeholders(request.count, createId) }, ...state.batches];
      return batchId;
    },

    /** Direct results in place of the placeholders; false when the batch is gone. */
    complete(batchId: string, mediaIds: readonly string[]): boolean {
      const batch = find(batchId);
      if (!batch) return false;
      if (batch.cells.length > 0) batch.cells = mediaIds.map((id) => ({ kind: 'media', id }));
      return true;
    },

    /** Binds the batch's placeholders to the run's tasks, under the project the results land in. */
    bind(batchId: string, projectKey: string, taskIds: readonly string[]): ActiveBatch | null {
      const batch = find(batchId);
      if (!batch) return null;
      const shown = batch.cells.filter((cell) => cell.kind === 'placeholder');
      batch.projectKey = projectKey;
      batch.cells = bindTasks(shown.length > 0 ? shown : placeholders(batch.count, createId), taskIds, createId);
      return batch;
    },

    /** What local storage keeps of a batch, to resume it after a reload. */
    stored(batch: ActiveBatch): StoredBatch {
      const bound = batch.cells.flatMap((cell) =>
        cell.kind === 'placeholder' && cell.taskId ? [{ id: cell.id, taskId: cell.taskId }] : [],
      );
      const { batchId, templateId, type, promptText, estimatedMs } = batch;
      return { batchId, templateId, type, promptText, estimatedMs, placeholders: bound };
    },

    /** A batch remembered from an earlier visit, unless it is shown already. */
    restore(stored: StoredBatch, projectKey: string): void {
      if (find(stored.batchId)) return;
      const { batchId, templateId, type, promptText, estimatedMs } = stored;
      const cells: GridCell[] = stored.placeholders.map(({ id, taskId }) => ({ kind: 'placeholder', id, taskId }));
      state.batches = [{ batchId, projectKey, count: cells.length, templateId, type, promptText, estimatedMs, cells }, ...state.batches];
    },

    discard(batchId: string): void {
      state.batches = state.batches.filter((batch) => batch.batchId !== batchId);
    },

    /** Another project's grid goes; a batch still being sent stays, since its project is not known yet. */
    showProject(projectKey: string): void {
      state.batches = state.batches.filter((batch) => batch.projectKey === null || batch.projectKey === projectKey);
    },

    revealTask(taskId: string, mediaIds: readonly string[]): void {
      change((cells) =>
        replaceCells(
          cells,
          isPlaceholderOf(taskId),
          mediaIds.map((id) => ({ kind: 'media', id })),
        ),
      );
    },

    failTask(taskId: string, errorMessage: string | null): void {
      change((cells) =>
        cells.map((cell) =>
          cell.kind === 'placeholder' && cell.taskId === taskId ? { kind: 'failed', id: cell.id, taskId, errorMessage } : cell,
        ),
      );
    },

    /** Removes every cell of a task that can no longer be followed. */
    dropTask(taskId: string): void {
      change((cells) => cells.filter((cell) => !isCellOfTask(taskId)(cell)));
    },

    dismiss(cellId: string): void {
      change((cells) => cells.filter((cell) => cell.id !== cellId));
    },
  };
}
