import type { Database } from '../../db/database';
import type { TaskCounter } from '../permissions';
import { countTasksInProgress } from './tasks.repository';

/** The allowance's count of queued and running tasks, from the task rows. */
export function createTaskCounter(db: Database): TaskCounter {
  return { countTasksInProgress: (userId) => countTasksInProgress(db, userId) };
}
