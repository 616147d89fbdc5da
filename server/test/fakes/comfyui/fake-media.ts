import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { encodeMp4, findFfmpeg, rawFramesInput, runFfmpeg } from '../../../media-processing';

/** What flows along IMAGE links in the fake: a size, a count (batch or frames), a look, and the pixels it came from. */
export interface FakeImage {
  width: number;
  height: number;
  count: number;
  /** Set by the sampler from the seed, prompt and settings, so different runs give different pixels. */
  look: string;
  source?: Buffer;
}

function colour(look: string, index: number): { r: number; g: number; b: number } {
  const digest = createHash('sha256').update(`${look}:${index}`).digest();
  return { r: digest[0]!, g: digest[1]!, b: digest[2]! };
}

/** A real PNG: the source tinted by the look when there is one, a flat colour from the look otherwise. */
export async function renderPng(image: FakeImage, index: number): Promise<Buffer> {
  const tint = colour(image.look, index);
  if (image.source) return sharp(image.source).resize(image.width, image.height, { fit: 'fill' }).tint(tint).png().toBuffer();
  return sharp({ create: { width: image.width, height: image.height, channels: 3, background: tint } })
    .png()
    .toBuffer();
}

function rawFrame(image: FakeImage, index: number): Buffer {
  const { r, g, b } = colour(image.look, index);
  const frame = Buffer.alloc(image.width * image.height * 3);
  for (let at = 0; at < frame.length; at += 3) {
    frame[at] = r;
    frame[at + 1] = g;
    frame[at + 2] = b;
  }
  return frame;
}

/** SaveAnimatedWEBP: every frame of the batch in one animated WEBP. */
export function renderAnimatedWebp(image: FakeImage, fps: number): Promise<Buffer> {
  const frames = Buffer.concat(Array.from({ length: image.count }, (_, index) => rawFrame(image, index)));
  const raw = { width: image.width, height: image.height * image.count, channels: 3 as const, pageHeight: image.height };
  return sharp(frames, { raw })
    .webp({ loop: 0, delay: Array.from({ length: image.count }, () => Math.round(1000 / fps)), quality: 90 })
    .toBuffer();
}

/** SaveWEBM: VP9 in WEBM, as ComfyUI writes it with PyAV. */
export async function renderWebm(image: FakeImage, fps: number): Promise<Buffer> {
  const frames = Buffer.concat(Array.from({ length: image.count }, (_, index) => rawFrame(image, index)));
  const args = [
    ...rawFramesInput(image.width, image.height, fps),
    '-c:v',
    'libvpx-vp9',
    '-deadline',
    'realtime',
    '-cpu-used',
    '8',
    '-b:v',
    '0',
    '-crf',
    '40',
    '-pix_fmt',
    'yuv420p',
    '-f',
    'webm',
    'pipe:1',
  ];
  return (await runFfmpeg(findFfmpeg(), args, { stdin: frames })).stdout;
}

/** SaveVideo in MP4 / H.264. */
export function renderMp4(image: FakeImage, fps: number): Promise<Buffer> {
  return encodeMp4({
    ffmpegPath: findFfmpeg(),
    width: image.width,
    height: image.height,
    fps,
    frameCount: image.count,
    renderFrame: (index) => rawFrame(image, index),
  });
}
