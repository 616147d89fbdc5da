export type ImageType = 'jpeg' | 'png' | 'webp' | 'bmp' | 'gif';

/**
 * The image type from the file's first bytes. The name and the declared type are the sender's claims; the magic
 * bytes are what a decoder will actually act on.
 */
export function detectImageType(data: Buffer): ImageType | null {
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'jpeg';
  if (data.length >= 8 && data.readUInt32BE(0) === 0x89504e47 && data.readUInt32BE(4) === 0x0d0a1a0a) return 'png';
  if (data.length >= 6 && /^GIF8[79]a$/.test(data.toString('latin1', 0, 6))) return 'gif';
  if (data.length >= 12 && data.toString('latin1', 0, 4) === 'RIFF' && data.toString('latin1', 8, 12) === 'WEBP') return 'webp';
  // "BM" alone is two common letters; a known DIB header size makes it a bitmap.
  if (data.length >= 18 && data.toString('latin1', 0, 2) === 'BM' && [12, 40, 52, 56, 108, 124].includes(data.readUInt32LE(14))) {
    return 'bmp';
  }
  return null;
}

export const imageMimeTypes: Record<ImageType, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  bmp: 'image/bmp',
  gif: 'image/gif',
};
