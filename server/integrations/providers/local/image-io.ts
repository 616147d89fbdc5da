import { taskErrorMessage } from '../../../../contract';
import sharp from 'sharp';
import { ProviderError, type ProviderJob, type ProviderOutput } from '../provider';
import type { RawImage } from './pixels';

const maxSide = 2048;
const minSide = 64;

export function clampSide(value: number): number {
  return Math.min(maxSide, Math.max(minSide, Math.round(value)));
}

/** The input image a transform works on: the seed image first, then the input image, then the first reference. */
export function inputImageOf(job: ProviderJob): Buffer {
  const image = job.inputs.seedImage ?? job.inputs.inputImage ?? job.inputs.referenceImages?.[0] ?? job.inputs.frameImages?.[0];
  if (!image) throw new ProviderError(taskErrorMessage('input_missing'), false, 'provider_rejected');
  return image;
}

/** The input's header; a file sharp cannot read is the caller's problem, not worth a retry. */
export async function inputMetadata(input: Buffer): Promise<{ width: number; height: number; hasAlpha: boolean }> {
  try {
    const metadata = await sharp(input).metadata();
    return { ...metadata.autoOrient, hasAlpha: metadata.hasAlpha };
  } catch {
    throw new ProviderError(taskErrorMessage('input_unreadable'), false, 'provider_rejected');
  }
}

export interface DecodedImage extends RawImage {
  channels: 4;
  hasAlpha: boolean;
}

/**
 * The input as RGBA at the size the job asks for (cover-fit), or at its own size when the job says Auto (0),
 * scaled down to fit 2048 px. `keepSize` forces its own size (inpaint and outpaint must not move pixels).
 */
export async function decodeInput(input: Buffer, job: Pick<ProviderJob, 'width' | 'height'>, keepSize = false): Promise<DecodedImage> {
  const metadata = await inputMetadata(input);
  let image = sharp(input).autoOrient();
  if (!keepSize && job.width > 0 && job.height > 0) {
    image = image.resize(clampSide(job.width), clampSide(job.height), { fit: 'cover', kernel: 'lanczos3' });
  } else if (!keepSize && Math.max(metadata.width, metadata.height) > maxSide) {
    image = image.resize(maxSide, maxSide, { fit: 'inside', kernel: 'lanczos3' });
  }
  const { data, info } = await image.ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height, channels: 4, hasAlpha: metadata.hasAlpha };
}

/** A PNG result; the alpha channel is kept only when it carries something. */
export async function pngOutput(image: RawImage, seed: number | null, keepAlpha = image.channels === 4): Promise<ProviderOutput> {
  const dropAlpha = image.channels === 4 && !keepAlpha;
  let pipeline = sharp(image.data, { raw: { width: image.width, height: image.height, channels: image.channels } });
  if (dropAlpha) pipeline = pipeline.removeAlpha();
  const data = await pipeline.png({ compressionLevel: 6 }).toBuffer();
  const output: ProviderOutput = { kind: 'image', data, mimeType: 'image/png', width: image.width, height: image.height, seed };
  // Without the alpha channel the file holds other pixels than these (sharp would resize them with their alpha).
  return dropAlpha ? output : { ...output, pixels: image };
}
