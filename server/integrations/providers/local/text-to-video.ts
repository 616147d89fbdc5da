import { encodeMp4 } from '../../../media-processing';
import type { ProviderJob, ProviderOutput } from '../provider';
import { composeScene } from './compose-scene';
import { effectivePrompt } from './job-params';
import { drawTranslated } from './pixels';
import { renderSceneLayers } from './render-scene';
import { createRandom, hashString } from './seeded-random';
import { evenSide, videoTiming } from './video-size';

export interface VideoContext {
  ffmpegPath: string;
  /** Share of the clip done, 0 to 1. */
  onProgress: (share: number) => void;
}

/**
 * The prompt's composition in motion: the scene is rendered once, a margin larger than the frame, as a background
 * and three depth layers; each drifts on its own seeded Lissajous path, nearer layers further (parallax). Paths
 * are periodic over the clip, so it loops without a jump. Auto size is 768x432 (16:9).
 */
export async function textToVideo(job: ProviderJob, seed: number, context: VideoContext): Promise<ProviderOutput> {
  const width = job.width > 0 ? evenSide(job.width) : 768;
  const height = job.height > 0 ? evenSide(job.height) : 432;
  const { fps, frameCount } = videoTiming(job);
  const margin = Math.round(Math.min(width, height) * 0.12);
  const scene = composeScene(effectivePrompt(job), seed, width + 2 * margin, height + 2 * margin);
  const { background, layers } = await renderSceneLayers(scene);
  const random = createRandom(hashString(job.prompt, seed) ^ 0x2c1b3c6d);
  const paths = [background, ...layers].map((_, depth) => ({
    amplitudeX: margin * random.range(0.3, 1) * (0.2 + 0.26 * depth),
    amplitudeY: margin * random.range(0.3, 1) * (0.2 + 0.26 * depth),
    cyclesX: random.int(1, 2),
    cyclesY: random.int(1, 2),
    phaseX: random.range(0, Math.PI * 2),
    phaseY: random.range(0, Math.PI * 2),
  }));
  const data = await encodeMp4({
    ffmpegPath: context.ffmpegPath,
    width,
    height,
    fps,
    frameCount,
    signal: job.signal,
    renderFrame: (index) => {
      const turn = (index / frameCount) * Math.PI * 2;
      const frame = Buffer.alloc(width * height * 3);
      [background, ...layers].forEach((layer, depth) => {
        const path = paths[depth];
        if (!path) return;
        const dx = path.amplitudeX * Math.sin(turn * path.cyclesX + path.phaseX);
        const dy = path.amplitudeY * Math.sin(turn * path.cyclesY + path.phaseY);
        drawTranslated(frame, width, height, layer, margin + dx, margin + dy);
      });
      return frame;
    },
    onFrame: (index) => context.onProgress((index + 1) / frameCount),
  });
  return { kind: 'video', data, mimeType: 'video/mp4', width, height, seed };
}
