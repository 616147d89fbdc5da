import sharp from 'sharp';

export interface Thumbnail {
  data: Buffer;
  mimeType: 'image/webp';
  width: number;
  height: number;
}

/** Thumbnails are made from stored media we made or re-encoded ourselves; the cap still guards a bad caller. */
const thumbnailInputPixels = 100_000_000;

/** Interleaved 8-bit pixels, as sharp reads them raw. */
export interface Pixels {
  data: Buffer;
  width: number;
  height: number;
  channels: 3 | 4;
}

function decoded(image: Buffer | Pixels) {
  if (Buffer.isBuffer(image)) return sharp(image, { limitInputPixels: thumbnailInputPixels }).autoOrient();
  const { data, width, height, channels } = image;
  return sharp(data, { raw: { width, height, channels } });
}

/**
 * A square WebP thumbnail (300 px by default), cover-fit and auto-oriented, for the gallery grid; from an image
 * file, or from the pixels a file was made of (the same thumbnail, without decoding the file again).
 */
export async function makeThumbnail(image: Buffer | Pixels, size = 300): Promise<Thumbnail> {
  // Effort 2 rather than libwebp's default 4: half the encoding time (about 5 ms less on a result's way to
  // "complete"), for files some 3 % larger at the same quality.
  const data = await decoded(image).resize(size, size, { fit: 'cover', position: 'attention' }).webp({ quality: 80, effort: 2 }).toBuffer();
  return { data, mimeType: 'image/webp', width: size, height: size };
}
