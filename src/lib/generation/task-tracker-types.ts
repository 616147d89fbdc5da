import type { CallAnswer, Result, runWorkflow } from '../../../contract';
import type { ActiveTasksStore } from './active-tasks-store';
import type { KeyValueStorage } from './active-tasks-storage';
import type { MediaType } from './result-items';
import type { TaskEventStream } from './task-events';
import type { TaskStatus } from './task-queries';

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
  store: ActiveTasksStore;
  /** @default a GET of the task's status through the app's API client */
  fetchTask?: (taskId: string) => Promise<TaskStatus>;
  /** @default the browser's local storage */
  storage?: KeyValueStorage;
  /** A live event feed; polling runs regardless, so a stream that fails costs nothing. */
  events?: TaskEventStream | null;
  now?: () => number;
  createId?: () => string;
  /** A task's answer carried a balance: a refund after a failure, or a settlement on completion. */
  onBalance?: (balance: number) => void;
  /** Results replaced their placeholders: history, projects and the asset library are stale. */
  onResults?: (results: Result[]) => void;
}

export interface TaskTracker {
  /** Shows a batch of placeholders at once, before the run is sent; returns the batch id. */
  addBatch: (request: BatchRequest) => string;
  /** Direct results complete the batch; queued tasks are stored under the run's project and polled. */
  acceptRun: (batchId: string, answer: RunAnswer, requestedProjectId: string | null) => void;
  /** Removes the placeholders of a run the server refused. */
  discardBatch: (batchId: string) => void;
  /** Shows the tasks of a project (null: none), resuming those stored by an earlier visit. */
  setProject: (projectId: string | null) => void;
  /** Also tells `listener` when results arrive; returns the function that stops telling it. */
  addResultsListener: (listener: (results: Result[]) => void) => () => void;
  dismiss: (itemId: string) => void;
  clearError: () => void;
  /** Stops every timer and the stream; stored tasks stay stored, so the next visit resumes them. */
  stop: () => void;
}
