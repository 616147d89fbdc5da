import type { Snapshot } from 'valtio';
import type { MediaRecord } from '../media/media-cache';
import type { TaskStatus } from '../queries/task-queries';
import { displayedProgress } from '../rules/progress';
import type { ActiveBatch, ActiveTasksState, GridCell, MediaType } from './active-tasks-store';

export type { MediaType } from './active-tasks-store';

/** A result still being made: shows 'Waiting in queue...' while queued, else a percent. */
export interface PendingItem {
  id: string;
  batchId: string;
  status: 'generating';
  /** Null until the server accepts the run. */
  taskId: string | null;
  taskStatus: 'submitting' | 'queued' | 'running';
  /** The percent to show, or null while waiting. */
  progress: number | null;
  type: MediaType;
  templateId: string;
  promptText: string;
}

/** A task that failed; shown or hidden by the user's show_failed_tasks setting. */
export interface FailedItem {
  id: string;
  batchId: string;
  status: 'failed';
  taskId: string;
  type: MediaType;
  templateId: string;
  promptText: string;
  /** The server's reason, when it gave one; the UI falls back to `generationMessages.taskFailed`. */
  errorMessage: string | null;
  /** The points given back for it (a failed run refunds what it held), once its status says how many. */
  refunded?: number;
}

export type CompletedItem = MediaRecord & { batchId: string; status: 'completed' };

/** One cell of the workshop's results grid (spec part 2 §3, Result item). */
export type ResultItem = PendingItem | FailedItem | CompletedItem;

/** Where the grid reads what the server said: the query cache's task statuses and creations. */
export interface ServerData {
  taskStatus: (taskId: string) => TaskStatus | undefined;
  media: (id: string) => MediaRecord | undefined;
}

type Batch = Snapshot<ActiveBatch>;

function pendingItem(
  batch: Batch,
  cell: { id: string; taskId: string | null },
  server: ServerData,
  runningSince: Readonly<Record<string, number>>,
  now: number,
): PendingItem {
  const { batchId, type, templateId, promptText, estimatedMs } = batch;
  const base = { id: cell.id, batchId, status: 'generating' as const, taskId: cell.taskId, type, templateId, promptText };
  const status = cell.taskId === null ? undefined : server.taskStatus(cell.taskId);
  if (cell.taskId === null) return { ...base, taskStatus: 'submitting', progress: null };
  if (!status) return { ...base, taskStatus: 'queued', progress: null };
  const since = runningSince[cell.taskId];
  // A finished task shows 100% until its results replace it, half a second later.
  const progress = displayedProgress({ ...status, runningForMs: since === undefined ? 0 : now - since, estimatedMs });
  return { ...base, taskStatus: status.status === 'queued' ? 'queued' : 'running', progress };
}

function itemOf(
  batch: Batch,
  cell: Snapshot<GridCell>,
  state: Snapshot<Pick<ActiveTasksState, 'runningSince'>>,
  server: ServerData,
  now: number,
): ResultItem | null {
  if (cell.kind === 'media') {
    const record = server.media(cell.id);
    return record ? { ...record, batchId: batch.batchId, status: 'completed' } : null;
  }
  const { batchId, type, templateId, promptText } = batch;
  if (cell.kind === 'failed') {
    const cost = server.taskStatus(cell.taskId)?.cost;
    return {
      id: cell.id,
      batchId,
      status: 'failed',
      taskId: cell.taskId,
      type,
      templateId,
      promptText,
      errorMessage: cell.errorMessage,
      ...(cost ? { refunded: cost } : {}),
    };
  }
  return pendingItem(batch, cell, server, state.runningSince, now);
}

/**
 * The results grid at `now`: the browser's placeholders, with progress from the cached task statuses (server
 * values, or simulated from when the task was first seen running) and revealed creations from the media cache.
 */
export function resultItems(
  state: Snapshot<Pick<ActiveTasksState, 'batches' | 'runningSince'>>,
  server: ServerData,
  now: number,
): ResultItem[] {
  return state.batches.flatMap((batch) =>
    batch.cells.map((cell) => itemOf(batch, cell, state, server, now)).filter((item) => item !== null),
  );
}
