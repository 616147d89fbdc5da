import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { transformImage } from './image-to-image';
import { inpaint } from './inpaint';
import { buildJob, discMask, meanDifference, pixelsOf, subjectPng } from './local.fixtures';
import { outpaint } from './outpaint';
import { removeBackground } from './remove-background';
import { upscale } from './upscale';

describe('local image-to-image and variations', () => {
  it('returns the input unchanged at strength 0 and moves further as strength grows', async () => {
    const input = await subjectPng(128);
    const job = (strength: number) => buildJob({ templateType: 'image-to-image', inputs: { seedImage: input }, params: { strength } });
    const [zero, light, strong] = await Promise.all([0, 0.3, 0.9].map((strength) => transformImage(job(strength), 5, 'image-to-image')));
    expect((await pixelsOf(zero!.data)).data.equals((await pixelsOf(input)).data)).toBe(true);
    const lightDiff = await meanDifference(input, light!.data);
    const strongDiff = await meanDifference(input, strong!.data);
    expect(lightDiff).toBeGreaterThan(3);
    expect(strongDiff).toBeGreaterThan(lightDiff * 1.5);
  });

  it('gives distinct, repeatable variations per seed at the input size when the size is Auto', async () => {
    const input = await subjectPng(96);
    const job = buildJob({ templateType: 'image-variations', width: 0, height: 0, inputs: { seedImage: input } });
    const [a, again, b] = await Promise.all([
      transformImage(job, 1, 'image-variations'),
      transformImage(job, 1, 'image-variations'),
      transformImage(job, 2, 'image-variations'),
    ]);
    expect(a.data.equals(again.data)).toBe(true);
    expect([a.width, a.height]).toEqual([96, 96]);
    expect(await meanDifference(a.data, b.data)).toBeGreaterThan(5);
  });

  it('refuses a job without an input image', async () => {
    await expect(transformImage(buildJob({ templateType: 'image-to-image' }), 1, 'image-to-image')).rejects.toMatchObject({
      code: 'provider_rejected',
      isRetryable: false,
    });
  });
});

describe('local inpainting', () => {
  it('changes the masked disc and keeps every pixel outside the mask exactly', async () => {
    const input = await subjectPng(128);
    const mask = await discMask(128, 40, 40, 24);
    const result = await inpaint(buildJob({ templateType: 'image-inpainting', inputs: { seedImage: input, maskImage: mask } }), 9);
    const [before, after, maskPixels] = await Promise.all([
      pixelsOf(input),
      pixelsOf(result.data),
      sharp(mask).extractChannel(0).raw().toBuffer(),
    ]);
    let changedInside = 0;
    let changedOutside = 0;
    for (let pixel = 0; pixel < 128 * 128; pixel += 1) {
      const same = [0, 1, 2].every((c) => before.data[pixel * before.channels + c] === after.data[pixel * after.channels + c]);
      if (maskPixels[pixel] === 0 && !same) changedOutside += 1;
      if (maskPixels[pixel] === 255 && !same) changedInside += 1;
    }
    expect(changedOutside).toBe(0);
    expect(changedInside).toBeGreaterThan(1400); // the disc covers about 1800 pixels
  });

  it('needs a mask', async () => {
    await expect(inpaint(buildJob({ inputs: { seedImage: await subjectPng(64) } }), 1)).rejects.toThrow('Inpainting needs a mask.');
  });
});

describe('local outpainting', () => {
  it('grows the canvas by the sides and keeps the original pixels unchanged in the middle', async () => {
    const input = await subjectPng(128);
    const sides = { top: 64, right: 128, bottom: 0, left: 64 };
    const result = await outpaint(buildJob({ templateType: 'image-outpainting', inputs: { seedImage: input }, outpaint: sides }), 4);
    expect([result.width, result.height]).toEqual([320, 192]);
    const middle = await sharp(result.data).extract({ left: 64, top: 64, width: 128, height: 128 }).raw().toBuffer();
    expect(middle.equals((await pixelsOf(input)).data)).toBe(true);
    const corner = await sharp(result.data).extract({ left: 0, top: 0, width: 64, height: 64 }).stats();
    expect(corner.channels[0]?.stdev).toBeGreaterThan(0); // filled, not left blank
  });

  it('refuses sides that break the spec’s rules', async () => {
    const input = await subjectPng(128);
    for (const [sides, message] of [
      [{ top: 32, right: 0, bottom: 0, left: 0 }, 'multiple of 64'],
      [{ top: 16, right: 0, bottom: 16, left: 0 }, 'steps of 32'],
      [{ top: -64, right: 0, bottom: 0, left: 0 }, 'negative'],
      [{ top: 0, right: 0, bottom: 0, left: 0 }, 'at least one side'],
      [{ top: 0, right: 1984, bottom: 0, left: 0 }, 'at most 2048'],
    ] as const) {
      await expect(outpaint(buildJob({ inputs: { seedImage: input }, outpaint: sides }), 1)).rejects.toThrow(message);
    }
  });
});

describe('local background removal', () => {
  it('makes the backdrop transparent and keeps the subject opaque, with a soft edge', async () => {
    const result = await removeBackground(buildJob({ templateType: 'background-removal', inputs: { inputImage: await subjectPng(128) } }));
    const { data, channels } = await pixelsOf(result.data);
    expect(channels).toBe(4);
    const alphaAt = (x: number, y: number) => data[(y * 128 + x) * 4 + 3];
    expect(alphaAt(2, 2)).toBe(0);
    expect(alphaAt(120, 120)).toBe(0);
    expect(alphaAt(64, 70)).toBe(255); // the disc
    expect(alphaAt(64, 25)).toBe(255); // the square
    const edge = Array.from({ length: 128 }, (_, x) => alphaAt(x, 70) ?? 0).filter((a) => a > 0 && a < 255);
    expect(edge.length).toBeGreaterThan(0);
    expect(result.seed).toBeNull();
  });
});

describe('local upscale', () => {
  it('resamples by 2x or 4x and stays faithful to the input', async () => {
    const input = await subjectPng(64);
    for (const factor of [2, 4] as const) {
      const result = await upscale(buildJob({ templateType: 'upscale', upscaleFactor: factor, inputs: { inputImage: input } }));
      expect(await sharp(result.data).metadata()).toMatchObject({ width: 64 * factor, height: 64 * factor, format: 'png' });
      const back = await sharp(result.data).resize(64, 64, { kernel: 'lanczos3' }).png().toBuffer();
      expect(await meanDifference(back, input)).toBeLessThan(3);
    }
  });
});
