import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { embedPngMetadata, readPngMetadata } from './png-metadata';
import { solidPng } from './test-images.fixtures';

describe('PNG generation metadata', () => {
  const metadata = {
    prompt: 'قلعة على تل عند الغروب, castle',
    seed: 1234,
    template: 'text_to_image_v1',
    params: { CFGScale: 7, steps: 30 },
  };

  it('writes text chunks that read back, and leaves the image decodable and unchanged', async () => {
    const png = await solidPng(16, 16);
    const tagged = embedPngMetadata(png, metadata);
    expect(readPngMetadata(tagged)).toMatchObject({
      prompt: metadata.prompt,
      seed: '1234',
      template: 'text_to_image_v1',
      params: '{"CFGScale":7,"steps":30}',
      Software: 'Studio',
    });
    expect(JSON.parse(readPngMetadata(tagged).parameters ?? '{}')).toEqual(metadata);
    const [before, after] = await Promise.all([sharp(png).raw().toBuffer(), sharp(tagged).raw().toBuffer()]);
    expect(after.equals(before)).toBe(true);
  });

  it('replaces its chunks when embedding twice, and compresses long values', async () => {
    const png = await solidPng(8, 8);
    const params = { negativePrompt: 'blurry '.repeat(200) };
    const once = embedPngMetadata(png, { ...metadata, params });
    expect(embedPngMetadata(once, { ...metadata, params }).equals(once)).toBe(true);
    const twice = embedPngMetadata(once, { ...metadata, seed: 5, params });
    expect(readPngMetadata(twice).seed).toBe('5');
    expect(twice.length).toBeLessThan(png.length + 1500);
    expect(JSON.parse(readPngMetadata(twice).params ?? '{}')).toEqual(params);
  });

  it('refuses what is not a PNG', () => {
    expect(() => embedPngMetadata(Buffer.from('GIF89a'), metadata)).toThrow('Not a PNG file');
  });
});
