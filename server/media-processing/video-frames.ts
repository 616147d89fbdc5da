import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { FfmpegError, findFfmpeg, runFfmpeg } from './ffmpeg';
import type { Thumbnail } from './thumbnail';

export interface VideoToolOptions {
  /** Defaults to findFfmpeg(). */
  ffmpegPath?: string;
  signal?: AbortSignal;
}

/**
 * ffmpeg reads MP4 from a file: an MP4 whose index sits at the end cannot be read from a pipe, so bytes in memory
 * go to a temporary file first.
 */
async function withVideoFile<T>(input: Buffer | string, use: (file: string) => Promise<T>): Promise<T> {
  if (typeof input === 'string') return use(input);
  const dir = await mkdtemp(path.join(tmpdir(), 'studio-probe-'));
  try {
    const file = path.join(dir, 'input.mp4');
    await writeFile(file, input);
    return await use(file);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** The first frame as a PNG, full size. */
export async function videoFirstFrame(input: Buffer | string, options: VideoToolOptions = {}): Promise<Buffer> {
  const ffmpegPath = options.ffmpegPath ?? findFfmpeg();
  return withVideoFile(input, async (file) => {
    const { stdout, stderr } = await runFfmpeg(
      ffmpegPath,
      ['-loglevel', 'error', '-i', file, '-map', '0:v:0', '-frames:v', '1', '-f', 'image2pipe', '-c:v', 'png', 'pipe:1'],
      { signal: options.signal },
    );
    if (stdout.length === 0) throw new FfmpegError('The video has no frame to read', stderr);
    return stdout;
  });
}

/** A square thumbnail (WebP) cropped from the centre of the first frame; the spec's video thumbnails are 300x300. */
export async function videoThumbnail(input: Buffer | string, options: VideoToolOptions & { size?: number } = {}): Promise<Thumbnail> {
  const size = options.size ?? 300;
  const frame = await videoFirstFrame(input, options);
  const data = await sharp(frame).resize(size, size, { fit: 'cover', position: 'centre' }).webp({ quality: 80 }).toBuffer();
  return { data, mimeType: 'image/webp', width: size, height: size };
}

export interface VideoInfo {
  durationSeconds: number;
  width: number;
  height: number;
  codec: string;
  fps: number | null;
}

/**
 * Duration, size and codec from ffmpeg's own description of the input (the packaged build has no ffprobe).
 * Decoding zero frames to the null muxer makes ffmpeg print the description and exit cleanly.
 */
export async function probeVideo(input: Buffer | string, options: VideoToolOptions = {}): Promise<VideoInfo> {
  const ffmpegPath = options.ffmpegPath ?? findFfmpeg();
  return withVideoFile(input, async (file) => {
    const { stderr } = await runFfmpeg(ffmpegPath, ['-i', file, '-map', '0:v:0', '-frames:v', '0', '-f', 'null', '-'], {
      signal: options.signal,
    });
    const duration = /Duration: (\d+):(\d{2}):(\d{2}(?:\.\d+)?)/.exec(stderr);
    const line = /Stream #[^\n]*?Video: ([^\n]*)/.exec(stderr)?.[1];
    const size = line ? /, (\d{1,5})x(\d{1,5})/.exec(line) : null;
    if (!duration || !line || !size) throw new FfmpegError('Not a readable video', stderr);
    const fps = /, ([\d.]+) fps/.exec(line);
    return {
      durationSeconds: Number(duration[1]) * 3600 + Number(duration[2]) * 60 + Number(duration[3]),
      width: Number(size[1]),
      height: Number(size[2]),
      codec: /^(\w+)/.exec(line)?.[1] ?? 'unknown',
      fps: fps ? Number(fps[1]) : null,
    };
  });
}
