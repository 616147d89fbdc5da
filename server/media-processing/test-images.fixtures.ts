import { crc32 } from 'node:zlib';
import sharp from 'sharp';

/** Small images for the tests, made here so no binary fixture has to be checked in. */
export function solidPng(width: number, height: number, colour = { r: 200, g: 60, b: 40 }, alpha = 1): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 4, background: { ...colour, alpha } } })
    .png()
    .toBuffer();
}

/** A 24-bit bottom-up BMP, the most common kind, with a left-to-right red ramp so orientation errors show. */
export function rampBmp(width: number, height: number): Buffer {
  const stride = Math.ceil((width * 3) / 4) * 4;
  const pixels = Buffer.alloc(stride * height);
  for (let row = 0; row < height; row += 1) {
    for (let x = 0; x < width; x += 1) {
      const at = (height - 1 - row) * stride + x * 3;
      pixels[at] = row === 0 ? 255 : 0; // blue marks the top row
      pixels[at + 1] = 0;
      pixels[at + 2] = Math.round((x / Math.max(1, width - 1)) * 255);
    }
  }
  return Buffer.concat([bmpHeaders(width, height, 24, pixels.length, 0), pixels]);
}

/** A 32-bit BMP with a real alpha channel (BI_BITFIELDS with a V4 header), left half transparent. */
export function alphaBmp(width: number, height: number): Buffer {
  const pixels = Buffer.alloc(width * height * 4);
  for (let index = 0; index < width * height; index += 1) {
    const x = index % width;
    pixels.writeUInt32LE((((x < width / 2 ? 0 : 255) << 24) | (200 << 8)) >>> 0, index * 4);
  }
  return Buffer.concat([bmpHeaders(width, height, 32, pixels.length, 3, 108), pixels]);
}

function bmpHeaders(width: number, height: number, bpp: number, imageSize: number, compression: number, dibSize = 40): Buffer {
  const header = Buffer.alloc(14 + dibSize);
  header.write('BM', 0, 'latin1');
  header.writeUInt32LE(header.length + imageSize, 2);
  header.writeUInt32LE(header.length, 10);
  header.writeUInt32LE(dibSize, 14);
  header.writeInt32LE(width, 18);
  header.writeInt32LE(height, 22);
  header.writeUInt16LE(1, 26);
  header.writeUInt16LE(bpp, 28);
  header.writeUInt32LE(compression, 30);
  header.writeUInt32LE(imageSize, 34);
  if (dibSize >= 108) {
    header.writeUInt32LE(0x00ff0000, 54);
    header.writeUInt32LE(0x0000ff00, 58);
    header.writeUInt32LE(0x000000ff, 62);
    header.writeUInt32LE(0xff000000, 66);
  }
  return header;
}

/** A PNG header that claims width x height with almost no data behind it: the shape of a decompression bomb. */
export async function claimedSizePng(width: number, height: number): Promise<Buffer> {
  const real = await solidPng(1, 1);
  const out = Buffer.from(real);
  out.writeUInt32BE(width, 16);
  out.writeUInt32BE(height, 20);
  out.writeUInt32BE(crc32(out.subarray(12, 29)) >>> 0, 29);
  return out;
}
