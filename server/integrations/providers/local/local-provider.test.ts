import { describe, expect, it } from 'vitest';
import { templateTypes } from '../../../../contract';
import { findFfmpeg, probeVideo, videoFirstFrame } from '../../../media-processing';
import { createLocalProvider } from './local-provider';
import { buildJob, meanDifference, subjectPng } from './local.fixtures';
import { textToImage } from './text-to-image';

const ffmpegPath = findFfmpeg();
const provider = createLocalProvider({ ffmpegPath });

describe('local provider', () => {
  it('supports every template type', () => {
    expect(templateTypes.every((type) => provider.supports(type))).toBe(true);
    expect(provider.name).toBe('local');
  });

  it('gives numberResults outputs with seeds seed, seed + 1, ... and reports progress up to 100', async () => {
    const progress: number[] = [];
    const outputs = await provider.run(buildJob({ numberResults: 3, seed: 10, onProgress: (percent) => progress.push(percent) }));
    expect(outputs.map((output) => output.seed)).toEqual([10, 11, 12]);
    expect(outputs[1]?.data.equals((await textToImage(buildJob(), 11)).data)).toBe(true);
    expect(progress[0]).toBe(0);
    expect(progress.at(-1)).toBe(100);
    expect(progress).toEqual(progress.toSorted((a, b) => a - b));
  });

  it('gives one result for operations without randomness', async () => {
    const outputs = await provider.run(
      buildJob({ templateType: 'upscale', numberResults: 3, inputs: { inputImage: await subjectPng(32) } }),
    );
    expect(outputs).toHaveLength(1);
  });

  it('honours an aborted signal and refuses too many results', async () => {
    const controller = new AbortController();
    controller.abort(new Error('cancelled by the user'));
    await expect(provider.run(buildJob({ signal: controller.signal }))).rejects.toThrow('cancelled by the user');
    await expect(provider.run(buildJob({ numberResults: 9 }))).rejects.toMatchObject({ code: 'provider_rejected' });
  });

  it('renders text-to-video as a deterministic H.264 MP4 of the asked length', async () => {
    const progress: number[] = [];
    const job = buildJob({
      templateType: 'text-to-video',
      width: 128,
      height: 96,
      videoSeconds: 1,
      params: { fps: 8 },
      onProgress: (p) => progress.push(p),
    });
    const [video] = await provider.run(job);
    expect(video).toMatchObject({ kind: 'video', mimeType: 'video/mp4', width: 128, height: 96, seed: 42 });
    const info = await probeVideo(video!.data, { ffmpegPath });
    expect(info).toMatchObject({ codec: 'h264', width: 128, height: 96, fps: 8 });
    expect(info.durationSeconds).toBeCloseTo(1, 1);
    expect(progress.length).toBeGreaterThan(8);
    const [again] = await provider.run({ ...job, onProgress: () => {} });
    expect(again?.data.equals(video!.data)).toBe(true);
    const first = await videoFirstFrame(video!.data, { ffmpegPath });
    const otherSeed = await videoFirstFrame((await provider.run({ ...job, seed: 43 }))[0]!.data, { ffmpegPath });
    expect(await meanDifference(first, otherSeed)).toBeGreaterThan(10);
  });

  it('animates the input image in image-to-video: the first frame shows it', async () => {
    const input = await subjectPng(128);
    const [video] = await provider.run(
      buildJob({ templateType: 'image-to-video', inputs: { seedImage: input }, width: 0, height: 0, videoSeconds: 1, params: { fps: 8 } }),
    );
    expect([video?.width, video?.height]).toEqual([128, 128]);
    const first = await videoFirstFrame(video!.data, { ffmpegPath });
    // The first frame is the input seen through the camera at its start (80% of it, lit softly): close, not equal.
    expect(await meanDifference(first, input)).toBeLessThan(40);
  });

  it('stops a video when aborted mid-way', async () => {
    const controller = new AbortController();
    const job = buildJob({
      templateType: 'text-to-video',
      videoSeconds: 4,
      params: { fps: 24 },
      signal: controller.signal,
      onProgress: (percent) => percent > 10 && controller.abort(new Error('stop')),
    });
    await expect(provider.run(job)).rejects.toThrow('stop');
  });
});
