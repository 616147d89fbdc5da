import { createHash } from 'node:crypto';
import sharp from 'sharp';

const SIZE = 256;

/** Eight bytes of a name's hash decide its colours and shapes, so a picture never changes between releases. */
function bytesOf(name: string): number[] {
  return [...createHash('sha256').update(name).digest()];
}

function svgFor(name: string): string {
  const b = bytesOf(name);
  const hue = (b[0]! * 360) / 256;
  const second = (hue + 40 + (b[1]! % 120)) % 360;
  const shapes = Array.from({ length: 5 }, (_, i) => {
    const x = b[2 + i * 3]! % SIZE;
    const y = b[3 + i * 3]! % SIZE;
    const r = 20 + (b[4 + i * 3]! % 70);
    const light = 55 + ((b[20 + i]! % 30) as number);
    return i % 2 === 0
      ? `<circle cx="${x}" cy="${y}" r="${r}" fill="hsl(${second} 70% ${light}%)" fill-opacity="0.55"/>`
      : `<rect x="${x - r}" y="${y - r / 2}" width="${r * 2}" height="${r}" rx="${r / 4}" fill="hsl(${hue} 60% ${light}%)" fill-opacity="0.45"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
<stop offset="0" stop-color="hsl(${hue} 65% 30%)"/><stop offset="1" stop-color="hsl(${second} 70% 45%)"/>
</linearGradient></defs><rect width="${SIZE}" height="${SIZE}" fill="url(#g)"/>${shapes}</svg>`;
}

/**
 * The catalog's pictures, drawn from their names (an abstract composition, about 3 KB of WebP each) the first
 * time they are asked for and kept in memory: no binary files to commit, nothing written to disk.
 */
export function createThumbnailRenderer(): { render(name: string): Promise<Buffer> } {
  const cache = new Map<string, Promise<Buffer>>();
  return {
    render(name) {
      let picture = cache.get(name);
      if (!picture) {
        picture = sharp(Buffer.from(svgFor(name)))
          .webp({ quality: 80 })
          .toBuffer();
        cache.set(name, picture);
        picture.catch(() => cache.delete(name));
      }
      return picture;
    },
  };
}
