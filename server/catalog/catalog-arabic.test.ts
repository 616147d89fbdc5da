import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { tiers } from '../../contract';
import { defaultCatalogDir, loadCatalog } from './load-catalog';
import { loadPlanCatalog } from './plan-catalog';

const readJson = (file: string) => JSON.parse(fs.readFileSync(file, 'utf8')) as unknown;
const arabicTexts = readJson(path.join(defaultCatalogDir, 'translations/ar.json')) as {
  categories: Record<string, string>;
  templates: Record<string, { label: string; description: string }>;
  phrases: Record<string, string>;
};

/** The fields of the catalog files whose words people read; the rest are ids, keys, values and file names. */
const shownFields = new Set(['label', 'name', 'description', 'plan_name', 'category']);

/**
 * Every shown text of a catalog file, found by walking the file itself (not by the code that words the catalog, so
 * a field that code forgets is still found), with where it is. A plan's description is one line per shown text.
 */
function shownTexts(value: unknown, at: string): Array<{ at: string; text: string }> {
  if (Array.isArray(value)) return value.flatMap((item, index) => shownTexts(item, `${at}[${index}]`));
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([field, inner]) =>
    typeof inner === 'string' && shownFields.has(field)
      ? inner
          .split('\n')
          .filter((text) => /\p{L}/u.test(text.replace(/^\d+x$/, '')))
          .map((text) => ({ at: `${at}.${field}`, text }))
      : shownTexts(inner, `${at}.${field}`),
  );
}

/** Names that read the same in every language: the samplers' technical names. */
const sameInEveryLanguage = new Set(['Euler', 'DDIM', 'DPM++ 2M']);
const isArabic = (text: string | undefined) => text !== undefined && /\p{Script=Arabic}/u.test(text);

describe('the catalog in Arabic', () => {
  const templateFiles = fs
    .readdirSync(path.join(defaultCatalogDir, 'templates'))
    .map((file) => [`templates/${file}`, readJson(path.join(defaultCatalogDir, 'templates', file))] as const);

  it("words every template's label, description, category, inputs, params, groups and options in Arabic", () => {
    const untranslated = templateFiles.flatMap(([file, template]) => {
      const { template_id: id, label, description, category, ...rest } = template as Record<string, string>;
      const own = arabicTexts.templates[id ?? ''];
      return [
        ...(isArabic(own?.label) ? [] : [`${file}: label "${label}"`]),
        ...(isArabic(own?.description) ? [] : [`${file}: description "${description}"`]),
        ...(isArabic(arabicTexts.categories[category ?? '']) ? [] : [`${file}: category "${category}"`]),
        ...shownTexts(rest, file)
          .filter(({ text }) => !sameInEveryLanguage.has(text) && !isArabic(arabicTexts.phrases[text]))
          .map(({ at, text }) => `${at}: "${text}"`),
      ];
    });
    expect(untranslated).toEqual([]);
  });

  it('words every style, style set and size group in Arabic', () => {
    const untranslated = ['enhancer-sets.json', 'dimension-presets.json']
      .flatMap((file) => shownTexts(readJson(path.join(defaultCatalogDir, file)), file))
      .filter(({ text }) => !isArabic(arabicTexts.phrases[text]))
      .map(({ at, text }) => `${at}: "${text}"`);
    expect(untranslated).toEqual([]);
  });

  it("words every plan's name and every line of its card in Arabic, as the plans answer carries them", () => {
    const found = shownTexts(readJson(path.join(defaultCatalogDir, 'plans.json')), 'plans.json');
    expect(found.filter(({ text }) => !isArabic(arabicTexts.phrases[text])).map(({ at, text }) => `${at}: "${text}"`)).toEqual([]);
    // The lines made from the tier table ('{n} templates') as well as the file's own.
    const plans = loadPlanCatalog(loadCatalog()).plans;
    const served = plans.flatMap((plan) => [plan.translations?.ar?.plan_name, ...(plan.translations?.ar?.description?.split('\n') ?? [])]);
    expect(served.filter((text) => !isArabic(text))).toEqual([]);
  });

  it('names every plan tier in Arabic in the interface language file (the account page and the lock badges)', () => {
    const ar = readJson(path.join(defaultCatalogDir, '../../public/assets/lang/ar.json')) as { account: { tiers: Record<string, string> } };
    expect(tiers.filter((tier) => !isArabic(ar.account.tiers[tier]))).toEqual([]);
  });
});
