import { generationLimits, generationMessages, type GenerationMessageKey } from '@/domain/generation';

/** The image types an AI input may be (spec part 2 §5); the server checks the bytes again. */
export const allowedImageTypes = ['image/jpeg', 'image/png', 'image/webp', 'image/bmp', 'image/gif'] as const;

/** What the upload dialog takes (spec part 2 §5): fewer types than a single input slot, which also takes BMP. */
export const uploadDialogImageTypes = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const;

/**
 * Why a file cannot be uploaded as an AI input, or null when it can. Checked before upload to save the trip;
 * `types` narrows what is taken (the upload dialog's list).
 */
export function imageFileProblem(
  file: Pick<Blob, 'type' | 'size'>,
  types: readonly string[] = allowedImageTypes,
): GenerationMessageKey | null {
  if (!types.includes(file.type)) return generationMessages.invalidFileType;
  if (file.size > generationLimits.maxUploadBytes) return generationMessages.fileTooLarge;
  return null;
}
