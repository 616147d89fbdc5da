import { proxy } from 'valtio';
import type { GenerationMessageKey } from './message-keys';
import type { ResultItem } from './result-items';

export interface ActiveTasksState {
  /** The project whose stored tasks are shown: its id, or 'none' outside any project. */
  projectKey: string;
  /** The results grid: placeholders, failures and results, newest batch first. */
  items: ResultItem[];
  /** What last went wrong while tracking, for the UI to show once and clear. */
  lastError: GenerationMessageKey | null;
}

export const initialActiveTasksState: Readonly<ActiveTasksState> = { projectKey: 'none', items: [], lastError: null };

export interface ActiveTasksStore {
  state: ActiveTasksState;
  initialState: Readonly<ActiveTasksState>;
  reset: () => void;
}

/**
 * The active-tasks store. A factory, not a module singleton, so each story and test (and each provider) starts
 * from a fresh one; `initial` lets a story show a given grid.
 */
export function createActiveTasksStore(initial: Partial<ActiveTasksState> = {}): ActiveTasksStore {
  const fresh = (): ActiveTasksState => ({ ...initialActiveTasksState, items: [] });
  const state = proxy<ActiveTasksState>({ ...fresh(), ...initial });
  return {
    state,
    initialState: initialActiveTasksState,
    reset: () => Object.assign(state, fresh()),
  };
}
