import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { FfmpegError } from './ffmpeg';

export interface EncodeMp4Options {
  ffmpegPath: string;
  /** Even numbers: yuv420p halves the chroma planes. */
  width: number;
  height: number;
  fps: number;
  frameCount: number;
  /** Frame `index` as packed RGB24, width * height * 3 bytes. */
  renderFrame: (index: number) => Buffer | Promise<Buffer>;
  signal?: AbortSignal;
  onFrame?: (index: number) => void;
}

/** ffmpeg's input arguments for packed RGB frames on standard input, quiet but for errors. */
export function rawFramesInput(width: number, height: number, fps: number): string[] {
  return [
    '-loglevel',
    'error',
    '-f',
    'rawvideo',
    '-pix_fmt',
    'rgb24',
    '-s',
    `${width}x${height}`,
    '-framerate',
    String(fps),
    '-i',
    'pipe:0',
  ];
}

/**
 * Streams raw RGB frames into ffmpeg and returns an H.264 MP4 that browsers play: yuv420p, and the index (moov)
 * moved to the front (faststart) so playback starts before the download ends. faststart rewrites the file, so
 * ffmpeg writes to a temporary file rather than a pipe. Bit-exact flags keep version strings out, so the same
 * frames give the same bytes.
 */
export async function encodeMp4(options: EncodeMp4Options): Promise<Buffer> {
  const { width, height, fps, frameCount } = options;
  if (width % 2 !== 0 || height % 2 !== 0) throw new RangeError(`yuv420p needs even dimensions, got ${width}x${height}`);
  const dir = await mkdtemp(path.join(tmpdir(), 'studio-video-'));
  const output = path.join(dir, 'out.mp4');
  try {
    const args = [
      '-hide_banner',
      ...rawFramesInput(width, height, fps),
      '-c:v',
      'libx264',
      '-preset',
      'veryfast',
      '-crf',
      '20',
      '-pix_fmt',
      'yuv420p',
      '-movflags',
      '+faststart',
      '-fflags',
      '+bitexact',
      '-flags:v',
      '+bitexact',
      '-map_metadata',
      '-1',
      '-y',
      output,
    ];
    const child = spawn(options.ffmpegPath, args, { stdio: ['pipe', 'ignore', 'pipe'], signal: options.signal });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString('utf8')).slice(-8000);
    });
    const closed = new Promise<number | null>((resolve, reject) => {
      child.on('error', reject);
      child.on('close', resolve);
    });
    // A write after ffmpeg died raises EPIPE here; the exit code and stderr below say what went wrong.
    child.stdin.on('error', () => {});
    const frameBytes = width * height * 3;
    try {
      for (let index = 0; index < frameCount && child.exitCode === null; index += 1) {
        options.signal?.throwIfAborted();
        const frame = await options.renderFrame(index);
        if (frame.length !== frameBytes) throw new RangeError(`frame ${index} has ${frame.length} bytes, expected ${frameBytes}`);
        if (!child.stdin.write(frame)) await Promise.race([once(child.stdin, 'drain'), closed]);
        options.onFrame?.(index);
      }
      child.stdin.end();
    } catch (error) {
      // A frame that failed to render must not leave ffmpeg waiting for input forever.
      child.kill('SIGKILL');
      await closed.catch(() => null);
      throw error;
    }
    const code = await closed.catch((error: unknown) => {
      if (options.signal?.aborted) throw options.signal.reason;
      throw new FfmpegError(`ffmpeg could not run: ${String(error)}`, stderr);
    });
    options.signal?.throwIfAborted();
    if (code !== 0) throw new FfmpegError(`ffmpeg exited with code ${code}`, stderr);
    return await readFile(output);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
