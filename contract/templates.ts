import { z } from 'zod';
import { defineCall } from './core';
import { errorCodes as E } from './errors';
import { translationsOf } from './translations';
import { tierSchema } from './user';

export const paramTypes = [
  'slider',
  'number',
  'select',
  'boolean',
  'checkbox_with_content',
  'textarea',
  'text',
  'enhancer_select',
] as const;

export const costRuleOperators = ['==', '!=', '>', '>=', '<', '<='] as const;

/** A rule that sets the cost when a param's value compares true (spec part 2 §5). */
export const costRuleSchema = z.object({
  operator: z.enum(costRuleOperators),
  value: z.union([z.number(), z.string(), z.boolean()]),
  /** Points per tier when the rule matches; a tier without an entry is not affected by the rule. */
  costs: z.partialRecord(tierSchema, z.number().int().nonnegative()),
});
export type CostRule = z.infer<typeof costRuleSchema>;

const paramValue = z.union([z.string(), z.number(), z.boolean(), z.null()]);

export const paramSchema = z.object({
  key: z.string(),
  label: z.string(),
  type: z.enum(paramTypes),
  default: paramValue.optional(),
  value: paramValue.optional(),
  min: z.number().optional(),
  max: z.number().optional(),
  step: z.number().optional(),
  options: z.array(z.object({ value: z.union([z.string(), z.number()]), label: z.string() })).optional(),
  description: z.string().optional(),
  rows: z.number().int().positive().optional(),
  /** The key of a dependent param this one switches on or off (checkbox_with_content). */
  controls: z.string().optional(),
  enhancer_set_id: z.string().optional(),
  cost_rules: z.array(costRuleSchema).optional(),
});
export type Param = z.infer<typeof paramSchema>;

export const paramGroupSchema = z.object({
  group_id: z.string(),
  label: z.string(),
  /** 'mutually_exclusive': choosing one option resets the others to their defaults. */
  type: z.enum(['default', 'mutually_exclusive']),
  params: z.array(paramSchema),
});

export const configurableTaskSchema = z.object({
  task_id: z.string(),
  individual_params: z.array(paramSchema),
  param_groups: z.array(paramGroupSchema),
});

export const inputRequirementSchema = z.object({
  key: z.string(),
  label: z.string(),
  type: z.enum(['prompt', 'image', 'enhancer']),
  is_required: z.boolean(),
  purpose: z.enum(['seed', 'guide', 'input', 'mask']).optional(),
  enhancer_set_id: z.string().optional(),
  /** A prompt's length in characters that the model serving the template accepts (the server refuses others). */
  min_length: z.number().int().nonnegative().optional(),
  max_length: z.number().int().positive().optional(),
});

export const templateTypes = [
  'text-to-image',
  'image-to-image',
  'image-variations',
  'text-to-video',
  'image-to-video',
  'upscale',
  'image-inpainting',
  'image-outpainting',
  'background-removal',
] as const;
export type TemplateType = (typeof templateTypes)[number];

/**
 * Who makes a template's pictures: `local` is the offline preview model built into the server (abstract pictures
 * from the prompt's words and seed, with no GPU or network), `runware` and `comfyui` are real models.
 */
export const generationProviders = ['local', 'runware', 'comfyui'] as const;
export type GenerationProviderName = (typeof generationProviders)[number];

export const templateSchema = z.object({
  template_id: z.string().regex(/^[A-Za-z0-9_]+_v\d+$/),
  label: z.string(),
  description: z.string(),
  category: z.string(),
  scenario: z.enum(['text', 'image', 'text+image']),
  type: z.array(z.enum(templateTypes)).min(1),
  tier: z.array(tierSchema).min(1),
  cost: z.number().int().nonnegative(),
  thumbnail_url: z.string(),
  is_experimental: z.boolean(),
  paired_template_id: z.string().nullable(),
  parent_template_id: z.string().nullable(),
  input_requirements: z.array(inputRequirementSchema),
  configurable_tasks: z.array(configurableTaskSchema),
  /** Whether the caller's tier may use it (the server refuses otherwise). */
  is_allowed: z.boolean(),
  /** The provider that serves it now, so the browser can say when pictures come from the offline preview model. */
  provider: z.enum(generationProviders),
  /**
   * The catalog's words in the other interface languages. Both languages travel together, so switching the
   * interface's language needs no new request; `category` here is for showing, the English one for ordering.
   */
  translations: translationsOf({
    label: z.string(),
    description: z.string(),
    category: z.string(),
    /** The template's other words (input, param, group and option labels, hints), by their English text. */
    phrases: z.record(z.string(), z.string()),
  }),
});
export type Template = z.infer<typeof templateSchema>;

export const listServiceModels = defineCall({
  name: 'listServiceModels',
  method: 'get',
  path: '/service-models',
  summary: 'Every template, each marked with whether the caller may use it',
  tags: ['templates'],
  auth: { scope: 'generation:write' },
  query: z.object({ team_id: z.string().optional() }),
  answer: z.object({ templates: z.array(templateSchema) }),
  errors: [E.unauthorized, E.forbidden, E.notFound],
});

export const enhancerStyleSchema = z.object({
  index: z.number().int().nonnegative(),
  name: z.string(),
  thumbnail_url: z.string(),
  translations: translationsOf({ name: z.string() }),
});

export const listEnhancerStyles = defineCall({
  name: 'listEnhancerStyles',
  method: 'get',
  path: '/enhancer-sets/{setId}/styles',
  summary: 'The styles of an enhancer set',
  tags: ['templates'],
  auth: { scope: 'generation:write' },
  params: z.object({ setId: z.string() }),
  answer: z.array(enhancerStyleSchema),
  errors: [E.unauthorized, E.notFound],
});

export const dimensionSchema = z.object({
  /** 0 with height 0 means Auto: the provider picks, or the input image decides. */
  width: z.number().int().nonnegative(),
  height: z.number().int().nonnegative(),
  icon: z.string(),
  cost: z.number().int().nonnegative(),
});
export type Dimension = z.infer<typeof dimensionSchema>;

export const listDimensionPresets = defineCall({
  name: 'listDimensionPresets',
  method: 'get',
  path: '/templates/{templateId}/dimension-presets',
  summary: "A template's size presets, and the custom-size range (Pro only)",
  tags: ['templates'],
  auth: { scope: 'generation:write' },
  params: z.object({ templateId: z.string() }),
  answer: z.object({
    data: z.array(
      z.object({ label: z.string(), dimensions: z.array(dimensionSchema), translations: translationsOf({ label: z.string() }) }),
    ),
    custom: z.object({ min: z.number().int(), max: z.number().int(), step: z.number().int(), allowed: z.boolean() }),
  }),
  errors: [E.unauthorized, E.notFound],
});

/** Catalog pictures (templates and enhancer styles) are public: they show nothing of any user's. */
export const getCatalogThumbnail = defineCall({
  name: 'getCatalogThumbnail',
  method: 'get',
  path: '/catalog/thumbnails/{name}',
  summary: 'A template or enhancer style thumbnail (image/webp)',
  tags: ['templates'],
  auth: 'none',
  params: z.object({ name: z.string() }),
  answerKind: 'file',
  answer: z.string(),
  errors: [E.notFound],
});
