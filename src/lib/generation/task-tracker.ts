import { getTaskStatus, type Result, type TaskEvent } from '../../../contract';
import { api } from '../api';
import { browserLocalStorage, forgetTask, projectKeyOf, readBatches, rememberBatch } from './active-tasks-storage';
import { generationLimits } from './constants';
import { generationMessages } from './message-keys';
import { displayedProgress, estimatedDurationMs } from './progress';
import {
  byBatch,
  byTask,
  completedItems,
  createPlaceholders,
  failedItem,
  patchPending,
  placeholdersForTasks,
  replaceItems,
  restoredPlaceholders,
  type PendingItem,
} from './result-items';
import type { BatchRequest, TaskTracker, TaskTrackerOptions } from './task-tracker-types';
import type { TaskStatus } from './task-queries';

interface Tracked {
  taskId: string;
  batchId: string;
  projectKey: string;
  estimatedMs: number;
  runningSince: number | null;
  timer: ReturnType<typeof setTimeout> | null;
}

let localIdCount = 0;
const localId = () => `local-${Date.now().toString(36)}-${(localIdCount += 1)}`;

/**
 * Follows generation tasks to their end (spec part 2 §4): polls each every 3 s, shows server or simulated
 * progress, replaces placeholders with results 500 ms after completion, forgets finished tasks in storage, and on
 * a polling error removes the task's placeholders and reports it. Stream events are applied as they come and
 * push the task's next poll back, so polling only fills in when the stream is silent, down or absent.
 */
export function createTaskTracker(options: TaskTrackerOptions): TaskTracker {
  const state = options.store.state;
  const storage = options.storage ?? browserLocalStorage;
  const fetchTask = options.fetchTask ?? ((taskId: string) => api(getTaskStatus, { params: { taskId } }));
  const now = options.now ?? (() => Date.now());
  const createId = options.createId ?? localId;
  const tracked = new Map<string, Tracked>();
  const batches = new Map<string, { request: BatchRequest; projectKey: string | null }>();
  /** Pending reveals run at once on stop, so no placeholder outlives a task already forgotten in storage. */
  const reveals = new Map<ReturnType<typeof setTimeout>, () => void>();
  const resultsListeners = new Set(options.onResults ? [options.onResults] : []);
  const announce = (results: Result[]) => {
    if (results.length > 0) for (const listener of resultsListeners) listener(results);
  };
  let resumedKey: string | null = null;
  let unsubscribe: (() => void) | null = null;

  function track(taskId: string, batchId: string, projectKey: string, estimatedMs: number, firstPollMs: number) {
    const entry: Tracked = { taskId, batchId, projectKey, estimatedMs, runningSince: null, timer: null };
    tracked.set(taskId, entry);
    entry.timer = setTimeout(() => void poll(entry), firstPollMs);
    if (!unsubscribe && options.events) unsubscribe = options.events.subscribe(applyEvent);
  }

  function applyEvent(event: TaskEvent) {
    const entry = tracked.get(event.task.task_id);
    if (entry) apply(entry, { ...event.task, new_balance: event.new_balance, data: event.results && { results: event.results } });
  }

  function untrack(entry: Tracked) {
    if (entry.timer) clearTimeout(entry.timer);
    tracked.delete(entry.taskId);
    if (tracked.size > 0) return;
    unsubscribe?.();
    unsubscribe = null;
  }

  async function poll(entry: Tracked) {
    let status: TaskStatus;
    try {
      status = await fetchTask(entry.taskId);
    } catch {
      if (tracked.get(entry.taskId) !== entry) return;
      untrack(entry);
      forgetTask(storage, entry.projectKey, entry.taskId);
      state.items = state.items.filter((item) => !byTask(entry.taskId)(item));
      state.lastError = generationMessages.trackingFailed;
      return;
    }
    // Stopped, switched away or finished by a stream event while the answer was on its way.
    if (tracked.get(entry.taskId) === entry) apply(entry, status);
  }

  function apply(entry: Tracked, status: TaskStatus) {
    if (status.status === 'queued' || status.status === 'running') {
      if (status.status === 'running') entry.runningSince ??= now();
      const runningForMs = entry.runningSince === null ? 0 : now() - entry.runningSince;
      const progress = displayedProgress({ ...status, runningForMs, estimatedMs: entry.estimatedMs });
      state.items = patchPending(state.items, byTask(entry.taskId), { taskStatus: status.status, progress });
      if (entry.timer) clearTimeout(entry.timer);
      entry.timer = setTimeout(() => void poll(entry), generationLimits.pollIntervalMs);
      return;
    }
    untrack(entry);
    forgetTask(storage, entry.projectKey, entry.taskId);
    if (status.new_balance !== undefined) options.onBalance?.(status.new_balance);
    const match = byTask(entry.taskId);
    if (status.status === 'failed') {
      const fail = (item: PendingItem) => failedItem(item, entry.taskId, status.error_message);
      state.items = state.items.map((item) => (item.status === 'generating' && match(item) ? fail(item) : item));
      state.lastError = generationMessages.taskFailed;
      return;
    }
    const results = status.data?.results ?? [];
    state.items = patchPending(state.items, match, { taskStatus: 'running', progress: 100 });
    const reveal = () => {
      state.items = replaceItems(state.items, match, completedItems(results, entry.batchId));
      announce(results);
    };
    const timer = setTimeout(() => {
      reveals.delete(timer);
      reveal();
    }, generationLimits.revealDelayMs);
    reveals.set(timer, reveal);
  }

  function resume(projectKey: string) {
    for (const batch of readBatches(storage, projectKey)) {
      if (!state.items.some(byBatch(batch.batchId))) state.items = [...restoredPlaceholders(batch), ...state.items];
      batches.set(batch.batchId, { request: { ...batch, count: batch.placeholders.length, templateTypes: [] }, projectKey });
      for (const taskId of new Set(batch.placeholders.map((placeholder) => placeholder.taskId))) {
        // A stored task may have finished while the page was closed: ask at once rather than in 3 s.
        if (!tracked.has(taskId)) track(taskId, batch.batchId, projectKey, batch.estimatedMs, 0);
      }
    }
  }

  return {
    addBatch(request) {
      const batchId = createId();
      batches.set(batchId, { request, projectKey: null });
      state.items = [...createPlaceholders({ ...request, batchId, createId }), ...state.items];
      return batchId;
    },

    acceptRun(batchId, answer, requestedProjectId) {
      const batch = batches.get(batchId);
      if (!batch) return;
      const directResults = answer.data?.results ?? [];
      if (directResults.length > 0 || answer.tasks.length === 0) {
        batches.delete(batchId);
        state.items = replaceItems(state.items, byBatch(batchId), completedItems(directResults, batchId));
        announce(directResults);
        return;
      }
      // Stored under the project the results land in, which the run may have just created.
      const projectKey = projectKeyOf(answer.project_id ?? requestedProjectId);
      batch.projectKey = projectKey;
      const shown = state.items.filter((item): item is PendingItem => item.status === 'generating' && item.batchId === batchId);
      const base = shown.length > 0 ? shown : createPlaceholders({ ...batch.request, batchId, createId });
      const placeholders = placeholdersForTasks(base, answer.tasks.map((task) => task.task_id), createId);
      state.items = shown.length > 0 ? replaceItems(state.items, byBatch(batchId), placeholders) : [...placeholders, ...state.items];
      const { templateId, type, promptText, templateTypes } = batch.request;
      const estimatedMs = estimatedDurationMs(templateTypes);
      const bindings = placeholders.map(({ id, taskId }) => ({ id, taskId: taskId! }));
      rememberBatch(storage, projectKey, { batchId, templateId, type, promptText, estimatedMs, placeholders: bindings });
      for (const task of answer.tasks) track(task.task_id, batchId, projectKey, estimatedMs, generationLimits.pollIntervalMs);
    },

    discardBatch(batchId) {
      batches.delete(batchId);
      state.items = state.items.filter((item) => !byBatch(batchId)(item));
    },

    setProject(projectId) {
      const projectKey = projectKeyOf(projectId);
      if (resumedKey === projectKey) return;
      resumedKey = projectKey;
      state.projectKey = projectKey;
      for (const entry of tracked.values()) if (entry.projectKey !== projectKey) untrack(entry);
      // Another project's grid goes; a batch still being submitted stays, since its project is not known yet.
      const isShown = (batchId: string) => [undefined, null, projectKey].includes(batches.get(batchId)?.projectKey);
      state.items = state.items.filter((item) => isShown(item.batchId));
      resume(projectKey);
    },

    addResultsListener(listener) {
      resultsListeners.add(listener);
      return () => void resultsListeners.delete(listener);
    },

    dismiss(itemId) {
      state.items = state.items.filter((item) => item.id !== itemId);
    },

    clearError() {
      state.lastError = null;
    },

    stop() {
      for (const entry of tracked.values()) untrack(entry);
      for (const [timer, reveal] of reveals) {
        clearTimeout(timer);
        reveal();
      }
      reveals.clear();
      resumedKey = null;
    },
  };
}
