import type { MediaStorage, StoredFile } from '../integrations/storage';
import type { Logger } from '../logger';
import type { MediaStore } from '../modules/media';
import type { TaskStore } from '../modules/tasks';

/**
 * Files younger than this are left alone: a write in progress (here or in another process) records its row only
 * after its file, and no attempt stores for longer than its lease.
 */
export const ORPHAN_MIN_AGE_MS = 60 * 60 * 1000;
const BATCH = 200;
const resultKey = /^results\/[^/]+\/([0-9a-f-]{36})\/[^/]+$/;

export interface SweepResult {
  temporaries: number;
  results: number;
}

/**
 * Removes what a killed process can leave in the media store: temporaries of unfinished writes, and result files
 * that no media row points at once their task has ended (an attempt killed while storing, a lost lease, a delete
 * whose file removal failed). A file whose task still runs or cannot be found is kept.
 */
export async function sweepOrphans(deps: {
  storage: MediaStorage;
  tasks: Pick<TaskStore, 'endedAmong'>;
  media: Pick<MediaStore, 'recordedKeys'>;
  /** Wall-clock time, as file times are. */
  now: Date;
  logger: Logger;
}): Promise<SweepResult> {
  const housekeeping = deps.storage.housekeeping;
  if (!housekeeping) return { temporaries: 0, results: 0 };
  const olderThan = new Date(deps.now.getTime() - ORPHAN_MIN_AGE_MS);
  const temporaries = await housekeeping.removeTemporaries(olderThan);

  let results = 0;
  let batch: Array<StoredFile & { taskId: string }> = [];
  const flush = async () => {
    const taskIds = [...new Set(batch.map((file) => file.taskId))];
    const ended = await deps.tasks.endedAmong(taskIds);
    const recorded = await deps.media.recordedKeys([...ended]);
    for (const file of batch) {
      if (!ended.has(file.taskId) || recorded.has(file.key)) continue;
      await deps.storage.delete(file.key);
      results += 1;
    }
    batch = [];
  };
  for await (const file of housekeeping.files('results')) {
    const taskId = resultKey.exec(file.key)?.[1];
    if (!taskId || file.modifiedAt >= olderThan) continue;
    batch.push({ ...file, taskId });
    if (batch.length >= BATCH) await flush();
  }
  await flush();
  if (temporaries || results) deps.logger.info('removed files left by an interrupted process', { temporaries, results });
  return { temporaries, results };
}
