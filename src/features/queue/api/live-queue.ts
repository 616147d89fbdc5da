import type { QueueTask, TaskEvent } from '@contract/browser';

type QueueList = { tasks: QueueTask[] };

/**
 * The list with a stream event applied to the task it names: its status, progress and error change at once,
 * and what it may still do follows (no cancel once ended; retry once failed, for its starter). Null when the
 * list does not hold the task, so the caller fetches the list again.
 */
export function withTaskEvent(list: QueueList, event: TaskEvent): QueueList | null {
  const index = list.tasks.findIndex((task) => task.task_id === event.task.task_id);
  const current = list.tasks[index];
  if (!current) return null;
  const isActive = event.task.status === 'queued' || event.task.status === 'running';
  const updated: QueueTask = {
    ...current,
    ...event.task,
    place: event.task.status === 'queued' ? current.place : null,
    can_cancel: isActive && current.can_cancel,
    can_retry: event.task.status === 'failed' && current.is_own && current.inputs !== null,
  };
  return { tasks: list.tasks.with(index, updated) };
}
