import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { encodeMp4 } from './encode-video';
import { findFfmpeg } from './ffmpeg';
import { makeThumbnail } from './thumbnail';
import { probeVideo, videoFirstFrame, videoThumbnail } from './video-frames';
import { solidPng } from './test-images.fixtures';

const ffmpegPath = findFfmpeg();

/** Frame i is a flat colour that changes over time, red first. */
function colourFrame(width: number, height: number, index: number): Buffer {
  const frame = Buffer.alloc(width * height * 3);
  for (let at = 0; at < frame.length; at += 3) {
    frame[at] = index === 0 ? 220 : 20;
    frame[at + 1] = Math.min(255, index * 20);
    frame[at + 2] = 60;
  }
  return frame;
}

const encodeTestVideo = (signal?: AbortSignal) =>
  encodeMp4({ ffmpegPath, width: 96, height: 64, fps: 8, frameCount: 12, renderFrame: (index) => colourFrame(96, 64, index), signal });

describe('video tools', () => {
  it('encodes H.264 in yuv420p with the index at the front, the same bytes for the same frames', async () => {
    const progress: number[] = [];
    const video = await encodeMp4({
      ffmpegPath,
      width: 96,
      height: 64,
      fps: 8,
      frameCount: 12,
      renderFrame: (index) => colourFrame(96, 64, index),
      onFrame: (index) => progress.push(index),
    });
    expect(progress).toHaveLength(12);
    expect(video.indexOf('moov')).toBeGreaterThan(0);
    expect(video.indexOf('moov')).toBeLessThan(video.indexOf('mdat'));
    const info = await probeVideo(video, { ffmpegPath });
    expect(info).toMatchObject({ codec: 'h264', width: 96, height: 64, fps: 8 });
    expect(info.durationSeconds).toBeCloseTo(1.5, 1);
    expect((await encodeTestVideo()).equals(video)).toBe(true);
  });

  it('reads the first frame as a PNG and makes a 300x300 thumbnail from it', async () => {
    const video = await encodeTestVideo();
    const frame = await videoFirstFrame(video, { ffmpegPath });
    const { data, info } = await sharp(frame).raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height, info.format]).toEqual([96, 64, 'raw']);
    expect(data[0]).toBeGreaterThan(180); // the red first frame, not a later one
    const thumbnail = await videoThumbnail(video, { ffmpegPath });
    expect(await sharp(thumbnail.data).metadata()).toMatchObject({ format: 'webp', width: 300, height: 300 });
  });

  it('refuses odd sizes, reports unreadable input and stops when aborted', async () => {
    await expect(
      encodeMp4({ ffmpegPath, width: 95, height: 64, fps: 8, frameCount: 1, renderFrame: () => Buffer.alloc(0) }),
    ).rejects.toThrow(RangeError);
    await expect(probeVideo(Buffer.from('not a video'), { ffmpegPath })).rejects.toMatchObject({ name: 'FfmpegError' });
    const controller = new AbortController();
    controller.abort(new Error('stop'));
    await expect(encodeTestVideo(controller.signal)).rejects.toThrow('stop');
  });

  it('makes square WebP image thumbnails', async () => {
    const thumbnail = await makeThumbnail(await solidPng(640, 360), 300);
    expect(await sharp(thumbnail.data).metadata()).toMatchObject({ format: 'webp', width: 300, height: 300 });
  });
});
