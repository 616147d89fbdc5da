import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { buildJob, meanDifference, pixelsOf } from './local.fixtures';
import { textToImage } from './text-to-image';

describe('local text-to-image', () => {
  it('gives identical bytes for the same prompt and seed', async () => {
    const [first, second] = await Promise.all([textToImage(buildJob(), 42), textToImage(buildJob(), 42)]);
    expect(first.data.equals(second.data)).toBe(true);
    expect(first).toMatchObject({ kind: 'image', mimeType: 'image/png', width: 128, height: 128, seed: 42 });
  });

  it('gives visibly different images for another seed or another prompt', async () => {
    const base = await textToImage(buildJob(), 42);
    const otherSeed = await textToImage(buildJob(), 43);
    const otherPrompt = await textToImage(buildJob({ prompt: 'blue ocean waves under the moon' }), 42);
    expect(await meanDifference(base.data, otherSeed.data)).toBeGreaterThan(12);
    expect(await meanDifference(base.data, otherPrompt.data)).toBeGreaterThan(12);
  });

  it('looks composed, not like noise: neighbouring pixels are close, the whole image is not flat', async () => {
    const { data, width, channels } = await pixelsOf((await textToImage(buildJob({ width: 192, height: 192 }), 7)).data);
    let neighbour = 0;
    let sum = 0;
    let squares = 0;
    for (let at = 0; at + channels < data.length; at += channels) {
      neighbour += Math.abs((data[at] ?? 0) - (data[at + channels] ?? 0));
      sum += data[at] ?? 0;
      squares += (data[at] ?? 0) ** 2;
    }
    const count = data.length / channels;
    const spread = Math.sqrt(squares / count - (sum / count) ** 2);
    expect(neighbour / count).toBeLessThan(8); // white noise would be about 85
    expect(spread).toBeGreaterThan(8);
    expect(width).toBe(192);
  });

  it('renders the size asked for, and 1024 px square when the size is Auto', async () => {
    const wide = await textToImage(buildJob({ width: 320, height: 128 }), 1);
    expect(await sharp(wide.data).metadata()).toMatchObject({ width: 320, height: 128 });
    const auto = await textToImage(buildJob({ width: 0, height: 0 }), 1);
    expect([auto.width, auto.height]).toEqual([1024, 1024]);
  });

  it('leaves out the words the negative prompt names', async () => {
    const withNegative = await textToImage(buildJob({ prompt: 'castle dragon', negativePrompt: 'dragon' }), 3);
    const castleOnly = await textToImage(buildJob({ prompt: 'castle' }), 3);
    expect(withNegative.data.equals(castleOnly.data)).toBe(true);
  });
});
