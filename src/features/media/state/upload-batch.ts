import { generationLimits } from '../../../lib/generation';

/** What the upload dialog takes (spec part 2 §5): fewer types than a single input slot, which also takes BMP. */
export const uploadDialogTypes = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const;

export type BatchProblem = 'tooLarge' | 'unsupported';
export type BatchStatus = 'ready' | 'uploading' | 'done' | 'failed';

export interface BatchFile {
  /** Stable across renders, for list keys and updates. */
  key: string;
  file: File;
  /** Why it will not be uploaded; such files stay listed, marked, so the user sees what was left out. */
  problem: BatchProblem | null;
  status: BatchStatus;
}

let nextKey = 0;

export function problemOf(file: Pick<File, 'type' | 'size'>): BatchProblem | null {
  if (!(uploadDialogTypes as readonly string[]).includes(file.type)) return 'unsupported';
  if (file.size > generationLimits.maxUploadBytes) return 'tooLarge';
  return null;
}

/** Adds chosen files up to the dialog's limit; `dropped` counts those past it. */
export function addToBatch(batch: readonly BatchFile[], files: readonly File[]): { batch: BatchFile[]; dropped: number } {
  const room = Math.max(0, generationLimits.maxUploadFiles - batch.length);
  const added = files.slice(0, room).map((file): BatchFile => {
    nextKey += 1;
    return { key: `file-${nextKey}`, file, problem: problemOf(file), status: 'ready' };
  });
  return { batch: [...batch, ...added], dropped: files.length - added.length };
}

/** The files that will be sent: valid ones not yet uploaded (a failed one is sent again). */
export function uploadable(batch: readonly BatchFile[]): BatchFile[] {
  return batch.filter((entry) => entry.problem === null && entry.status !== 'done');
}
