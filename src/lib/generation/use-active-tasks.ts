import { useMutation, useQueryClient } from '@tanstack/react-query';
import { use, useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { sessionStore } from '../session';
import { ActiveTasksContext, type ActiveTasks } from './active-tasks-provider';
import { toggleFavoriteMutationOptions } from './favorite-mutation';
import type { GenerationMessageKey } from './message-keys';
import { runWorkflowMutationOptions } from './run-workflow-mutation';
import { uploadImageMutationOptions, uploadVideoThumbnailMutationOptions } from './upload-mutations';

function useActiveTasksContext(): ActiveTasks {
  const value = use(ActiveTasksContext);
  if (!value) throw new Error('Active tasks are used outside an ActiveTasksProvider.');
  return value;
}

/** The results grid and the last tracking error, for rendering. */
export function useActiveTasks() {
  return useSnapshot(useActiveTasksContext().store.state);
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
  const { token } = useSnapshot(sessionStore);
  return useMutation(runWorkflowMutationOptions(queryClient, token, useActiveTasksContext().tracker));
}

/** Works inside or outside the workshop: with a provider, the results grid follows the mark too. */
export function useToggleFavoriteMutation(onFailed?: (messageKey: GenerationMessageKey) => void) {
  const queryClient = useQueryClient();
  const { token } = useSnapshot(sessionStore);
  const store = use(ActiveTasksContext)?.store;
  return useMutation(toggleFavoriteMutationOptions({ queryClient, token, store, onFailed }));
}

export function useUploadImageMutation() {
  const queryClient = useQueryClient();
  const { token } = useSnapshot(sessionStore);
  return useMutation(uploadImageMutationOptions(queryClient, token));
}

export function useUploadVideoThumbnailMutation() {
  const queryClient = useQueryClient();
  const { token } = useSnapshot(sessionStore);
  return useMutation(uploadVideoThumbnailMutationOptions(queryClient, token, use(ActiveTasksContext)?.store));
}
