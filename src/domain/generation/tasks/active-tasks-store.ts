import { proxy } from 'valtio';
import type { GenerationMessageKey } from '../rules/message-keys';

export type MediaType = 'image' | 'video';

/**
 * One cell of a batch in the results grid, as the browser knows it: a placeholder waiting for its task (no
 * task yet while the run is being sent), a placeholder whose task failed, or a revealed creation by id. What
 * tasks and creations say lives in the query cache; the grid only keeps which cell shows which.
 */
export type GridCell =
  | { kind: 'placeholder'; id: string; taskId: string | null }
  | { kind: 'failed'; id: string; taskId: string; errorMessage: string | null }
  | { kind: 'media'; id: string };

export interface ActiveBatch {
  batchId: string;
  /** The project whose storage keeps the batch; null while the run is being sent. */
  projectKey: string | null;
  /** How many results were asked for: placeholders to show if none are left when the run is accepted. */
  count: number;
  type: MediaType;
  templateId: string;
  promptText: string;
  /** How long the template usually takes, for simulated progress. */
  estimatedMs: number;
  cells: GridCell[];
}

export interface ActiveTasksState {
  /** The project whose stored tasks are shown: its id, or 'none' outside any project. */
  projectKey: string;
  /** The results grid, newest batch first. */
  batches: ActiveBatch[];
  /** When this browser first saw each task running: simulated progress counts from there. */
  runningSince: Record<string, number>;
  /** What last went wrong while tracking, for the UI to show once and clear. */
  lastError: GenerationMessageKey | null;
}

const initialActiveTasksState: Readonly<ActiveTasksState> = { projectKey: 'none', batches: [], runningSince: {}, lastError: null };

export interface ActiveTasksStore {
  state: ActiveTasksState;
  initialState: Readonly<ActiveTasksState>;
  reset: () => void;
}

/**
 * The active-tasks store: browser-owned state only (which placeholders show which task, per project). A
 * factory, not a module singleton, so each story and test (and each provider) starts from a fresh one;
 * `initial` lets a story show a given grid.
 */
export function createActiveTasksStore(initial: Partial<ActiveTasksState> = {}): ActiveTasksStore {
  const fresh = (): ActiveTasksState => ({ ...initialActiveTasksState, batches: [], runningSince: {} });
  const state = proxy<ActiveTasksState>({ ...fresh(), ...initial });
  return {
    state,
    initialState: initialActiveTasksState,
    reset: () => Object.assign(state, fresh()),
  };
}
