import { spawn, spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';

/** ffmpeg failed or could not start; `stderr` keeps its last lines for the log, never for the user. */
export class FfmpegError extends Error {
  constructor(
    message: string,
    readonly stderr: string,
  ) {
    super(message);
    this.name = 'FfmpegError';
  }
}

let found: string | undefined;

/**
 * A system ffmpeg when one runs from PATH (newer, and the distribution keeps it patched), else the static build
 * that @ffmpeg-installer ships in npm. Asking the binary to run, rather than reading PATH ourselves, keeps env.ts
 * the only reader of the environment. The answer is cached: it costs a process start.
 */
export function findFfmpeg(): string {
  if (found) return found;
  const probe = spawnSync('ffmpeg', ['-hide_banner', '-version'], { stdio: 'ignore', timeout: 5000 });
  if (probe.status === 0) {
    found = 'ffmpeg';
    return found;
  }
  try {
    // The installer throws a plain string on platforms it has no binary for; createRequire keeps that lazy.
    const installer = createRequire(import.meta.url)('@ffmpeg-installer/ffmpeg') as { path: string };
    found = installer.path;
    return found;
  } catch (error) {
    throw new FfmpegError('No ffmpeg found: install one on PATH or the @ffmpeg-installer package for this platform', String(error));
  }
}

export interface RunFfmpegOptions {
  signal?: AbortSignal;
  /** Bytes written to ffmpeg's standard input. */
  stdin?: Buffer;
}

/** Runs ffmpeg to completion and collects its output; an abort kills it. */
export function runFfmpeg(ffmpegPath: string, args: string[], options: RunFfmpegOptions = {}): Promise<{ stdout: Buffer; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(ffmpegPath, ['-hide_banner', ...(options.stdin ? [] : ['-nostdin']), ...args], {
      stdio: [options.stdin ? 'pipe' : 'ignore', 'pipe', 'pipe'],
      signal: options.signal,
    });
    const stdout: Buffer[] = [];
    let stderr = '';
    child.stdout?.on('data', (chunk: Buffer) => stdout.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => {
      // Only the tail matters for a diagnosis; keep memory bounded on long runs.
      stderr = (stderr + chunk.toString('utf8')).slice(-8000);
    });
    child.on('error', (error) => {
      if (options.signal?.aborted) reject(options.signal.reason);
      else reject(new FfmpegError(`ffmpeg could not run: ${error.message}`, stderr));
    });
    child.on('close', (code) => {
      if (options.signal?.aborted) return reject(options.signal.reason);
      if (code === 0) return resolve({ stdout: Buffer.concat(stdout), stderr });
      reject(new FfmpegError(`ffmpeg exited with code ${code}`, stderr));
    });
    if (options.stdin && child.stdin) {
      child.stdin.on('error', () => {}); // ffmpeg may exit before reading everything; 'close' reports why.
      child.stdin.end(options.stdin);
    }
  });
}
