import type { Transaction } from '../../db/database';

/**
 * The job queue as a run needs it: started once, and a task's job queued in the run's own transaction so it
 * commits or rolls back with the task row. The worker's queue answers (the app wires it in).
 */
export interface TaskEnqueuer {
  start(): Promise<void>;
  enqueue(tx: Transaction, taskId: string, provider: string): Promise<string>;
}
