import type { Executor } from '../../db/database';
import { findFileRecord, type FileRecord } from './media-files.repository';
import { findKeysOfTasks, insertMediaOnce, type NewMediaItem } from './media.repository';

/**
 * The media rows as the generation worker writes and reads them. The worker acts for a task's owner, whose
 * inputs the run already checked, so no ownership check happens here.
 */
export function createMediaStore(deps: { db: Executor }) {
  return {
    /** A task's stored input by media id, or null when it is gone. */
    file: (id: string): Promise<FileRecord | null> => findFileRecord(deps.db, id),
    /** The stored files the media rows of these tasks point at: any other file under a task's key is an orphan. */
    recordedKeys: (taskIds: readonly string[]): Promise<Set<string>> => findKeysOfTasks(deps.db, taskIds),
    /** Stores a task's outputs once (a retried attempt keeps the rows its predecessor wrote); answers their ids in order. */
    async insertResults(tx: Executor, rows: NewMediaItem[]): Promise<string[]> {
      const ids: string[] = [];
      for (const row of rows) ids.push((await insertMediaOnce(tx, row)).id);
      return ids;
    },
  };
}

export type MediaStore = ReturnType<typeof createMediaStore>;
