import { taskErrorMessage } from '../../../../contract';
import sharp from 'sharp';
import { ProviderError, type ProviderJob, type ProviderOutput } from '../provider';
import { inputImageOf, inputMetadata } from './image-io';
import { numberParam } from './job-params';

const maxUpscaledSide = 8192;

/** Really resamples: Lanczos by 2x or 4x, then a light unsharp mask to restore the edge contrast resampling softens. */
export async function upscale(job: ProviderJob): Promise<ProviderOutput> {
  const factor = job.upscaleFactor ?? (numberParam(job.params, 'upscaleFactor', 2, 2, 4) >= 3 ? 4 : 2);
  const file = inputImageOf(job);
  const { width, height } = await inputMetadata(file);
  const input = sharp(file).autoOrient();
  if (Math.max(width, height) * factor > maxUpscaledSide) {
    throw new ProviderError(taskErrorMessage('upscale_too_large', { factor, max: maxUpscaledSide }), false, 'provider_rejected');
  }
  const data = await input
    .resize(width * factor, height * factor, { kernel: 'lanczos3' })
    .sharpen({ sigma: 0.6, m1: 0.5, m2: 1.5 })
    .png({ compressionLevel: 6 })
    .toBuffer();
  return { kind: 'image', data, mimeType: 'image/png', width: width * factor, height: height * factor, seed: null };
}
