import { cancelledTaskCode, type QueueTask } from '@contract/browser';
import type { TranslationKey } from '@/lib/i18n';

type Status = QueueTask['status'] | 'cancelled';

const statusOf = (task: Pick<QueueTask, 'status' | 'error_code'>): Status =>
  task.status === 'failed' && task.error_code === cancelledTaskCode ? 'cancelled' : task.status;

const announcementKeys = {
  running: 'queue.announceRunning',
  complete: 'queue.announceComplete',
  failed: 'queue.announceFailed',
  cancelled: 'queue.announceCancelled',
} as const satisfies Partial<Record<Status, TranslationKey>>;

export interface Announcement {
  key: (typeof announcementKeys)[keyof typeof announcementKeys];
  template: string;
}

/**
 * What a screen reader is told when the list changes: a task that started, finished, failed or was cancelled
 * since the list before. Progress and places in line are left out, so the region stays quiet while tasks run;
 * the first list (`before` null) announces nothing, since the panel has just opened and shows it.
 */
export function queueAnnouncements(before: readonly QueueTask[] | null, after: readonly QueueTask[]): Announcement[] {
  if (!before) return [];
  const previous = new Map(before.map((task) => [task.task_id, statusOf(task)]));
  return after.flatMap((task) => {
    const status = statusOf(task);
    const was = previous.get(task.task_id);
    if (was === status || status === 'queued' || (was === undefined && status !== 'running')) return [];
    return [{ key: announcementKeys[status], template: task.template_label }];
  });
}

export { statusOf as queueStatusOf };
