import type { ProviderJob, ProviderOutput } from '../provider';
import { composeScene } from './compose-scene';
import { decodeInput, inputImageOf, pngOutput, type DecodedImage } from './image-io';
import { effectivePrompt, numberParam } from './job-params';
import { remap, rotateHue, softLight, clampByte } from './pixels';
import { renderScene } from './render-scene';
import { createRandom, hashString, type Random } from './seeded-random';

/** How far each mode moves away from the input at strength 1. Variations stay closer to the input's own look. */
const modes = {
  'image-to-image': { defaultStrength: 0.6, warp: 0.035, hue: 70, art: 0.6 },
  'image-variations': { defaultStrength: 0.5, warp: 0.06, hue: 45, art: 0.3 },
} as const;

/**
 * Transforms the input guided by the prompt: a seeded low-frequency warp of its geometry, a seeded hue turn, and
 * the prompt's composition soft-lit into it. `strength` (0 to 1) scales all three: 0 returns the input's pixels.
 */
export async function transformImage(job: ProviderJob, seed: number, mode: keyof typeof modes): Promise<ProviderOutput> {
  const settings = modes[mode];
  const input = await decodeInput(inputImageOf(job), job);
  const strength = numberParam(job.params, 'strength', settings.defaultStrength, 0, 1);
  if (strength === 0) return pngOutput(input, seed, input.hasAlpha);
  const random = createRandom(hashString(job.prompt, seed));
  const image = warp(input, random, strength * settings.warp);
  rotateHue(image, random.range(-1, 1) * settings.hue * strength);
  const art = await renderScene(composeScene(effectivePrompt(job), seed, image.width, image.height));
  const soft = strength * (0.5 + settings.art * 0.5);
  // Shapes show through only at high strength, so a light touch keeps the input recognisable.
  const over = settings.art * strength * strength * 0.6;
  for (let pixel = 0, at = 0; pixel < image.width * image.height; pixel += 1, at += 4) {
    for (let channel = 0; channel < 3; channel += 1) {
      const base = image.data[at + channel] ?? 0;
      const blend = art.data[pixel * 3 + channel] ?? 0;
      const lit = base + (softLight(base, blend) - base) * soft;
      image.data[at + channel] = clampByte(lit + (blend - lit) * over);
    }
  }
  return pngOutput(image, seed, input.hasAlpha);
}

/** A smooth displacement field from two sine terms per axis; `share` is the amplitude over the short side. */
function warp(input: DecodedImage, random: Random, share: number): DecodedImage {
  const unit = Math.min(input.width, input.height);
  const amplitude = share * unit;
  const wave = () => ({ frequency: (random.range(0.8, 2.6) * Math.PI * 2) / unit, phase: random.range(0, Math.PI * 2) });
  const [a, b, c, d] = [wave(), wave(), wave(), wave()];
  const out = remap(input, input.width, input.height, (x, y) => [
    x + amplitude * (Math.sin(y * a.frequency + a.phase) + 0.5 * Math.sin((x + y) * b.frequency + b.phase)),
    y + amplitude * (Math.cos(x * c.frequency + c.phase) + 0.5 * Math.sin((x - y) * d.frequency + d.phase)),
  ]);
  return { ...out, channels: 4, hasAlpha: input.hasAlpha };
}
