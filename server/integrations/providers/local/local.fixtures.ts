import sharp from 'sharp';
import type { ProviderJob } from '../provider';

/** A job with quiet defaults; tests override what they exercise. */
export function buildJob(overrides: Partial<ProviderJob> = {}): ProviderJob {
  return {
    taskId: 'task-1',
    templateType: 'text-to-image',
    model: 'local',
    prompt: 'a golden castle on a hill at sunset',
    seed: 42,
    width: 128,
    height: 128,
    numberResults: 1,
    inputs: {},
    params: {},
    signal: new AbortController().signal,
    onProgress: () => {},
    ...overrides,
  };
}

export async function pixelsOf(image: Buffer): Promise<{ data: Buffer; width: number; height: number; channels: number }> {
  const { data, info } = await sharp(image).raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height, channels: info.channels };
}

/** Mean absolute difference per colour channel, 0 to 255: "visibly different" is well above 10. */
export async function meanDifference(a: Buffer, b: Buffer): Promise<number> {
  const [left, right] = await Promise.all([sharp(a).removeAlpha().raw().toBuffer(), sharp(b).removeAlpha().raw().toBuffer()]);
  if (left.length !== right.length) throw new Error('images differ in size');
  let sum = 0;
  for (let index = 0; index < left.length; index += 1) sum += Math.abs((left[index] ?? 0) - (right[index] ?? 0));
  return sum / left.length;
}

/** A test photo: a red disc and a dark square on a light grey backdrop. */
export function subjectPng(size = 128): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}">
    <rect width="100%" height="100%" fill="#e8ecef"/>
    <circle cx="${size / 2}" cy="${size * 0.55}" r="${size * 0.28}" fill="#c0392b"/>
    <rect x="${size * 0.4}" y="${size * 0.12}" width="${size * 0.2}" height="${size * 0.22}" fill="#2c3e50"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** A mask in the spec's form: black, with a white disc painted at (cx, cy). */
export function discMask(size: number, cx: number, cy: number, r: number): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}"><rect width="100%" height="100%" fill="#000"/><circle cx="${cx}" cy="${cy}" r="${r}" fill="#fff"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}
