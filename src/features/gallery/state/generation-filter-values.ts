import type { GenerationFilters } from '@/domain/generation';

/** The gallery's Filters by what made a creation, as its fields hold them (text while typed). */
export interface GenerationFilterValues {
  negativePrompt: string;
  seed: string;
  /** A template id, or '' for any. */
  templateId: string;
  /** A model id, or '' for any. */
  model: string;
  /** `1024x768`, or '' for any. */
  size: string;
  /** The personal workspace's search reaches the projects others shared with the user too. */
  isSharedIncluded: boolean;
}

export const noGenerationFilters: GenerationFilterValues = {
  negativePrompt: '',
  seed: '',
  templateId: '',
  model: '',
  size: '',
  isSharedIncluded: false,
};

/** A seed is a whole number of up to 16 digits (the largest the server keeps exactly). */
export function isSeedText(text: string): boolean {
  return /^\d{1,16}$/.test(text.trim()) && Number.isSafeInteger(Number(text.trim()));
}

/** The filters a search sends: a seed that is not yet a number sends none (its field says why). */
export function toGenerationFilters(values: GenerationFilterValues): GenerationFilters {
  return {
    ...(values.negativePrompt.trim() ? { negativePrompt: values.negativePrompt.trim() } : {}),
    ...(isSeedText(values.seed) ? { seed: Number(values.seed.trim()) } : {}),
    ...(values.templateId ? { templateId: values.templateId } : {}),
    ...(values.model ? { model: values.model } : {}),
    ...(values.size ? { size: values.size } : {}),
  };
}

/** The filters in effect, in the order their chips show: each may be removed alone. */
const generationFilterFields = ['negativePrompt', 'seed', 'templateId', 'model', 'size', 'isSharedIncluded'] as const;
export type GenerationFilterField = (typeof generationFilterFields)[number];

export function activeGenerationFilters(values: GenerationFilterValues): GenerationFilterField[] {
  return generationFilterFields.filter((field) =>
    field === 'isSharedIncluded' ? values.isSharedIncluded : field === 'seed' ? isSeedText(values.seed) : Boolean(values[field].trim()),
  );
}

/** The values without one filter: what its chip's remove button leaves. */
export function withoutGenerationFilter(values: GenerationFilterValues, field: GenerationFilterField): GenerationFilterValues {
  return { ...values, [field]: noGenerationFilters[field] };
}

/** `1024x768` as people read it: 1024 × 768. */
export function sizeLabel(size: string): string {
  return size.replace('x', ' × ');
}
