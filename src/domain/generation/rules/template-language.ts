import type { Template } from '../../../../contract/browser';

type Worded = Pick<Template, 'label' | 'description' | 'category' | 'translations'>;

/**
 * The template with its label and description in `language` where the catalog gives them, else its English
 * ones. Its category stays the catalog's English name, the key the hub orders by (categoryNameIn shows it).
 */
export function templateIn<T extends Worded>(template: T, language: string): T {
  const texts = template.translations?.[language];
  if (!texts) return template;
  return { ...template, label: texts.label || template.label, description: texts.description || template.description };
}

/** The name of the template's category to show in `language`. */
export function categoryNameIn(template: Worded, language: string): string {
  return template.translations?.[language]?.category || template.category;
}
