import { z } from 'zod';
import type { Template } from '../../contract';
import type { CatalogTemplateFile } from './catalog-schema';

/**
 * The interface languages other than English (the browser's src/lib/i18n/languages.ts): each needs a file,
 * catalog/translations/<language>.json, naming every template and category in that language, or the server
 * does not start.
 */
export const catalogLanguages = ['ar'] as const;

const text = z.string().trim().min(1);

export const catalogTextsFileSchema = z
  .object({
    /** By the catalog's English category name, which stays the key the hub orders by. */
    categories: z.record(z.string(), text),
    templates: z.record(z.string(), z.object({ label: text, description: text }).strict()),
  })
  .strict();
export type CatalogTexts = z.infer<typeof catalogTextsFileSchema>;

export type TemplateTranslations = NonNullable<Template['translations']>;

/** Every template and category named in the language, and nothing the catalog does not have. */
export function checkCatalogTexts(file: string, texts: CatalogTexts, templates: readonly CatalogTemplateFile[]): string[] {
  const at = (what: string) => `${file}: ${what}`;
  const ids = new Set(templates.map((template) => template.template_id));
  const categories = new Set(templates.map((template) => template.category.trim()).filter(Boolean));
  return [
    ...[...ids].filter((id) => !texts.templates[id]).map((id) => at(`template ${id} has no label and description`)),
    ...[...categories].filter((name) => !texts.categories[name]).map((name) => at(`category ${name} has no name`)),
    ...Object.keys(texts.templates)
      .filter((id) => !ids.has(id))
      .map((id) => at(`template ${id} is not in the catalog`)),
    ...Object.keys(texts.categories)
      .filter((name) => !categories.has(name))
      .map((name) => at(`category ${name} is not used by any template`)),
  ];
}

/** One template's words in every language given (checked texts: each template and category is named). */
export function templateTranslations(
  template: CatalogTemplateFile,
  textsByLanguage: ReadonlyMap<string, CatalogTexts>,
): TemplateTranslations {
  const translations: TemplateTranslations = {};
  for (const [language, texts] of textsByLanguage) {
    const own = texts.templates[template.template_id];
    const category = texts.categories[template.category.trim()];
    if (own) translations[language] = { ...own, ...(category ? { category } : {}) };
  }
  return translations;
}
