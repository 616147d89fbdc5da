import { and, eq, ilike, sql, type SQL } from 'drizzle-orm';
import { containsPattern } from '../../db/contains-pattern';
import { mediaItems } from '../../db/schema';
import type { z } from 'zod';
import type { historyQuerySchema } from '../../../contract';

/** What made a creation, as a history search narrows by it; every field given must match. */
export interface GenerationFilter {
  negativePrompt?: string;
  seed?: number;
  templateId?: string;
  model?: string;
  size?: { width: number; height: number };
}

/** The query's generation fields; blanks are no filter. The contract checked their shapes. */
export function generationFilterOf(query: z.output<typeof historyQuerySchema>): GenerationFilter {
  const filter: GenerationFilter = {};
  if (query.negative_prompt) filter.negativePrompt = query.negative_prompt;
  if (query.seed !== undefined) filter.seed = query.seed;
  if (query.template_id) filter.templateId = query.template_id;
  if (query.model) filter.model = query.model;
  if (query.size) {
    const [width, height] = query.size.split('x').map(Number) as [number, number];
    filter.size = { width, height };
  }
  return filter;
}

export function hasGenerationFilter(filter: GenerationFilter): boolean {
  return Object.keys(filter).length > 0;
}

/** The conditions of the filter; the params document holds the model and the negative prompt the run sent. */
export function generationConditions(filter: GenerationFilter): SQL[] {
  const conditions: SQL[] = [];
  if (filter.negativePrompt) {
    conditions.push(ilike(sql`${mediaItems.params}->>'negative_prompt'`, containsPattern(filter.negativePrompt)));
  }
  if (filter.seed !== undefined) conditions.push(eq(mediaItems.seed, filter.seed));
  if (filter.templateId) conditions.push(eq(mediaItems.templateId, filter.templateId));
  if (filter.model) conditions.push(sql`${mediaItems.params}->>'model' = ${filter.model}`);
  if (filter.size) conditions.push(and(eq(mediaItems.width, filter.size.width), eq(mediaItems.height, filter.size.height))!);
  return conditions;
}
