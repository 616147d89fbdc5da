import { cancelTask, listQueueTasks, retryTask, type QueueTask } from '@contract';
import { mockCall, mockError, mockPending } from '../contract-handler';
import { buildTask } from '../fixtures/task.fixtures';

const serverError = { message: '', code: 'internal_error' };

/** The queue calls: the list, cancelling (which the list then shows, as the server does) and retrying. */
export const queueHandlers = {
  list: (tasks: readonly QueueTask[] = []) => mockCall(listQueueTasks, { tasks: [...tasks] }),
  listPending: () => mockPending(listQueueTasks),
  listFailed: () => mockError(listQueueTasks, 500, serverError),
  /** A former member's team workspace: the server answers as for a team that does not exist. */
  listNotFound: () => mockError(listQueueTasks, 404, { message: 'Team not found.', code: 'not_found' }),
  /** The list kept by the mock, so a cancel shows on the refetch that follows it. */
  feed: (initial: readonly QueueTask[], options: { cancelDelayMs?: number } = {}) => {
    let tasks = initial.map((task) => ({ ...task }));
    return [
      mockCall(listQueueTasks, () => ({ tasks })),
      mockCall(
        cancelTask,
        ({ params }) => {
          const cancelled = tasks.find((task) => task.task_id === params.taskId)!;
          const updated: QueueTask = {
            ...cancelled,
            status: 'failed',
            progress: null,
            place: null,
            error_code: 'cancelled',
            error_message: 'Cancelled. The points were refunded.',
            can_cancel: false,
            can_retry: true,
          };
          tasks = tasks.map((task) => (task.task_id === updated.task_id ? updated : task));
          return { task: updated, refunded: cancelled.cost, new_balance: 120 };
        },
        { delayMs: options.cancelDelayMs ?? 0 },
      ),
      mockCall(retryTask, { tasks: [buildTask({ task_id: 'task-retried' })], new_balance: 116, project_id: null, new_project: null }),
    ];
  },
};
