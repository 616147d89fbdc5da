import sharp from 'sharp';
import { encodeMp4 } from '../../../media-processing';
import type { ProviderJob, ProviderOutput } from '../provider';
import { inputImageOf, inputMetadata } from './image-io';
import { createPalette } from './palette';

import type { VideoContext } from './text-to-video';
import { createRandom, hashString, promptWords } from './seeded-random';
import { evenSide, videoTiming } from './video-size';

// The light's falloff, exp(-d²/r²), tabulated: the per-pixel exp was a third of the frame time.
const glowStrength = 0.18;
const falloffSteps = 1024;
const falloffScale = falloffSteps / 6;
const falloff = Float64Array.from({ length: falloffSteps }, (_, index) => Math.exp(-index / falloffScale));

/** The source is decoded this much larger than the frame, so zoom, pan and turn never reach its edges. */
const overscan = 1.25;

/**
 * Animates the input: a seeded slow camera move (zoom in or out, a pan and a slight turn, eased) over the image,
 * with a soft light in the prompt's palette drifting across it. Auto size keeps the input's shape within 768 px (every frame is drawn in TypeScript).
 */
export async function imageToVideo(job: ProviderJob, seed: number, context: VideoContext): Promise<ProviderOutput> {
  const input = job.inputs.frameImages?.[0] ?? inputImageOf(job);
  const metadata = await inputMetadata(input);
  const fit = Math.min(1, 768 / Math.max(metadata.width, metadata.height));
  const width = evenSide(job.width > 0 ? job.width : metadata.width * fit);
  const height = evenSide(job.height > 0 ? job.height : metadata.height * fit);
  const { fps, frameCount } = videoTiming(job);
  const palette = createPalette(promptWords(job.prompt), seed);
  const sourceWidth = Math.round(width * overscan);
  const sourceHeight = Math.round(height * overscan);
  const { data } = await sharp(input)
    .autoOrient()
    .flatten({ background: palette.background[0] })
    .resize(sourceWidth, sourceHeight, { fit: 'cover', kernel: 'lanczos3' })
    .raw()
    .toBuffer({ resolveWithObject: true });

  const random = createRandom(hashString(job.prompt, seed) ^ 0x68e31da4);
  const zoomIn = random.next() < 0.6;
  const [zoomFrom, zoomTo] = zoomIn ? [1, 1.14] : [1.14, 1];
  const panAngle = random.range(0, Math.PI * 2);
  const pan = random.range(0.02, 0.06) * Math.min(sourceWidth, sourceHeight);
  const turn = (random.range(-1.5, 1.5) * Math.PI) / 180;
  const light = random.pick(palette.accents);
  const lightFrom = [random.range(-0.2, 0.4), random.range(0, 1)] as const;

  const video = await encodeMp4({
    ffmpegPath: context.ffmpegPath,
    width,
    height,
    fps,
    frameCount,
    signal: job.signal,
    renderFrame: (index) => {
      const linear = index / Math.max(1, frameCount - 1);
      const t = linear * linear * (3 - 2 * linear); // ease in and out
      // One source pixel per frame pixel at zoom 1: the frame shows the middle 1/overscan of the source.
      const zoom = zoomFrom + (zoomTo - zoomFrom) * t;
      const angle = turn * t;
      const cos = Math.cos(angle) / zoom;
      const sin = Math.sin(angle) / zoom;
      const centreX = sourceWidth / 2 + Math.cos(panAngle) * pan * (t - 0.5);
      const centreY = sourceHeight / 2 + Math.sin(panAngle) * pan * (t - 0.5);
      const lightX = (lightFrom[0] + 0.6 * linear) * width;
      const lightY = lightFrom[1] * height;
      const radius = Math.max(width, height) * 0.45;
      const frame = Buffer.alloc(width * height * 3);
      for (let y = 0; y < height; y += 1) {
        const ry = y - height / 2;
        const glowRow = (y - lightY) ** 2;
        // The camera is affine, so the source position moves by a constant step along a row.
        let sx = centreX - (width / 2) * cos - ry * sin;
        let sy = centreY - (width / 2) * sin + ry * cos;
        for (let x = 0; x < width; x += 1, sx += cos, sy += sin) {
          const at = (y * width + x) * 3;
          sampleRgb(data, sourceWidth, sourceHeight, sx, sy, frame, at);
          const glow =
            glowStrength * falloff[Math.min(falloffSteps - 1, ((((x - lightX) ** 2 + glowRow) / (radius * radius)) * falloffScale) | 0)]!;
          frame[at] = Math.min(255, frame[at]! + light.r * glow);
          frame[at + 1] = Math.min(255, frame[at + 1]! + light.g * glow);
          frame[at + 2] = Math.min(255, frame[at + 2]! + light.b * glow);
        }
      }
      return frame;
    },
    onFrame: (index) => context.onProgress((index + 1) / frameCount),
  });
  return { kind: 'video', data: video, mimeType: 'video/mp4', width, height, seed };
}

/** Bilinear RGB sample with clamped edges: the per-pixel work of every frame, kept free of calls and allocation. */
function sampleRgb(data: Buffer, width: number, height: number, x: number, y: number, out: Buffer, at: number): void {
  const cx = x < 0 ? 0 : x > width - 1 ? width - 1 : x;
  const cy = y < 0 ? 0 : y > height - 1 ? height - 1 : y;
  const x0 = cx | 0;
  const y0 = cy | 0;
  const fx = cx - x0;
  const fy = cy - y0;
  const i00 = (y0 * width + x0) * 3;
  const i10 = x0 < width - 1 ? i00 + 3 : i00;
  const i01 = y0 < height - 1 ? i00 + width * 3 : i00;
  const i11 = x0 < width - 1 ? i01 + 3 : i01;
  for (let c = 0; c < 3; c += 1) {
    const top = data[i00 + c]! + (data[i10 + c]! - data[i00 + c]!) * fx;
    const bottom = data[i01 + c]! + (data[i11 + c]! - data[i01 + c]!) * fx;
    out[at + c] = (top + (bottom - top) * fy + 0.5) | 0;
  }
}
