import { partialMatchKey, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { use, useCallback, useEffect, useRef, useSyncExternalStore } from 'react';
import { subscribe as subscribeToStore, useSnapshot } from 'valtio';
import { readMedia } from '../media/media-cache';
import { toggleFavoriteMutationOptions } from '../media/favorite-mutation';
import { uploadImageMutationOptions, uploadVideoThumbnailMutationOptions } from '../media/upload-mutations';
import { generationKeys } from '../queries/keys';
import { taskStatusQueryOptions, type TaskStatus } from '../queries/task-queries';
import type { GenerationMessageKey } from '../rules/message-keys';
import { ActiveTasksContext, type ActiveTasks } from './active-tasks-provider';
import { resultItems, type ServerData } from './result-items';
import { runWorkflowMutationOptions } from './run-workflow-mutation';

function useActiveTasksContext(): ActiveTasks {
  const value = use(ActiveTasksContext);
  if (!value) throw new Error('Active tasks are used outside an ActiveTasksProvider.');
  return value;
}

/** What the query cache says about tasks and creations, for the grid to read. */
export function serverDataOf(queryClient: QueryClient): ServerData {
  return {
    taskStatus: (taskId) => queryClient.getQueryData<TaskStatus>(taskStatusQueryOptions(taskId).queryKey),
    media: (id) => readMedia(queryClient, id),
  };
}

/**
 * When the grid last changed: its store, or a task status or creation in the cache. The grid is computed as of
 * that moment, so simulated progress moves with each poll or event, as it would with the values stored.
 */
function useLastChange(queryClient: QueryClient, state: object): number {
  const changedAt = useRef(0);
  const subscribe = useCallback(
    (onChange: () => void) => {
      const changed = () => {
        changedAt.current = Date.now();
        onChange();
      };
      const stopCache = queryClient.getQueryCache().subscribe((event) => {
        if (event.type === 'updated' && partialMatchKey(event.query.queryKey, generationKeys.all)) changed();
      });
      const stopStore = subscribeToStore(state, changed);
      return () => {
        stopCache();
        stopStore();
      };
    },
    [queryClient, state],
  );
  const read = () => changedAt.current;
  return useSyncExternalStore(subscribe, read, read);
}

/** The results grid and the last tracking error, for rendering. */
export function useActiveTasks() {
  const queryClient = useQueryClient();
  const { store } = useActiveTasksContext();
  const state = useSnapshot(store.state);
  const changedAt = useLastChange(queryClient, store.state);
  const items = resultItems(state, serverDataOf(queryClient), changedAt);
  return { projectKey: state.projectKey, items, lastError: state.lastError };
}

/** The tracker's actions: dismiss an item, clear the error. */
export function useTaskTracker() {
  return useActiveTasksContext().tracker;
}

/** Shows the current project's tasks and resumes those stored by an earlier visit (spec part 2 §4, on load). */
export function useResumeActiveTasks(projectId: string | null): void {
  const { tracker } = useActiveTasksContext();
  useEffect(() => tracker.setProject(projectId), [tracker, projectId]);
}

export function useRunWorkflowMutation() {
  const queryClient = useQueryClient();
  return useMutation(runWorkflowMutationOptions(queryClient, useActiveTasksContext().tracker));
}

/** Works inside or outside the workshop: every screen reads the mark from the one media cache. */
export function useToggleFavoriteMutation(onFailed?: (messageKey: GenerationMessageKey) => void) {
  const queryClient = useQueryClient();
  return useMutation(toggleFavoriteMutationOptions({ queryClient, onFailed }));
}

export function useUploadImageMutation() {
  return useMutation(uploadImageMutationOptions(useQueryClient()));
}

export function useUploadVideoThumbnailMutation() {
  return useMutation(uploadVideoThumbnailMutationOptions(useQueryClient()));
}
