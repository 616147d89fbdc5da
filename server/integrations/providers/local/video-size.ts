import type { ProviderJob } from '../provider';
import { numberParam } from './job-params';

const maxVideoSide = 1920;

/** H.264 in yuv420p needs even sides. */
export function evenSide(value: number): number {
  return Math.max(64, Math.min(maxVideoSide, Math.round(value / 2) * 2));
}

/** Frames per second and frame count from the job: `fps` param (default 24) and the clip's length (default 4 s). */
export function videoTiming(job: ProviderJob): { fps: number; frameCount: number } {
  const fps = Math.round(numberParam(job.params, 'fps', 24, 6, 30));
  const seconds = job.videoSeconds ?? numberParam(job.params, 'duration', 4, 1, 10);
  return { fps, frameCount: Math.max(2, Math.round(Math.min(10, Math.max(0.25, seconds)) * fps)) };
}
