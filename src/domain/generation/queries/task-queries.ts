import { queryOptions } from '@tanstack/react-query';
import { getTaskStatus, type CallAnswer, type TaskEvent } from '@contract/browser';
import { api } from '../../session';
import { generationLimits } from '../rules/constants';
import { generationKeys } from './keys';

export type TaskStatus = CallAnswer<typeof getTaskStatus>;

export function isTaskFinished(task: Pick<TaskStatus, 'status'>): boolean {
  return task.status === 'complete' || task.status === 'failed';
}

/** What a stream event says about its task, in the shape of a status answer, so both feed the same cache entry. */
export function taskStatusOfEvent(event: TaskEvent): TaskStatus {
  return { ...event.task, new_balance: event.new_balance, data: event.results && { results: event.results } };
}

/**
 * One task's status (spec part 2 §4). The event stream writes news into this entry as it comes; polling every
 * 3 s is the fallback: any news (an event or a poll) restarts the interval, so polls only fill in while the
 * stream is silent, down or absent. Polling stops when the task completes or fails, and goes on in a
 * background tab, where results still arrive. One failed poll is an error at once: the spec reports it.
 */
export function taskStatusQueryOptions(taskId: string) {
  return queryOptions({
    queryKey: generationKeys.task(taskId),
    queryFn: ({ signal }) => api(getTaskStatus, { params: { taskId } }, { signal }),
    enabled: taskId !== '',
    staleTime: generationLimits.pollIntervalMs,
    refetchInterval: (query) => (query.state.data && isTaskFinished(query.state.data) ? false : generationLimits.pollIntervalMs),
    refetchIntervalInBackground: true,
    retry: false,
  });
}

/**
 * A task as the ledger tells it: its status with the points it held and got back. Read on its own, not from the
 * live status entry: the event stream writes that one without points, and a finished task is not polled again.
 */
export function taskPointsQueryOptions(taskId: string) {
  return queryOptions({
    queryKey: generationKeys.taskPoints(taskId),
    queryFn: ({ signal }) => api(getTaskStatus, { params: { taskId } }, { signal }),
    enabled: taskId !== '',
    staleTime: generationLimits.pollIntervalMs,
    retry: false,
  });
}
