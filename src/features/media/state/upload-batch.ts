import { generationLimits, generationMessages } from '@/domain/generation';
import { imageFileProblem, uploadDialogImageTypes } from './upload-validation';

export type BatchProblem = 'tooLarge' | 'unsupported';
type BatchStatus = 'ready' | 'uploading' | 'done' | 'failed';

export interface BatchFile {
  /** Stable across renders, for list keys and updates. */
  key: string;
  file: File;
  /** Why it will not be uploaded; such files stay listed, marked, so the user sees what was left out. */
  problem: BatchProblem | null;
  status: BatchStatus;
}

let nextKey = 0;

/** The dialog's own marks for the shared type and size rules: it lists the file rather than refusing it. */
export function problemOf(file: Pick<File, 'type' | 'size'>): BatchProblem | null {
  const problem = imageFileProblem(file, uploadDialogImageTypes);
  if (problem === null) return null;
  return problem === generationMessages.fileTooLarge ? 'tooLarge' : 'unsupported';
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
