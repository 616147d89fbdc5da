import { queryOptions } from '@tanstack/react-query';
import { getTaskStatus, type CallAnswer } from '../../../contract';
import { api } from '../api';
import { generationLimits } from './constants';
import { generationKeys } from './keys';

export type TaskStatus = CallAnswer<typeof getTaskStatus>;

export function isTaskFinished(task: Pick<TaskStatus, 'status'>): boolean {
  return task.status === 'complete' || task.status === 'failed';
}

/**
 * One task's status, refetched every 3 s until it completes or fails (spec part 2 §4). For a single task shown
 * on its own; the workshop's batches go through the task tracker, which also survives reloads.
 */
export function taskStatusQueryOptions(token: string | null, taskId: string) {
  return queryOptions({
    queryKey: generationKeys.task(token, taskId),
    queryFn: () => api(getTaskStatus, { params: { taskId } }),
    enabled: token !== null && taskId !== '',
    refetchInterval: (query) => (query.state.data && isTaskFinished(query.state.data) ? false : generationLimits.pollIntervalMs),
  });
}
