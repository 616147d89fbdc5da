import { useQueryClient } from '@tanstack/react-query';
import { createContext, useEffect, useState, type ReactNode } from 'react';
import type { Result } from '@contract';
import { translateServerText, useTranslation } from '@/lib/i18n';
import { applyNewBalance } from '../../session';
import { teamKeys } from '../../teams';
import { refreshHistory } from '../media/history-page-queries';
import { generationKeys } from '../queries/keys';
import type { KeyValueStorage } from './active-tasks-storage';
import { createActiveTasksStore, type ActiveTasksStore } from './active-tasks-store';
import type { TaskEventStream } from './task-events';
import { createTaskTracker, type TaskTracker } from './task-tracker';

export interface ActiveTasks {
  store: ActiveTasksStore;
  tracker: TaskTracker;
}

export const ActiveTasksContext = createContext<ActiveTasks | null>(null);

export interface ActiveTasksProviderProps {
  children: ReactNode;
  /** A store to show, e.g. a story's grid. @default a fresh store */
  store?: ActiveTasksStore;
  /** @default the browser's local storage */
  storage?: KeyValueStorage;
  /** A live feed of task events, e.g. `taskEventStream({ getToken: () => sessionStore.token })`. @default none: polling only */
  events?: TaskEventStream | null;
  /** Results arrived: a feature refreshes what the domain cannot name, such as the project tree. */
  onResults?: (results: Result[]) => void;
}

/**
 * Owns one active-tasks store and its tracker for the screens below. Finished runs refresh the balance, the
 * history and the asset library; the tracker stops on unmount and resumes from storage on the next mount.
 * `store`, `storage` and `events` are read once, when the provider mounts; remount it (a `key`) to change them.
 */
export function ActiveTasksProvider({ children, store, storage, events, onResults }: ActiveTasksProviderProps) {
  const queryClient = useQueryClient();
  const { i18n } = useTranslation();
  const [value] = useState<ActiveTasks>(() => {
    const activeStore = store ?? createActiveTasksStore();
    const tracker = createTaskTracker({
      queryClient,
      store: activeStore,
      storage,
      events,
      // A finished task's balance is the user's own; a team task refunded on failure changes its team's pool.
      onBalance: (balance) => {
        applyNewBalance(queryClient, balance);
        void queryClient.invalidateQueries({ queryKey: teamKeys.details() });
      },
      // Read when a task fails, so the cell speaks the interface language of that moment.
      describeFailure: ({ error_message: text, error_code: code, error_params: params }) =>
        text === null ? null : translateServerText(i18n, 'taskErrors', { code, params, text }),
      onResults: () => {
        void refreshHistory(queryClient);
        void queryClient.invalidateQueries({ queryKey: generationKeys.uploads() });
      },
    });
    return { store: activeStore, tracker };
  });
  useEffect(() => () => value.tracker.stop(), [value]);
  useEffect(() => (onResults ? value.tracker.addResultsListener(onResults) : undefined), [value, onResults]);
  return <ActiveTasksContext value={value}>{children}</ActiveTasksContext>;
}
