import { taskErrorMessage } from '../../../../contract';
import sharp from 'sharp';
import { ProviderError, type ProviderJob, type ProviderOutput } from '../provider';
import { composeScene } from './compose-scene';
import { decodeInput, inputImageOf, pngOutput } from './image-io';
import { effectivePrompt, numberParam } from './job-params';
import { clampByte, softLight } from './pixels';
import { renderScene } from './render-scene';

/**
 * Repaints only where the mask is white (the spec's mask: black background, white painted areas). The new paint is
 * the prompt's composition soft-lit over a blurred copy of the image, so it takes the surroundings' light; grey
 * mask values blend. Where the mask is black, the output keeps the input's exact pixels.
 */
export async function inpaint(job: ProviderJob, seed: number): Promise<ProviderOutput> {
  const maskFile = job.inputs.maskImage;
  if (!maskFile) throw new ProviderError(taskErrorMessage('mask_missing'), false, 'provider_rejected');
  const input = await decodeInput(inputImageOf(job), job, true);
  const { width, height } = input;
  const mask = await readMask(maskFile, width, height);
  const strength = numberParam(job.params, 'strength', 1, 0, 1);
  const raw = { raw: { width, height, channels: 4 as const } };
  const [art, context] = await Promise.all([
    renderScene(composeScene(effectivePrompt(job), seed, width, height)),
    sharp(input.data, raw)
      .blur(Math.max(0.3, Math.min(width, height) * 0.04))
      .raw()
      .toBuffer(),
  ]);
  const out = Buffer.from(input.data);
  for (let pixel = 0; pixel < width * height; pixel += 1) {
    const amount = ((mask[pixel] ?? 0) / 255) * strength;
    if (amount === 0) continue;
    const at = pixel * 4;
    for (let channel = 0; channel < 3; channel += 1) {
      const around = context[at + channel] ?? 0;
      const paint = around + (softLight(around, art.data[pixel * 3 + channel] ?? 0) - around) * 0.8;
      const mixed = paint + ((art.data[pixel * 3 + channel] ?? 0) - paint) * 0.35;
      const base = input.data[at + channel] ?? 0;
      out[at + channel] = clampByte(base + (mixed - base) * amount);
    }
    const alpha = input.data[at + 3] ?? 255;
    out[at + 3] = clampByte(alpha + (255 - alpha) * amount);
  }
  return pngOutput({ data: out, width, height, channels: 4 }, seed, input.hasAlpha);
}

/** The mask as one byte per pixel at the image's size; transparent areas of a mask count as unpainted. */
async function readMask(file: Buffer, width: number, height: number): Promise<Buffer> {
  let mask = sharp(file).flatten({ background: '#000000' }).toColourspace('b-w');
  const metadata = await sharp(file).metadata();
  if (metadata.width !== width || metadata.height !== height) mask = mask.resize(width, height, { fit: 'fill', kernel: 'linear' });
  const { data, info } = await mask.raw().toBuffer({ resolveWithObject: true });
  if (info.channels === 1) return data;
  const single = Buffer.alloc(width * height);
  for (let pixel = 0; pixel < single.length; pixel += 1) single[pixel] = data[pixel * info.channels] ?? 0;
  return single;
}
