import type { ProviderJob, ProviderOutput } from '../provider';
import { composeScene } from './compose-scene';
import { clampSide, pngOutput } from './image-io';
import { effectivePrompt } from './job-params';
import { renderScene } from './render-scene';

/** Auto (0x0) renders a 1024 px square, the size most image models default to. */
export async function textToImage(job: ProviderJob, seed: number): Promise<ProviderOutput> {
  const width = job.width > 0 ? clampSide(job.width) : 1024;
  const height = job.height > 0 ? clampSide(job.height) : 1024;
  const image = await renderScene(composeScene(effectivePrompt(job), seed, width, height));
  return pngOutput(image, seed);
}
