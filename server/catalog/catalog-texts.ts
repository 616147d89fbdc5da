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
    /**
     * Every other word the catalog shows (input, param, group and option labels, hints, style and size-group names,
     * plan lines and pack names), by its English text: one phrase serves every place that says it. A `{n}` stands
     * for a number the server fills in (a plan's template count, its limits).
     */
    phrases: z.record(z.string(), text),
  })
  .strict();
export type CatalogTexts = z.infer<typeof catalogTextsFileSchema>;

export type TemplateTranslations = NonNullable<Template['translations']>;

/** A text with a letter in it is a word to translate; '4', '2x' and '1,000' read the same in every language. */
const isWorded = (value: string) => /\p{L}/u.test(value.replace(/^\d+x$/, ''));

/** The words one template shows besides its label and description: its inputs', params', groups' and options'. */
export function templateWords(template: CatalogTemplateFile): string[] {
  const params = template.configurable_tasks.flatMap((task) => [
    ...task.individual_params,
    ...task.param_groups.flatMap((group) => group.params),
  ]);
  const words = [
    ...template.input_requirements.map((input) => input.label),
    ...template.configurable_tasks.flatMap((task) => task.param_groups.map((group) => group.label)),
    ...params.flatMap((param) => [param.label, param.description ?? '', ...(param.options ?? []).map((option) => option.label)]),
  ];
  return [...new Set(words.filter(isWorded))];
}

/** The phrases of `words` the texts lack, each named once, as problems of `file`. */
export function missingPhrases(file: string, texts: CatalogTexts, words: readonly string[]): string[] {
  return [...new Set(words)].filter((word) => isWorded(word) && !texts.phrases[word]).map((word) => `${file}: no phrase for "${word}"`);
}

/** A catalog text in the language (a `{n}` filled in); the English text when the language has none. */
export function phraseIn(texts: CatalogTexts | undefined, english: string, n?: number): string {
  const worded = texts?.phrases[english] ?? english;
  return n === undefined ? worded : worded.replaceAll('{n}', String(n));
}

/** One answer's words in every interface language the catalog has, made from that language's texts. */
export function catalogTranslations<Words>(
  textsByLanguage: ReadonlyMap<string, CatalogTexts>,
  wordsIn: (texts: CatalogTexts) => Words,
): Record<string, Words> {
  return Object.fromEntries([...textsByLanguage].map(([language, texts]) => [language, wordsIn(texts)]));
}

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
    const phrases = Object.fromEntries(templateWords(template).map((word) => [word, phraseIn(texts, word)]));
    if (own) translations[language] = { ...own, ...(category ? { category } : {}), phrases };
  }
  return translations;
}
