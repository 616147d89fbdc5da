import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { flattenKeys, type Translations } from '@/lib/i18n/translations';

const read = (language: string) =>
  JSON.parse(readFileSync(new URL(`../../public/assets/lang/${language}.json`, import.meta.url), 'utf8')) as Translations;

const variables = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).toSorted();
const lookup = (tree: Translations, key: string) =>
  key.split('.').reduce<Translations | string | undefined>((node, part) => (typeof node === 'object' ? node[part] : undefined), tree);

/** Plural forms as Intl.PluralRules names them: Arabic has six (CLDR), English two, so a plural key's forms differ by language. */
const pluralForm = /_(zero|one|two|few|many|other)$/;
const pluralBase = (key: string) => key.replace(pluralForm, '');
const withoutVariables = (text: string) => text.replace(/\{\{\s*\w+\s*\}\}/g, '');

describe('language files', () => {
  const en = read('en');
  const ar = read('ar');

  it('gives every English key an Arabic entry', () => {
    const arabicKeys = new Set(flattenKeys(ar));
    expect(flattenKeys(en).filter((key) => !arabicKeys.has(key))).toEqual([]);
  });

  it('has no Arabic key that English lacks (an Arabic plural form needs an English plural of the same key)', () => {
    const englishKeys = new Set(flattenKeys(en));
    const englishPlurals = new Set(
      flattenKeys(en)
        .filter((key) => pluralForm.test(key))
        .map(pluralBase),
    );
    const extra = flattenKeys(ar).filter((key) => !englishKeys.has(key) && !(pluralForm.test(key) && englishPlurals.has(pluralBase(key))));
    expect(extra).toEqual([]);
  });

  it('translates rather than copies: Arabic entries with Latin words only are listed here on purpose', () => {
    const flat = (tree: Translations, prefix = ''): Array<[string, string]> =>
      Object.entries(tree).flatMap(([key, value]) =>
        typeof value === 'string' ? [[`${prefix}${key}`, value] as [string, string]] : flat(value, `${prefix}${key}.`),
      );
    const untranslated = flat(ar).filter(([, value]) => /[A-Za-z]{3,}/.test(withoutVariables(value)) && !/\p{Script=Arabic}/u.test(value));
    // Brand names, a language's own name, an example web address and a protocol's status line stay as they are.
    const allowed = new Set([
      'common.googleBrand',
      'common.languageEnglish',
      'account.webhooks.urlPlaceholder',
      'account.webhooks.httpStatus',
    ]);
    expect(untranslated.map(([key]) => key).filter((key) => !allowed.has(key))).toEqual([]);
  });

  it('keeps interpolation variables the same in both languages', () => {
    for (const key of flattenKeys(en)) {
      const arabic = lookup(ar, key);
      if (typeof arabic !== 'string' || pluralForm.test(key)) continue;
      expect(variables(arabic), key).toEqual(variables(lookup(en, key) as string));
    }
  });

  it('uses in each Arabic plural form only the variables of the English plural (the one and two forms may spell the number out)', () => {
    const arabicPlurals = flattenKeys(ar).filter((key) => pluralForm.test(key));
    for (const key of arabicPlurals) {
      const english = lookup(en, `${pluralBase(key)}_other`);
      expect(typeof english, key).toBe('string');
      const allowed = new Set(variables(english as string));
      expect(
        variables(lookup(ar, key) as string).filter((name) => !allowed.has(name)),
        key,
      ).toEqual([]);
    }
  });
});
