import type { Clock } from '../../clock';
import type { Database, Transaction } from '../../db/database';
import type { GenerationTaskRow } from '../../db/schema';
import { ledgerEntryMessage, taskErrorMessage, type PeopleMessage } from '../../../contract';
import { ledgerText, type PointsService } from '../points';
import type { TaskEventBus } from './task-events';
import { finishTask } from './tasks.repository';

export const GENERIC_FAILURE_MESSAGE = taskErrorMessage('generation_failed').text;

/** The refund line of a failed task, named after its template. */
export function refundText(task: Pick<GenerationTaskRow, 'templateId' | 'templateLabel'>) {
  return ledgerText(ledgerEntryMessage('generation_refund', { template: task.templateLabel, template_id: task.templateId }));
}

export function refundDescription(templateLabel: string): string {
  return ledgerEntryMessage('generation_refund', { template: templateLabel }).text;
}

export function createTaskOutcomes(deps: { db: Database; clock: Clock; points: PointsService; events: TaskEventBus }) {
  return {
    /**
     * Completes the task and, in the same transaction, writes what `store` writes (its media rows): a task is
     * complete exactly when its results exist. Null when the task had already ended (nothing is written then).
     */
    async complete(taskId: string, store: (tx: Transaction, task: GenerationTaskRow) => Promise<void>) {
      const task = await deps.db.transaction(async (tx) => {
        const finished = await finishTask(tx, taskId, { status: 'complete' }, deps.clock.now());
        if (finished) await store(tx, finished);
        return finished;
      });
      if (task) await deps.events.publish({ userId: task.userId, taskId });
      return task;
    },

    /**
     * Fails the task and refunds its cost, visibly in the ledger, in one transaction. Only the first caller
     * finds the task still in progress, and the refund's idempotency key guards the ledger as well: a refund
     * happens exactly once however often a failure is reported. `detail` is the cause for operators.
     */
    async fail(taskId: string, message: PeopleMessage, detail?: string) {
      const task = await deps.db.transaction(async (tx) => {
        const failed = await finishTask(
          tx,
          taskId,
          { status: 'failed', errorMessage: message.text, errorCode: message.code, errorParams: message.params, errorDetail: detail },
          deps.clock.now(),
        );
        if (failed && failed.cost > 0) {
          await deps.points.credit(
            failed.accountId,
            failed.cost,
            { ...refundText(failed), reference: `task:${taskId}`, idempotencyKey: `task:${taskId}:refund` },
            tx,
          );
        }
        return failed;
      });
      if (task) await deps.events.publish({ userId: task.userId, taskId });
      return task;
    },
  };
}

export type TaskOutcomes = ReturnType<typeof createTaskOutcomes>;
