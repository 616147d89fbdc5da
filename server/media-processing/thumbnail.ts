import sharp from 'sharp';

export interface Thumbnail {
  data: Buffer;
  mimeType: 'image/webp';
  width: number;
  height: number;
}

/** Thumbnails are made from stored media we made or re-encoded ourselves; the cap still guards a bad caller. */
const thumbnailInputPixels = 100_000_000;

/** A square WebP thumbnail (300 px by default), cover-fit and auto-oriented, for the gallery grid. */
export async function makeThumbnail(image: Buffer, size = 300): Promise<Thumbnail> {
  const data = await sharp(image, { limitInputPixels: thumbnailInputPixels })
    .autoOrient()
    .resize(size, size, { fit: 'cover', position: 'attention' })
    .webp({ quality: 80 })
    .toBuffer();
  return { data, mimeType: 'image/webp', width: size, height: size };
}
