import { generationLimits } from './constants';
import { generationMessages, type GenerationMessageKey } from './message-keys';

/** The image types an AI input may be (spec part 2 §5); the server checks the bytes again. */
export const allowedImageTypes = ['image/jpeg', 'image/png', 'image/webp', 'image/bmp', 'image/gif'] as const;

/** Why a file cannot be uploaded as an AI input, or null when it can. Checked before upload to save the trip. */
export function imageFileProblem(file: Pick<Blob, 'type' | 'size'>): GenerationMessageKey | null {
  if (!(allowedImageTypes as readonly string[]).includes(file.type)) return generationMessages.invalidFileType;
  if (file.size > generationLimits.maxUploadBytes) return generationMessages.fileTooLarge;
  return null;
}
