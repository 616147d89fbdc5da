import type { Result } from '../../../contract';

export type MediaType = 'image' | 'video';

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
}

export type CompletedItem = Result & { batchId: string; status: 'completed' };

/** One cell of the workshop's results grid (spec part 2 §3, Result item). */
export type ResultItem = PendingItem | FailedItem | CompletedItem;

export interface NewBatch {
  batchId: string;
  count: number;
  type: MediaType;
  templateId: string;
  promptText: string;
  createId: () => string;
}

export function createPlaceholders({ batchId, count, type, templateId, promptText, createId }: NewBatch): PendingItem[] {
  return Array.from({ length: Math.max(1, count) }, () => ({
    id: createId(),
    batchId,
    status: 'generating',
    taskId: null,
    taskStatus: 'submitting',
    progress: null,
    type,
    templateId,
    promptText,
  }));
}

export function completedItems(results: readonly Result[], batchId: string): CompletedItem[] {
  return results.map((result) => ({ ...result, batchId, status: 'completed' }));
}

/** Which task each placeholder waits for: evenly spread, so one task with four images keeps all four. */
export function assignTasks(placeholderCount: number, taskIds: readonly string[]): string[] {
  if (taskIds.length === 0) return [];
  return Array.from({ length: Math.max(placeholderCount, taskIds.length) }, (_, index) =>
    placeholderCount >= taskIds.length ? taskIds[Math.floor((index * taskIds.length) / placeholderCount)]! : taskIds[index]!,
  );
}

/** The batch's placeholders, each bound to the task it waits for; extra tasks get placeholders of their own. */
export function placeholdersForTasks(shown: readonly PendingItem[], taskIds: readonly string[], createId: () => string): PendingItem[] {
  return assignTasks(shown.length, taskIds).map((taskId, index) => {
    const own = shown[index];
    return { ...(own ?? shown[0]!), id: own?.id ?? createId(), taskId, taskStatus: 'queued' };
  });
}

type Match = (item: ResultItem) => boolean;

export const byTask = (taskId: string): Match => (item) => item.status !== 'completed' && item.taskId === taskId;
export const byBatch = (batchId: string): Match => (item) => item.batchId === batchId;

/** The items with the matching ones replaced by `replacements`, placed where the first match was. */
export function replaceItems(items: readonly ResultItem[], match: Match, replacements: readonly ResultItem[]): ResultItem[] {
  const first = items.findIndex(match);
  if (first === -1) return [...items];
  const rest = items.filter((item) => !match(item));
  const insertAt = items.slice(0, first).filter((item) => !match(item)).length;
  return [...rest.slice(0, insertAt), ...replacements, ...rest.slice(insertAt)];
}

export function patchPending(items: readonly ResultItem[], match: Match, patch: Partial<PendingItem>): ResultItem[] {
  return items.map((item) => (item.status === 'generating' && match(item) ? { ...item, ...patch } : item));
}

export function failedItem(item: PendingItem, taskId: string, errorMessage: string | null): FailedItem {
  const { id, batchId, type, templateId, promptText } = item;
  return { id, batchId, status: 'failed', taskId, type, templateId, promptText, errorMessage };
}

/** The placeholders of a batch remembered from an earlier visit: waiting until the first poll says otherwise. */
export function restoredPlaceholders(batch: {
  batchId: string;
  type: MediaType;
  templateId: string;
  promptText: string;
  placeholders: ReadonlyArray<{ id: string; taskId: string }>;
}): PendingItem[] {
  return batch.placeholders.map(({ id, taskId }) => ({
    id,
    batchId: batch.batchId,
    status: 'generating',
    taskId,
    taskStatus: 'queued',
    progress: null,
    type: batch.type,
    templateId: batch.templateId,
    promptText: batch.promptText,
  }));
}
