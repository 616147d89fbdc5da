import type { ProviderJob } from '../provider';
import { promptWords } from './seeded-random';

/** A numeric param within [min, max], or the fallback when it is missing or not a number. */
export function numberParam(params: Record<string, unknown>, key: string, fallback: number, min: number, max: number): number {
  const raw = params[key];
  const value = typeof raw === 'number' ? raw : typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : Number.NaN;
  return Number.isFinite(value) ? Math.min(max, Math.max(min, value)) : fallback;
}

/** The prompt without the words the negative prompt asks to avoid: the closest a composition gets to "avoid". */
export function effectivePrompt(job: Pick<ProviderJob, 'prompt' | 'negativePrompt'>): string {
  if (!job.negativePrompt) return job.prompt;
  const avoid = new Set(promptWords(job.negativePrompt, 100));
  return promptWords(job.prompt, 100)
    .filter((word) => !avoid.has(word))
    .join(' ');
}
