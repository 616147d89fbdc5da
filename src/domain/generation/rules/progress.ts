import type { templateTypes } from '@contract';
import { generationLimits } from './constants';

type TemplateType = (typeof templateTypes)[number];

/**
 * How long a run usually takes, by template type (spec part 2 §9). Image-to-video is not in the spec's list; it
 * renders the same frames as text-to-video, so it shares that estimate rather than the 30 s default.
 */
const estimatedDurationsMs: Partial<Record<TemplateType, number>> = {
  'text-to-image': 20_000,
  'image-to-image': 25_000,
  'text-to-video': 120_000,
  'image-to-video': 120_000,
  'image-inpainting': 30_000,
  'image-outpainting': 35_000,
};

export const defaultEstimatedDurationMs = 30_000;

/** The estimate of the first of a template's types that has one. */
export function estimatedDurationMs(types: readonly string[]): number {
  for (const type of types) {
    const estimate = estimatedDurationsMs[type as TemplateType];
    if (estimate !== undefined) return estimate;
  }
  return defaultEstimatedDurationMs;
}

/** Progress that moves evenly to 95% over the estimate and waits there: the server alone says a task is done. */
export function simulatedProgress(elapsedMs: number, estimatedMs: number): number {
  const cap = generationLimits.simulatedProgressCap;
  if (elapsedMs <= 0 || estimatedMs <= 0) return 0;
  return Math.min(cap, Math.floor((elapsedMs / estimatedMs) * cap));
}

export interface ProgressInput {
  status: 'queued' | 'running' | 'complete' | 'failed';
  /** The server's value, when the provider reports one. */
  progress: number | null;
  /** How long the task has been seen running. */
  runningForMs: number;
  estimatedMs: number;
}

/**
 * The percent to show (spec part 2 §4): the server's value when present; else simulated while running; null while
 * queued, which the UI shows as 'Waiting in queue...'.
 */
export function displayedProgress({ status, progress, runningForMs, estimatedMs }: ProgressInput): number | null {
  if (status === 'complete') return 100;
  if (progress !== null) return Math.round(progress);
  if (status === 'running') return simulatedProgress(runningForMs, estimatedMs);
  return null;
}
