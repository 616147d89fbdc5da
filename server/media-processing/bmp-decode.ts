/**
 * A BMP reader: sharp's bundled libvips cannot read BMP, and the spec accepts it. Covers what cameras, Paint and
 * browsers write: 1, 4 and 8-bit palettes, 16, 24 and 32-bit, uncompressed or with bit-field masks. RLE is refused.
 */

export class BmpError extends Error {
  override name = 'BmpError';
}

export interface BmpHeader {
  width: number;
  height: number;
  isTopDown: boolean;
  bitsPerPixel: number;
  compression: number;
  headerSize: number;
  pixelOffset: number;
}

export function readBmpHeader(data: Buffer): BmpHeader {
  if (data.length < 26 || data.toString('latin1', 0, 2) !== 'BM') throw new BmpError('Not a BMP file');
  const pixelOffset = data.readUInt32LE(10);
  const headerSize = data.readUInt32LE(14);
  if (headerSize === 12) {
    return {
      width: data.readUInt16LE(18),
      height: data.readUInt16LE(20),
      isTopDown: false,
      bitsPerPixel: data.readUInt16LE(24),
      compression: 0,
      headerSize,
      pixelOffset,
    };
  }
  if (headerSize < 40 || data.length < 14 + 40) throw new BmpError('Unsupported BMP header');
  const rawHeight = data.readInt32LE(22);
  return {
    width: data.readInt32LE(18),
    height: Math.abs(rawHeight),
    isTopDown: rawHeight < 0,
    bitsPerPixel: data.readUInt16LE(28),
    compression: data.readUInt32LE(30),
    headerSize,
    pixelOffset,
  };
}

/** Decodes to RGBA (channels 4) when the file has a real alpha channel, else RGB. */
export function decodeBmp(data: Buffer): { data: Buffer; width: number; height: number; channels: 3 | 4 } {
  const header = readBmpHeader(data);
  const { width, height, bitsPerPixel: bpp, compression } = header;
  if (width <= 0 || height <= 0) throw new BmpError('BMP has no pixels');
  if (compression !== 0 && compression !== 3 && compression !== 6) throw new BmpError('Compressed (RLE) BMP files are not supported');
  const stride = Math.floor((bpp * width + 31) / 32) * 4;
  if (header.pixelOffset + stride * height > data.length) throw new BmpError('BMP pixel data is truncated');

  const masks = bitMasks(data, header);
  const palette = bpp <= 8 ? readPalette(data, header) : [];
  const out = Buffer.alloc(width * height * 4);
  let hasAlpha = false;
  for (let row = 0; row < height; row += 1) {
    const source = header.pixelOffset + (header.isTopDown ? row : height - 1 - row) * stride;
    for (let x = 0; x < width; x += 1) {
      const target = (row * width + x) * 4;
      let r = 0,
        g = 0,
        b = 0,
        a = 255;
      if (bpp <= 8) {
        const bit = x * bpp;
        const byte = data[source + (bit >> 3)] ?? 0;
        const index = (byte >> (8 - bpp - (bit & 7))) & ((1 << bpp) - 1);
        [r, g, b] = palette[index] ?? [0, 0, 0];
      } else if (bpp === 24) {
        b = data[source + x * 3] ?? 0;
        g = data[source + x * 3 + 1] ?? 0;
        r = data[source + x * 3 + 2] ?? 0;
      } else if (bpp === 16 || bpp === 32) {
        const value = bpp === 16 ? data.readUInt16LE(source + x * 2) : data.readUInt32LE(source + x * 4);
        r = channel(value, masks.red);
        g = channel(value, masks.green);
        b = channel(value, masks.blue);
        if (masks.alpha) {
          a = channel(value, masks.alpha);
          if (a !== 0) hasAlpha = true;
        }
      } else throw new BmpError(`${bpp}-bit BMP files are not supported`);
      out[target] = r;
      out[target + 1] = g;
      out[target + 2] = b;
      out[target + 3] = a;
    }
  }
  // Many writers leave a zero alpha mask in place; an all-zero alpha means "no alpha", not "invisible".
  if (!hasAlpha) return { data: dropAlpha(out), width, height, channels: 3 };
  return { data: out, width, height, channels: 4 };
}

function readPalette(data: Buffer, header: BmpHeader): Array<[number, number, number]> {
  const entrySize = header.headerSize === 12 ? 3 : 4;
  const used = header.headerSize >= 40 ? data.readUInt32LE(46) : 0;
  const count = used > 0 ? Math.min(used, 256) : 1 << header.bitsPerPixel;
  const start = 14 + header.headerSize + (header.compression === 3 && header.headerSize === 40 ? 12 : 0);
  return Array.from({ length: count }, (_, index) => {
    const at = start + index * entrySize;
    return [data[at + 2] ?? 0, data[at + 1] ?? 0, data[at] ?? 0];
  });
}

interface Masks {
  red: number;
  green: number;
  blue: number;
  alpha: number;
}

function bitMasks(data: Buffer, header: BmpHeader): Masks {
  const hasMasks = header.compression === 3 || header.compression === 6;
  if (hasMasks && header.headerSize >= 40) {
    // BITMAPINFOHEADER keeps the masks just after it; V2 and later headers hold them inside, at the same offset.
    const at = 14 + 40;
    const hasAlphaMask = header.compression === 6 || header.headerSize >= 56;
    return {
      red: data.readUInt32LE(at),
      green: data.readUInt32LE(at + 4),
      blue: data.readUInt32LE(at + 8),
      alpha: hasAlphaMask ? data.readUInt32LE(at + 12) : 0,
    };
  }
  if (header.bitsPerPixel === 16) return { red: 0x7c00, green: 0x03e0, blue: 0x001f, alpha: 0 };
  // 32-bit BI_RGB: the fourth byte is officially unused; V4/V5 headers may still declare an alpha mask.
  const alpha = header.headerSize >= 56 ? data.readUInt32LE(14 + 52) : 0;
  return { red: 0xff0000, green: 0xff00, blue: 0xff, alpha };
}

/** Scales a masked field to 0-255, whatever its width (5-bit, 6-bit or 8-bit). */
function channel(value: number, mask: number): number {
  if (mask === 0) return 0;
  let shift = 0;
  while (((mask >>> shift) & 1) === 0) shift += 1;
  const max = mask >>> shift;
  return Math.round((((value & mask) >>> shift) * 255) / max);
}

function dropAlpha(rgba: Buffer): Buffer {
  const rgb = Buffer.alloc((rgba.length / 4) * 3);
  for (let source = 0, target = 0; source < rgba.length; source += 4, target += 3) {
    rgb[target] = rgba[source] ?? 0;
    rgb[target + 1] = rgba[source + 1] ?? 0;
    rgb[target + 2] = rgba[source + 2] ?? 0;
  }
  return rgb;
}
