import type { Clock } from '../../clock';
import type { Database, Transaction } from '../../db/database';
import type { GenerationTaskRow } from '../../db/schema';
import { ledgerEntryMessage, taskErrorMessage, type PeopleMessage } from '../../../contract';
import type { Notifier } from '../notifications';
import { ledgerText, type PointsService } from '../points';
import type { TaskEventBus } from './task-events';
import { finishTask } from './tasks.repository';

/** The refund line of a failed task, named after its template. */
function refundText(task: Pick<GenerationTaskRow, 'templateId' | 'templateLabel'>) {
  return ledgerText(ledgerEntryMessage('generation_refund', { template: task.templateLabel, template_id: task.templateId }));
}

/** Where a task's notification leads: its project in My Studio, else the gallery; a failure back to its template. */
function completedLink(task: GenerationTaskRow): string {
  return task.projectId ? `/studio/${encodeURIComponent(task.projectId)}` : '/gallery';
}

function failedNotice(task: GenerationTaskRow) {
  const params = { template: task.templateLabel, template_id: task.templateId };
  const link = `/workshop/${encodeURIComponent(task.templateId)}`;
  return task.cost > 0
    ? { code: 'generation_failed_refunded' as const, params: { ...params, count: task.cost }, link }
    : { code: 'generation_failed' as const, params, link };
}

export function createTaskOutcomes(deps: {
  db: Database;
  clock: Clock;
  points: PointsService;
  events: TaskEventBus;
  notifier: Notifier;
  /** Writes the task's webhook events to the outbox, inside the transaction that ends it. */
  enqueueTaskEvent?: (tx: Transaction, task: GenerationTaskRow) => Promise<void>;
  /** Told the points each failed task gave back, once its transaction committed (the metrics). */
  onRefunded?: (points: number) => void;
}) {
  /**
   * Once the ending has committed: the task's change and its notification (if any) go out side by side, as
   * neither waits for the other; the attempt ends (and its worker takes the next job) when both have.
   */
  async function tellStreams(userId: string, taskId: string, announce: (() => Promise<void>) | null): Promise<void> {
    await Promise.all([deps.events.publish({ userId, taskId }), announce?.()]);
  }

  async function end(taskId: string, message: PeopleMessage, options: { detail?: string | undefined; notify: boolean }) {
    const done = await deps.db.transaction(async (tx) => {
      const failed = await finishTask(
        tx,
        taskId,
        { status: 'failed', errorMessage: message.text, errorCode: message.code, errorParams: message.params, errorDetail: options.detail },
        deps.clock.now(),
      );
      if (!failed) return null;
      if (failed.cost > 0) {
        await deps.points.credit(
          failed.accountId,
          failed.cost,
          { ...refundText(failed), reference: `task:${taskId}`, idempotencyKey: `task:${taskId}:refund` },
          tx,
        );
      }
      await deps.enqueueTaskEvent?.(tx, failed);
      const announce = options.notify ? await deps.notifier.notifyWithin(tx, { userId: failed.userId, ...failedNotice(failed) }) : null;
      return { task: failed, announce };
    });
    if (!done) return null;
    if (done.task.cost > 0) deps.onRefunded?.(done.task.cost);
    await tellStreams(done.task.userId, taskId, done.announce);
    return done.task;
  }

  return {
    /**
     * Completes the task and, in the same transaction, writes what `store` writes (its media rows): a task is
     * complete exactly when its results exist. `store` answers the ids of the results it recorded, in output
     * order; the first stands for the task in its notification. Null when the task had already ended (nothing
     * is written then).
     */
    async complete(taskId: string, store: (tx: Transaction, task: GenerationTaskRow) => Promise<readonly string[]>) {
      const done = await deps.db.transaction(async (tx) => {
        const finished = await finishTask(tx, taskId, { status: 'complete' }, deps.clock.now());
        if (!finished) return null;
        const resultIds = await store(tx, finished);
        await deps.enqueueTaskEvent?.(tx, finished);
        const announce = await deps.notifier.notifyWithin(tx, {
          userId: finished.userId,
          code: 'generation_complete',
          params: { template: finished.templateLabel, template_id: finished.templateId },
          link: completedLink(finished),
          thumbnailMediaId: resultIds[0] ?? null,
        });
        return { task: finished, announce };
      });
      if (!done) return null;
      await tellStreams(done.task.userId, taskId, done.announce);
      return done.task;
    },

    /**
     * Fails the task and refunds its cost, visibly in the ledger, in one transaction. Only the first caller
     * finds the task still in progress, and the refund's idempotency key guards the ledger as well: a refund
     * happens exactly once however often a failure is reported. `detail` is the cause for operators.
     */
    fail: (taskId: string, message: PeopleMessage, detail?: string) => end(taskId, message, { detail, notify: true }),

    /**
     * Ends a queued or running task as cancelled, through the same refund as a failure (the same idempotency key,
     * so a cancel racing a failure or another cancel refunds once). No notification: the person asked for it.
     * A running attempt that finishes later finds the task ended and discards its files.
     */
    cancel: (taskId: string) => end(taskId, taskErrorMessage('cancelled'), { notify: false }),
  };
}

export type TaskOutcomes = ReturnType<typeof createTaskOutcomes>;
