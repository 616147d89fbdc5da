import { z } from 'zod';

/**
 * What one provider model accepts, written beside the model in a template's `providers` entry from the
 * provider's own documentation. Every field is optional: a model that states no limit of a kind takes any value
 * of it the rest of the catalog allows.
 */
const sizePair = z.tuple([z.number().int().positive(), z.number().int().positive()]);
const range = z.object({ min: z.number().nonnegative(), max: z.number().positive() }).strict();

export const modelLimitsSchema = z
  .object({
    /** Characters of the prompt sent, after trimming; 0 as min when the model takes an empty prompt. */
    prompt: z.object({ min: z.number().int().nonnegative(), max: z.number().int().positive() }).strict().optional(),
    /** Clip lengths in seconds: the values the model lists, or a range of whole seconds. */
    durations: z.union([z.array(z.number().positive()).min(1), range]).optional(),
    /** Output sizes: the pairs the model lists, or a rule each side follows. */
    sizes: z
      .union([
        z.array(sizePair).min(1),
        z.object({ min: z.number().int().positive(), max: z.number().int().positive(), multiple: z.number().int().positive() }).strict(),
      ])
      .optional(),
    /**
     * Whether a run without a size (Auto, no input image) is accepted: false for a model that must be sent width
     * and height when it has no first frame. Defaults to true.
     */
    auto_size: z.boolean().optional(),
  })
  .strict();
export type ModelLimits = z.infer<typeof modelLimitsSchema>;

type SizeRule = { min: number; max: number; multiple: number };

/** The limits of every model a template may reach, taken together: a value passes only if each accepts it. */
export interface EffectiveLimits {
  prompt: { min: number; max: number } | null;
  models: readonly ModelLimits[];
}

export function acceptsDuration(limits: ModelLimits, seconds: number): boolean {
  const durations = limits.durations;
  if (!durations) return true;
  if (Array.isArray(durations)) return durations.includes(seconds);
  return Number.isInteger(seconds) && seconds >= durations.min && seconds <= durations.max;
}

function followsRule(value: number, rule: SizeRule): boolean {
  return value >= rule.min && value <= rule.max && value % rule.multiple === 0;
}

/** 0 x 0 is Auto: accepted unless the model needs a size. */
export function acceptsSize(limits: ModelLimits, width: number, height: number): boolean {
  if (width === 0 && height === 0) return limits.auto_size ?? true;
  const sizes = limits.sizes;
  if (!sizes) return true;
  if (Array.isArray(sizes)) return sizes.some(([w, h]) => w === width && h === height);
  return followsRule(width, sizes) && followsRule(height, sizes);
}

/** A custom size range (Pro sliders) narrowed to what every model takes; null when a model lists fixed sizes. */
export function customRangeWithin(custom: SizeRule & { step?: number }, models: readonly ModelLimits[]): SizeRule | null {
  let { min, max } = custom;
  let multiple = custom.step ?? custom.multiple;
  for (const limits of models) {
    const sizes = limits.sizes;
    if (!sizes) continue;
    if (Array.isArray(sizes)) return null;
    min = Math.max(min, sizes.min);
    max = Math.min(max, sizes.max);
    multiple = lcm(multiple, sizes.multiple);
  }
  const first = Math.ceil(min / multiple) * multiple;
  const last = Math.floor(max / multiple) * multiple;
  return first <= last ? { min: first, max: last, multiple } : null;
}

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}

function lcm(a: number, b: number): number {
  return (a / gcd(a, b)) * b;
}

export function combineLimits(models: readonly ModelLimits[]): EffectiveLimits {
  const prompts = models.flatMap((limits) => (limits.prompt ? [limits.prompt] : []));
  return {
    prompt: prompts.length
      ? { min: Math.max(...prompts.map((prompt) => prompt.min)), max: Math.min(...prompts.map((prompt) => prompt.max)) }
      : null,
    models,
  };
}

/** What cannot be right in one model's limits, whatever the template: empty ranges and sizes off their own rule. */
export function limitsProblems(limits: ModelLimits): string[] {
  const problems: string[] = [];
  if (limits.prompt && limits.prompt.min > limits.prompt.max) problems.push('prompt.min is above prompt.max');
  const durations = limits.durations;
  if (durations && !Array.isArray(durations) && durations.min > durations.max) problems.push('durations.min is above durations.max');
  if (Array.isArray(durations) && new Set(durations).size !== durations.length) problems.push('durations list a value twice');
  const sizes = limits.sizes;
  if (sizes && !Array.isArray(sizes)) {
    if (sizes.min > sizes.max) problems.push('sizes.min is above sizes.max');
    else if (Math.floor(sizes.max / sizes.multiple) * sizes.multiple < sizes.min)
      problems.push(`no size from sizes.min to sizes.max is a multiple of ${sizes.multiple}`);
  }
  if (Array.isArray(sizes) && new Set(sizes.map(([w, h]) => `${w}x${h}`)).size !== sizes.length) problems.push('sizes list a pair twice');
  return problems;
}
