import { describe, expect, it } from 'vitest';
import { makeThumbnail } from '../../../media-processing';
import { pngOutput } from './image-io';
import { textToImage } from './text-to-image';
import { buildJob } from './local.fixtures';

/** A soft gradient with an alpha channel that is not all opaque, so keeping or dropping it shows. */
function gradient(width: number, height: number) {
  const data = Buffer.alloc(width * height * 4);
  for (let index = 0; index < width * height; index += 1) {
    data[index * 4] = index % 251;
    data[index * 4 + 1] = (index * 7) % 256;
    data[index * 4 + 2] = 128;
    data[index * 4 + 3] = 64 + (index % 192);
  }
  return { data, width, height, channels: 4 as const };
}

// The worker makes a local result's thumbnail from the pixels the provider hands over with its file: the
// gallery must get the very thumbnail decoding the file would have given.
describe('a local result thumbnail made from its pixels', () => {
  it('is the one its file gives, byte for byte, for a rendered image', async () => {
    const output = await textToImage(buildJob({ width: 320, height: 200 }), 7);
    expect(output.pixels).toBeDefined();
    const fromPixels = await makeThumbnail(output.pixels!);
    expect(fromPixels.data.equals((await makeThumbnail(output.data)).data)).toBe(true);
  });

  it('is the one its file gives when the file keeps a partly transparent alpha channel', async () => {
    const output = await pngOutput(gradient(240, 360), null, true);
    const fromPixels = await makeThumbnail(output.pixels!);
    expect(fromPixels.data.equals((await makeThumbnail(output.data)).data)).toBe(true);
  });

  it('is left to the file when the file drops the alpha channel of the pixels it was made of', async () => {
    expect((await pngOutput(gradient(240, 360), null, false)).pixels).toBeUndefined();
  });
});
