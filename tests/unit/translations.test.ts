import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { flattenKeys, type Translations } from '../../src/lib/i18n/translations';

const read = (language: string) =>
  JSON.parse(readFileSync(new URL(`../../public/assets/lang/${language}.json`, import.meta.url), 'utf8')) as Translations;

const variables = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).toSorted();
const lookup = (tree: Translations, key: string) =>
  key.split('.').reduce<Translations | string | undefined>((node, part) => (typeof node === 'object' ? node[part] : undefined), tree);

describe('language files', () => {
  const en = read('en');
  const ar = read('ar');

  it('gives every English key an Arabic entry', () => {
    const arabicKeys = new Set(flattenKeys(ar));
    expect(flattenKeys(en).filter((key) => !arabicKeys.has(key))).toEqual([]);
  });

  it('has no Arabic key that English lacks', () => {
    const englishKeys = new Set(flattenKeys(en));
    expect(flattenKeys(ar).filter((key) => !englishKeys.has(key))).toEqual([]);
  });

  it('translates rather than copies: Arabic entries with Latin words only are listed here on purpose', () => {
    const flat = (tree: Translations, prefix = ''): Array<[string, string]> =>
      Object.entries(tree).flatMap(([key, value]) =>
        typeof value === 'string' ? [[`${prefix}${key}`, value] as [string, string]] : flat(value, `${prefix}${key}.`),
      );
    const untranslated = flat(ar).filter(([, value]) => /[A-Za-z]{3,}/.test(value) && !/\p{Script=Arabic}/u.test(value));
    // Brand names and a language's own name stay as they are.
    const allowed = new Set(['common.googleBrand', 'common.languageEnglish']);
    expect(untranslated.map(([key]) => key).filter((key) => !allowed.has(key))).toEqual([]);
  });

  it('keeps interpolation variables the same in both languages', () => {
    for (const key of flattenKeys(en)) {
      const arabic = lookup(ar, key);
      if (typeof arabic === 'string') expect(variables(arabic), key).toEqual(variables(lookup(en, key) as string));
    }
  });
});
