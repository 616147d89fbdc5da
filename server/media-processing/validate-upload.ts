import sharp, { type Sharp } from 'sharp';
import { BmpError, decodeBmp, readBmpHeader } from './bmp-decode';
import { detectImageType, type ImageType } from './image-type';

/** Why an upload was refused; `message` is for the user, `code` picks the HTTP answer. */
export class UploadRejectedError extends Error {
  constructor(
    message: string,
    readonly code: 'invalid_file' | 'payload_too_large',
  ) {
    super(message);
    this.name = 'UploadRejectedError';
  }
}

export const uploadMessages = {
  invalidType: 'Invalid file type. Allowed: jpg, png, webp, bmp, gif',
  tooLarge: '10MB Max.',
  corrupt: 'The image could not be read: the file is damaged or incomplete.',
  tooManyPixels: (maxPixels: number) => `The image has too many pixels (at most ${Math.floor(maxPixels / 1_000_000)} megapixels).`,
} as const;

export interface ValidateUploadOptions {
  /** The spec's limit is 10 MB. */
  maxBytes?: number;
  /** Width times height; refused before the pixels are decoded, so a small file cannot claim gigabytes. */
  maxPixels?: number;
}

export interface ValidatedImage {
  /** Re-encoded: auto-oriented, every metadata block (EXIF, GPS, ICC, XMP) stripped. */
  data: Buffer;
  mimeType: 'image/png' | 'image/jpeg' | 'image/webp';
  extension: 'png' | 'jpg' | 'webp';
  width: number;
  height: number;
  /** What the magic bytes said the upload was. */
  detectedType: ImageType;
}

const defaultUploadLimits = { maxBytes: 10 * 1024 * 1024, maxPixels: 40_000_000 } as const;

/**
 * Accepts an upload only if its bytes are a JPEG, PNG, WebP, BMP or GIF within the size and pixel limits, then
 * re-encodes it: a file that merely looks like an image (a polyglot) comes out as only the image, with its
 * metadata gone. Lossless inputs and anything with transparency become PNG; JPEG stays JPEG; lossy WebP stays WebP.
 */
export async function validateUpload(data: Buffer, options: ValidateUploadOptions = {}): Promise<ValidatedImage> {
  const maxBytes = options.maxBytes ?? defaultUploadLimits.maxBytes;
  const maxPixels = options.maxPixels ?? defaultUploadLimits.maxPixels;
  if (data.length > maxBytes) throw new UploadRejectedError(uploadMessages.tooLarge, 'payload_too_large');
  const type = detectImageType(data);
  if (!type) throw new UploadRejectedError(uploadMessages.invalidType, 'invalid_file');

  const { width, height } = await declaredSize(data, type);
  if (!(width > 0 && height > 0)) throw new UploadRejectedError(uploadMessages.corrupt, 'invalid_file');
  if (width * height > maxPixels) throw new UploadRejectedError(uploadMessages.tooManyPixels(maxPixels), 'invalid_file');

  try {
    const source = await openImage(data, type, maxPixels);
    const image = source.image.autoOrient();
    const encoded =
      source.hasAlpha || source.isLossless
        ? { pipeline: image.png({ compressionLevel: 9 }), mimeType: 'image/png' as const, extension: 'png' as const }
        : type === 'webp'
          ? { pipeline: image.webp({ quality: 90 }), mimeType: 'image/webp' as const, extension: 'webp' as const }
          : { pipeline: image.jpeg({ quality: 90, mozjpeg: true }), mimeType: 'image/jpeg' as const, extension: 'jpg' as const };
    const { data: out, info } = await encoded.pipeline.toBuffer({ resolveWithObject: true });
    return {
      data: out,
      mimeType: encoded.mimeType,
      extension: encoded.extension,
      width: info.width,
      height: info.height,
      detectedType: type,
    };
  } catch (error) {
    if (error instanceof UploadRejectedError) throw error;
    throw new UploadRejectedError(uploadMessages.corrupt, 'invalid_file');
  }
}

/** The size the file's header claims, read without decoding pixels. */
async function declaredSize(data: Buffer, type: ImageType): Promise<{ width: number; height: number }> {
  try {
    if (type === 'bmp') return readBmpHeader(data);
    // metadata() parses headers only; limitInputPixels is off here so the bomb gets our message, not sharp's.
    const metadata = await sharp(data, { limitInputPixels: false }).metadata();
    return { width: metadata.width, height: metadata.height };
  } catch {
    throw new UploadRejectedError(uploadMessages.corrupt, 'invalid_file');
  }
}

interface OpenedImage {
  image: Sharp;
  hasAlpha: boolean;
  isLossless: boolean;
}

async function openImage(data: Buffer, type: ImageType, maxPixels: number): Promise<OpenedImage> {
  if (type === 'bmp') {
    try {
      const bmp = decodeBmp(data);
      const image = sharp(bmp.data, { raw: { width: bmp.width, height: bmp.height, channels: bmp.channels } });
      return { image, hasAlpha: bmp.channels === 4, isLossless: true };
    } catch (error) {
      if (error instanceof BmpError) throw new UploadRejectedError(uploadMessages.corrupt, 'invalid_file');
      throw error;
    }
  }
  // failOn 'error' makes truncated and damaged pixel data fail instead of decoding to grey; only the first frame
  // of an animated GIF or WebP is kept (the studio takes still images).
  const image = sharp(data, { limitInputPixels: maxPixels, failOn: 'error', pages: 1 });
  const { hasAlpha } = await image.metadata();
  // A VP8L chunk marks a lossless WebP; PNG and GIF are lossless by nature.
  const isLossless = type === 'png' || type === 'gif' || (type === 'webp' && data.toString('latin1', 12, 16) === 'VP8L');
  return { image, hasAlpha, isLossless };
}
