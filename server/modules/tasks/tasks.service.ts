import type { CallAnswer, getTaskStatus, TaskEvent } from '../../../contract';
import type { Database } from '../../db/database';
import type { GenerationTaskRow } from '../../db/schema';
import { isUuid } from '../../db/uuid';
import { notFound } from '../../http-error';
import type { MediaService } from '../media';
import type { PointsService } from '../points';
import { taskView } from './task-view';
import { findTask, listTasksInProgress } from './tasks.repository';

export function createTaskService(deps: {
  db: Database;
  media: Pick<MediaService, 'taskResults'>;
  points: Pick<PointsService, 'balance' | 'taskPoints'>;
}) {
  async function ownTask(userId: string, taskId: string): Promise<GenerationTaskRow | null> {
    if (!isUuid(taskId)) return null;
    const task = await findTask(deps.db, taskId);
    return task?.userId === userId ? task : null;
  }

  /** A finished task carries its results (when complete) and the balance after it (a failure has refunded). */
  async function eventOf(task: GenerationTaskRow): Promise<TaskEvent> {
    if (task.status === 'queued' || task.status === 'running') return { kind: 'progress', task: taskView(task) };
    const new_balance = (await deps.points.balance(task.userId)).points_balance;
    if (task.status === 'failed') return { kind: 'failed', task: taskView(task), new_balance };
    const results = await deps.media.taskResults(task.id);
    return { kind: 'complete', task: taskView(task), results, new_balance };
  }

  return {
    /** Someone else's task answers 404, like a missing one. */
    async status(userId: string, taskId: string): Promise<CallAnswer<typeof getTaskStatus>> {
      const task = await ownTask(userId, taskId);
      if (!task) throw notFound('Task not found.');
      const [event, points] = await Promise.all([eventOf(task), deps.points.taskPoints(task.id)]);
      return {
        ...event.task,
        points,
        ...(event.new_balance === undefined ? {} : { new_balance: event.new_balance }),
        ...(event.results ? { data: { results: event.results } } : {}),
      };
    },

    async eventFor(userId: string, taskId: string): Promise<TaskEvent | null> {
      const task = await ownTask(userId, taskId);
      return task ? eventOf(task) : null;
    },

    /** What a newly connected stream starts with: every task still queued or running. */
    async activeEvents(userId: string): Promise<TaskEvent[]> {
      return Promise.all((await listTasksInProgress(deps.db, userId)).map(eventOf));
    },
  };
}

export type TaskService = ReturnType<typeof createTaskService>;
