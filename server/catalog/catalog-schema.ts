import { z } from 'zod';
import { dimensionSchema, enhancerStyleSchema, generationProviders, templateSchema, type Template } from '../../contract';
import { modelLimitsSchema } from './model-limits';

/** Catalog pictures are made by name (see thumbnails.ts); the name is also the file name in their URL. */
const thumbnailName = z.string().regex(/^[a-z0-9-]+$/, 'a thumbnail name is lowercase letters, digits and dashes');

export const providerNames = generationProviders;
export type ProviderName = (typeof providerNames)[number];

/**
 * A template as the catalog files hold it: the contract's template, less what the server fills in per caller
 * (`is_allowed`, `thumbnail_url`) and the words in other languages (kept apart, in catalog/translations), plus what only the server reads: which size presets it offers and which
 * provider and model serve it. `local` is required, since the embedded provider must serve every template.
 */
export const catalogTemplateSchema = templateSchema
  .omit({ is_allowed: true, thumbnail_url: true, translations: true, provider: true })
  .extend({
    thumbnail: thumbnailName,
    dimension_presets: z.string().nullable(),
    /** Which model serves the template on each provider, with what that model accepts (see model-limits.ts). */
    providers: z
      .object({ local: z.object({ model: z.string().min(1), limits: modelLimitsSchema.optional() }).strict() })
      .extend({
        runware: z
          .object({ model: z.string().min(1), limits: modelLimitsSchema.optional() })
          .strict()
          .optional(),
        /** A folder of catalog/comfyui: the workflow in API format and its mapping (see the README). */
        comfyui: z
          .object({ workflow: z.string().regex(/^[a-z0-9-]+$/), limits: modelLimitsSchema.optional() })
          .strict()
          .optional(),
      })
      .strict(),
  })
  .strict();
export type CatalogTemplateFile = z.infer<typeof catalogTemplateSchema>;

/** A template as the server holds it: its file, with its words in the other languages from catalog/translations. */
export type CatalogTemplate = CatalogTemplateFile & Required<Pick<Template, 'translations'>>;

/** A style also carries the words it adds to the prompt; the browser sees index, name and picture. */
const catalogStyleSchema = enhancerStyleSchema
  .omit({ thumbnail_url: true, translations: true })
  .extend({ thumbnail: thumbnailName, prompt: z.string().min(1) })
  .strict();

export const enhancerSetsFileSchema = z
  .object({
    sets: z.array(z.object({ id: z.string().min(1), name: z.string().min(1), styles: z.array(catalogStyleSchema).min(1) }).strict()),
  })
  .strict();
export type EnhancerSet = z.infer<typeof enhancerSetsFileSchema>['sets'][number];

const presetSetSchema = z
  .object({
    groups: z.array(z.object({ label: z.string().min(1), dimensions: z.array(dimensionSchema.strict()).min(1) }).strict()).min(1),
    custom: z.object({ min: z.number().int().positive(), max: z.number().int().positive(), step: z.number().int().positive() }).strict(),
  })
  .strict();
export type PresetSet = z.infer<typeof presetSetSchema>;

export const dimensionPresetsFileSchema = z.object({ sets: z.record(z.string(), presetSetSchema) }).strict();
