import { z } from 'zod';
import { defineCall } from './core';
import { errorCodes as E } from './errors';

/**
 * Search by what made a creation: each field narrows the list further, with the search words and the other
 * filters. A creation made before a field was recorded (negative prompts in older ones) is not found by it.
 */
export const generationFilterFields = {
  /** Words of the negative prompt, matched anywhere in it. */
  negative_prompt: z.string().trim().max(200).optional(),
  seed: z.coerce.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER).optional(),
  template_id: z.string().trim().min(1).max(100).optional(),
  /** The model the provider ran, as creations name it in `params.model`. */
  model: z.string().trim().min(1).max(200).optional(),
  /** Width by height in pixels, such as `1024x768`. */
  size: z
    .string()
    .regex(/^[1-9]\d{0,4}x[1-9]\d{0,4}$/, 'A size is a width and a height in pixels, such as 1024x768.')
    .optional(),
  /** 'true' also searches the creations in projects others have shared with the caller (personal workspace only). */
  include_shared: z.enum(['true', 'false']).optional(),
};

const facetCount = z.number().int().positive();

/** How many of the workspace's creations each template, model and size made: the choices of the search filters. */
export const listHistoryFacets = defineCall({
  name: 'listHistoryFacets',
  method: 'get',
  path: '/generated-history/facets',
  summary: "The templates, models and sizes of the caller's creations in a workspace, most used first (50 of each at most)",
  tags: ['media'],
  auth: 'session',
  query: z.object({ team_id: z.string().optional(), include_shared: generationFilterFields.include_shared }),
  answer: z.object({
    templates: z.array(z.object({ id: z.string(), count: facetCount })),
    models: z.array(z.object({ id: z.string(), count: facetCount })),
    sizes: z.array(z.object({ width: z.number().int().positive(), height: z.number().int().positive(), count: facetCount })),
  }),
  errors: [E.unauthorized, E.notFound],
});

/**
 * How an uploaded PNG says it was made, read from its text chunks: this studio's own, or the `parameters` text
 * other image tools write. The workshop offers to fill its fields from it.
 */
export const generationSettingsSchema = z.object({
  prompt: z.string(),
  negative_prompt: z.string().nullable(),
  seed: z.number().int().nonnegative().nullable(),
  template_id: z.string().nullable(),
  model: z.string().nullable(),
  width: z.number().int().positive().nullable(),
  height: z.number().int().positive().nullable(),
});
export type GenerationSettings = z.infer<typeof generationSettingsSchema>;
