import { QueryObserver, type QueryClient } from '@tanstack/react-query';
import type { TaskEvent } from '@contract';
import { taskStatusOfEvent, taskStatusQueryOptions, type TaskStatus } from '../queries/task-queries';
import type { TaskEventStream } from './task-events';

export interface TaskFeedOptions {
  queryClient: QueryClient;
  /** A live event feed; polling runs regardless, so a stream that fails costs nothing. */
  events?: TaskEventStream | null | undefined;
  /** A followed task's status changed (from an event or a poll). */
  onStatus: (taskId: string, status: TaskStatus) => void;
  /** A poll of a followed task failed. */
  onError: (taskId: string) => void;
}

/**
 * Keeps the query cache's status of each followed task current: events from the stream are written into the
 * task's entry as they come, and each task's query polls 3 s after the last news (see taskStatusQueryOptions).
 * The stream is open while any task is followed. It says what changed; what that means for the grid is the
 * tracker's business.
 */
export function createTaskFeed(options: TaskFeedOptions) {
  const { queryClient } = options;
  const followed = new Map<string, () => void>();
  let closeStream: (() => void) | null = null;

  const write = (event: TaskEvent) => {
    queryClient.setQueryData(taskStatusQueryOptions(event.task.task_id).queryKey, taskStatusOfEvent(event));
  };

  function unfollow(taskId: string): void {
    followed.get(taskId)?.();
    followed.delete(taskId);
    if (followed.size > 0) return;
    closeStream?.();
    closeStream = null;
  }

  return {
    /**
     * Follows a task until it ends. `known`, the status the run just answered, counts as news: the first poll
     * comes 3 s later. Without it the task is asked about at once (it may have ended while the page was closed).
     */
    follow(taskId: string, known?: TaskStatus): void {
      if (followed.has(taskId)) return;
      if (known) queryClient.setQueryData(taskStatusQueryOptions(taskId).queryKey, known);
      const observer = new QueryObserver(queryClient, taskStatusQueryOptions(taskId));
      const stop = observer.subscribe((result) => {
        if (result.isError) options.onError(taskId);
        else if (result.data) options.onStatus(taskId, result.data);
      });
      followed.set(taskId, stop);
      if (!closeStream && options.events) closeStream = options.events.subscribe(write);
    },

    unfollow,
    isFollowing: (taskId: string) => followed.has(taskId),
    followedTasks: () => [...followed.keys()],

    stop(): void {
      for (const taskId of followed.keys()) unfollow(taskId);
    },
  };
}
