import type { QueryClient } from '@tanstack/react-query';
import type { CallAnswer, Result, runWorkflow } from '@contract';
import { writeMedia } from '../media/media-cache';
import { isTaskFinished, type TaskStatus } from '../queries/task-queries';
import { generationLimits } from '../rules/constants';
import { generationMessages } from '../rules/message-keys';
import { estimatedDurationMs } from '../rules/progress';
import { browserLocalStorage, forgetTask, projectKeyOf, readBatches, rememberBatch, type KeyValueStorage } from './active-tasks-storage';
import type { ActiveTasksStore } from './active-tasks-store';
import { createBatches } from './batches';
import type { MediaType } from './result-items';
import type { TaskEventStream } from './task-events';
import { createTaskFeed } from './task-feed';

export type RunAnswer = CallAnswer<typeof runWorkflow>;

export interface BatchRequest {
  /** How many results the run makes; one placeholder each. */
  count: number;
  type: MediaType;
  templateId: string;
  /** The template's types, which set the estimated duration of simulated progress. */
  templateTypes: readonly string[];
  promptText: string;
}

export interface TaskTrackerOptions {
  queryClient: QueryClient;
  store: ActiveTasksStore;
  /** @default the browser's local storage */
  storage?: KeyValueStorage | undefined;
  /** A live event feed; polling runs regardless, so a stream that fails costs nothing. */
  events?: TaskEventStream | null | undefined;
  now?: () => number;
  createId?: () => string;
  /** A task's answer carried a balance: a refund after a failure, or a settlement on completion. */
  onBalance?: (balance: number) => void;
  /** Results replaced their placeholders: history, projects and the asset library are stale. */
  onResults?: (results: Result[]) => void;
  /**
   * What a failed task's cell says: the app translates the server's error code into the interface language.
   * @default the server's English text
   */
  describeFailure?: (status: TaskStatus) => string | null;
}

let localIdCount = 0;
const localId = () => `local-${Date.now().toString(36)}-${(localIdCount += 1)}`;

/**
 * Follows generation runs to their end (spec part 2 §4). The task statuses live in the query cache, kept
 * current by the task feed (stream first, 3 s polls as fallback); the grid's placeholders live in the store
 * and, per project, in local storage so a reload resumes them. Results replace their placeholders 500 ms after
 * completion; a failed poll removes the task's placeholders and reports it.
 */
export function createTaskTracker(options: TaskTrackerOptions) {
  const { queryClient, store } = options;
  const storage = options.storage ?? browserLocalStorage;
  const now = options.now ?? (() => Date.now());
  const describeFailure = options.describeFailure ?? ((status: TaskStatus) => status.error_message);
  const batches = createBatches(store.state, options.createId ?? localId);
  /** Pending reveals run at once on stop, so no placeholder outlives a task already forgotten in storage. */
  const reveals = new Map<ReturnType<typeof setTimeout>, () => void>();
  const resultsListeners = new Set(options.onResults ? [options.onResults] : []);
  const announce = (results: Result[]) => {
    if (results.length > 0) for (const listener of resultsListeners) listener(results);
  };
  const projectOf = new Map<string, string>();
  let resumedKey: string | null = null;

  const feed = createTaskFeed({ queryClient, events: options.events, onStatus, onError });

  function finish(taskId: string): void {
    feed.unfollow(taskId);
    forgetTask(storage, projectOf.get(taskId) ?? store.state.projectKey, taskId);
    projectOf.delete(taskId);
    // An ended task shows 100%, its results or its failure: when it started running no longer matters.
    delete store.state.runningSince[taskId];
  }

  function onError(taskId: string): void {
    finish(taskId);
    batches.dropTask(taskId);
    store.state.lastError = generationMessages.trackingFailed;
  }

  function onStatus(taskId: string, status: TaskStatus): void {
    if (status.status === 'running') store.state.runningSince[taskId] ??= now();
    if (!isTaskFinished(status)) return;
    finish(taskId);
    if (status.new_balance !== undefined) options.onBalance?.(status.new_balance);
    if (status.status === 'failed') {
      batches.failTask(taskId, describeFailure(status));
      store.state.lastError = generationMessages.taskFailed;
      return;
    }
    const results = status.data?.results ?? [];
    const ids = writeMedia(queryClient, results);
    const reveal = () => {
      batches.revealTask(taskId, ids);
      announce(results);
    };
    const timer = setTimeout(() => {
      reveals.delete(timer);
      reveal();
    }, generationLimits.revealDelayMs);
    reveals.set(timer, reveal);
  }

  function follow(taskId: string, projectKey: string, known?: TaskStatus): void {
    projectOf.set(taskId, projectKey);
    feed.follow(taskId, known);
  }

  return {
    /** Shows a batch of placeholders at once, before the run is sent; returns the batch id. */
    addBatch: (request: BatchRequest): string => batches.add({ ...request, estimatedMs: estimatedDurationMs(request.templateTypes) }),

    /** Direct results complete the batch; queued tasks are stored under the run's project and followed. */
    acceptRun(batchId: string, answer: RunAnswer, requestedProjectId: string | null): void {
      const directResults = answer.data?.results ?? [];
      if (directResults.length > 0 || answer.tasks.length === 0) {
        if (batches.complete(batchId, writeMedia(queryClient, directResults))) announce(directResults);
        return;
      }
      // Stored under the project the results land in, which the run may have just created.
      const projectKey = projectKeyOf(answer.project_id ?? requestedProjectId);
      const batch = batches.bind(
        batchId,
        projectKey,
        answer.tasks.map((task) => task.task_id),
      );
      if (!batch) return;
      rememberBatch(storage, projectKey, batches.stored(batch));
      for (const task of answer.tasks) follow(task.task_id, projectKey, task);
    },

    /** Removes the placeholders of a run the server refused. */
    discardBatch: (batchId: string): void => batches.discard(batchId),

    /** Shows the tasks of a project (null: none), resuming those stored by an earlier visit. */
    setProject(projectId: string | null): void {
      const projectKey = projectKeyOf(projectId);
      if (resumedKey === projectKey) return;
      resumedKey = projectKey;
      store.state.projectKey = projectKey;
      for (const taskId of feed.followedTasks()) if (projectOf.get(taskId) !== projectKey) feed.unfollow(taskId);
      batches.showProject(projectKey);
      for (const stored of readBatches(storage, projectKey)) {
        batches.restore(stored, projectKey);
        // A stored task may have finished while the page was closed: it is asked about at once.
        for (const taskId of new Set(stored.placeholders.map((placeholder) => placeholder.taskId))) follow(taskId, projectKey);
      }
    },

    /** Also tells `listener` when results arrive; returns the function that stops telling it. */
    addResultsListener(listener: (results: Result[]) => void): () => void {
      resultsListeners.add(listener);
      return () => void resultsListeners.delete(listener);
    },

    dismiss: (itemId: string): void => batches.dismiss(itemId),

    clearError(): void {
      store.state.lastError = null;
    },

    /** Stops following every task and the stream; stored tasks stay stored, so the next visit resumes them. */
    stop(): void {
      feed.stop();
      for (const [timer, reveal] of reveals) {
        clearTimeout(timer);
        reveal();
      }
      reveals.clear();
      resumedKey = null;
    },
  };
}

export type TaskTracker = ReturnType<typeof createTaskTracker>;
