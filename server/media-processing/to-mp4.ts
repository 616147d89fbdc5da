import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { encodeMp4 } from './encode-video';
import { runFfmpeg } from './ffmpeg';

export interface ToMp4Options {
  ffmpegPath: string;
  signal?: AbortSignal;
}

/**
 * Re-encodes any video ffmpeg reads (WEBM, an MP4 in a codec browsers may not play) as the H.264 MP4 the studio
 * stores: yuv420p with even sides, the index first (faststart), no audio track.
 */
export async function transcodeToMp4(input: Buffer, options: ToMp4Options): Promise<Buffer> {
  const dir = await mkdtemp(path.join(tmpdir(), 'studio-transcode-'));
  try {
    const source = path.join(dir, 'input');
    const output = path.join(dir, 'out.mp4');
    await writeFile(source, input);
    await runFfmpeg(
      options.ffmpegPath,
      [
        '-loglevel',
        'error',
        '-i',
        source,
        '-map',
        '0:v:0',
        '-an',
        '-vf',
        'scale=trunc(iw/2)*2:trunc(ih/2)*2',
        '-c:v',
        'libx264',
        '-preset',
        'veryfast',
        '-crf',
        '18',
        '-pix_fmt',
        'yuv420p',
        '-movflags',
        '+faststart',
        '-y',
        output,
      ],
      { signal: options.signal },
    );
    return await readFile(output);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * An animated WEBP or GIF (what ComfyUI's SaveAnimatedWEBP and many video nodes write) as an H.264 MP4. sharp
 * decodes the frames, since the packaged ffmpeg cannot read animated WEBP; the frame rate comes from the frame
 * delays, or `fps` when they are missing. An odd side loses its last pixel row or column (yuv420p needs even).
 */
export async function animationToMp4(
  input: Buffer,
  options: ToMp4Options & { fps: number },
): Promise<{ data: Buffer; width: number; height: number; frameCount: number }> {
  const { data, info } = await sharp(input, { pages: -1 }).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const frameHeight = info.pageHeight ?? info.height;
  const frameCount = Math.max(1, Math.floor(info.height / frameHeight));
  const metadata = await sharp(input, { pages: -1 }).metadata();
  const delays = (metadata.delay ?? []).filter((delay) => delay > 0);
  const averageDelay = delays.length ? delays.reduce((sum, delay) => sum + delay, 0) / delays.length : 0;
  const fps = averageDelay > 0 ? Math.min(60, Math.max(1, Math.round(1000 / averageDelay))) : options.fps;
  const width = info.width - (info.width % 2);
  const height = frameHeight - (frameHeight % 2);
  const rowBytes = info.width * 3;
  const frame = (index: number) => {
    const out = Buffer.alloc(width * height * 3);
    for (let row = 0; row < height; row += 1) {
      const start = (index * frameHeight + row) * rowBytes;
      data.copy(out, row * width * 3, start, start + width * 3);
    }
    return out;
  };
  const video = await encodeMp4({
    ffmpegPath: options.ffmpegPath,
    width,
    height,
    fps,
    frameCount,
    renderFrame: frame,
    ...(options.signal ? { signal: options.signal } : {}),
  });
  return { data: video, width, height, frameCount };
}
