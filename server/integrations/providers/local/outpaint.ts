import sharp from 'sharp';
import { outpaintProblem, outpaintProblemMessage, taskErrorMessage, type OutpaintSides } from '../../../../contract';
import { ProviderError, type ProviderJob, type ProviderOutput } from '../provider';
import { composeScene } from './compose-scene';
import { decodeInput, inputImageOf, pngOutput } from './image-io';
import { effectivePrompt } from './job-params';
import { clampByte, smoothstep, softLight } from './pixels';
import { renderScene } from './render-scene';

/** The shared outpaint rule (contract/outpaint.ts), checked again here because a provider may be called directly. */
function checkOutpaintSides(sides: OutpaintSides | undefined, width: number, height: number): OutpaintSides {
  if (!sides) throw new ProviderError(taskErrorMessage('outpaint_sides_missing'), false, 'provider_rejected');
  const problem = outpaintProblem(sides, { width, height });
  if (problem) throw new ProviderError(outpaintProblemMessage(problem), false, 'provider_rejected');
  return sides;
}

/**
 * Extends the canvas and fills only the added sides: near the original the fill continues its edges (a mirror of
 * them, crisp close by and blurred further out), and further out the prompt's composition takes over. The
 * original's pixels are copied unchanged into the middle.
 */
export async function outpaint(job: ProviderJob, seed: number): Promise<ProviderOutput> {
  const input = await decodeInput(inputImageOf(job), job, true);
  const sides = checkOutpaintSides(job.outpaint, input.width, input.height);
  const width = input.width + sides.left + sides.right;
  const height = input.height + sides.top + sides.bottom;
  const unit = Math.min(width, height);
  const mirrored = sharp(input.data, { raw: { width: input.width, height: input.height, channels: 4 } }).extend({
    ...sides,
    extendWith: 'mirror',
  });
  const [crisp, blurred, art] = await Promise.all([
    mirrored.clone().raw().toBuffer(),
    mirrored
      .clone()
      .raw()
      .toBuffer()
      .then((data) =>
        sharp(data, { raw: { width, height, channels: 4 } })
          .blur(Math.max(0.3, unit * 0.05))
          .raw()
          .toBuffer(),
      ),
    renderScene(composeScene(effectivePrompt(job), seed, width, height)),
  ]);
  const fade = Math.max(64, unit * 0.35);
  const out = Buffer.alloc(width * height * 4);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const at = (y * width + x) * 4;
      const ix = x - sides.left;
      const iy = y - sides.top;
      if (ix >= 0 && iy >= 0 && ix < input.width && iy < input.height) {
        input.data.copy(out, at, (iy * input.width + ix) * 4, (iy * input.width + ix) * 4 + 4);
        continue;
      }
      const distance = Math.hypot(Math.max(0, -ix, ix - input.width + 1), Math.max(0, -iy, iy - input.height + 1));
      const nearness = 1 - smoothstep(0, fade * 0.3, distance);
      const artShare = 0.15 + 0.55 * smoothstep(0, fade, distance);
      for (let channel = 0; channel < 3; channel += 1) {
        const edge = (crisp[at + channel] ?? 0) * nearness + (blurred[at + channel] ?? 0) * (1 - nearness);
        const lit = softLight(edge, art.data[(y * width + x) * 3 + channel] ?? 0);
        out[at + channel] = clampByte(
          edge + (lit - edge) * artShare + ((art.data[(y * width + x) * 3 + channel] ?? 0) - lit) * artShare * 0.3,
        );
      }
      out[at + 3] = 255;
    }
  }
  return pngOutput({ data: out, width, height, channels: 4 }, seed, input.hasAlpha);
}
