import { sql } from 'drizzle-orm';
import type { Database, Executor, Transaction } from '../../db/database';
import type { GenerationTaskRow } from '../../db/schema';
import {
  countTasksInProgress,
  findEndedAmong,
  findTask,
  listRunningClaimedBy,
  insertTask,
  markQueued,
  markRunning,
  setProgress,
  setProviderTaskId,
  type NewTask,
} from './tasks.repository';

/**
 * The task rows as the run (which creates them) and the worker (which moves them along) see them. A task's end
 * goes through the task outcomes, which refund in the same transaction.
 */
export function createTaskStore(deps: { db: Database }) {
  return {
    find: (id: string): Promise<GenerationTaskRow | null> => findTask(deps.db, id),
    /** Which of `ids` name tasks that have ended; no attempt will record files for them any more. */
    endedAmong: (ids: readonly string[]): Promise<Set<string>> => findEndedAmong(deps.db, ids),
    countInProgress: (userId: string, db: Executor = deps.db): Promise<number> => countTasksInProgress(db, userId),
    insert: (tx: Transaction, values: NewTask): Promise<GenerationTaskRow> => insertTask(tx, values),
    /** Claims a queued (or retried) task for an attempt by `workerId`; null when it already ended. */
    claim: (id: string, now: Date, workerId: string | null = null): Promise<GenerationTaskRow | null> =>
      markRunning(deps.db, id, now, workerId),
    runningClaimedBy: (workerId: string) => listRunningClaimedBy(deps.db, workerId),
    /** Back to the queue between attempts. */
    requeue: (id: string): Promise<void> => markQueued(deps.db, id),
    /**
     * False when the task no longer runs: a late report cannot reopen a finished task. Progress is a courtesy,
     * so its commit does not wait for the log to reach the disk (synchronous_commit off, for this transaction
     * only): a crash can lose the last percentage, never a task's state, and the next durable commit writes it
     * out anyway. On the embedded database that is one disk flush fewer per report on the one query thread.
     */
    setProgress: (id: string, progress: number): Promise<boolean> =>
      deps.db.transaction(async (tx) => {
        await tx.execute(sql`set local synchronous_commit = off`);
        return setProgress(tx, id, progress);
      }),
    setProviderTaskId: (id: string, providerTaskId: string): Promise<void> => setProviderTaskId(deps.db, id, providerTaskId),
  };
}

export type TaskStore = ReturnType<typeof createTaskStore>;
