import { errorCodes } from '../../../contract';
import { HttpError } from '../../http-error';
import { decodeSlots, UploadRejectedError, validateUpload, type ValidatedImage } from '../../media-processing';

const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
export const TOO_LARGE_MESSAGE = '10MB Max.';

/**
 * An uploaded file checked by its bytes and re-encoded (media-processing does both), or the refusal the user
 * reads: 'Invalid file type. Allowed: jpg, png, webp, bmp, gif', '10MB Max.', a damaged file, too many pixels.
 * `sent` is the bytes as they came, for what the re-encoding drops (a PNG's text chunks).
 */
export async function acceptImageFile(file: File): Promise<ValidatedImage & { sent: Buffer }> {
  if (file.size > MAX_UPLOAD_BYTES) throw new HttpError(errorCodes.payloadTooLarge, TOO_LARGE_MESSAGE);
  try {
    const sent = Buffer.from(await file.arrayBuffer());
    // Every upload decodes up to the pixel limit; only a few decode at once, so a burst queues instead of
    // taking every core and gigabytes of memory.
    return { ...(await decodeSlots.run(() => validateUpload(sent, { maxBytes: MAX_UPLOAD_BYTES }))), sent };
  } catch (error) {
    if (!(error instanceof UploadRejectedError)) throw error;
    throw new HttpError(error.code === 'payload_too_large' ? errorCodes.payloadTooLarge : errorCodes.invalidFile, error.message);
  }
}
