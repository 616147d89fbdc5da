import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { languages } from '@/lib/i18n/languages';
import { flattenKeys, type Translations } from '@/lib/i18n/translations';

const root = path.resolve(import.meta.dirname, '../..');
const read = (language: string) => JSON.parse(readFileSync(path.join(root, `public/assets/lang/${language}.json`), 'utf8')) as Translations;
const textsOf = (tree: Translations, prefix = ''): Array<[key: string, text: string]> =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value] as [string, string]] : textsOf(value, `${prefix}${key}.`),
  );

const pluralForm = /_(zero|one|two|few|many|other)$/;
/** The plural bases of a language file, each with the forms it gives. */
function pluralsOf(tree: Translations): Map<string, Set<string>> {
  const plurals = new Map<string, Set<string>>();
  for (const key of flattenKeys(tree)) {
    const form = pluralForm.exec(key)?.[1];
    if (!form) continue;
    const base = key.replace(pluralForm, '');
    plurals.set(base, (plurals.get(base) ?? new Set()).add(form));
  }
  return plurals;
}

/**
 * Nouns a number is shown with in this product. A `{{slot}}` followed by one of them (a word may come between:
 * '{{points}} team points') counts something, so its key must be a plural: '1 points' and Arabic's '3 نقطة' are
 * what a single text makes. Units ('{{size}} MB', '{{max}} pixels') are measures and read the same for any number.
 */
const countNouns =
  /\{\{\s*\w+\s*\}\}(?:<\/\w+>)?\)?\s+(?:[\p{L}-]+\s+)?(points?|members?|seats?|items?|images?|videos?|files?|results?|tasks?|days?|hours?|minutes?|characters?|creations?|templates?|projects?|teams?|keys?|invitations?|notifications?|selections?|people|collaborators?)\b/iu;

/** The browser's source files, tests and stories left out (they may name keys in any way). */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.(test|stories)\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** What follows a key where it is written: the rest of the call or object it is in (a `count` must be there). */
function restOfExpression(text: string, from: number): string {
  let depth = 0;
  for (let at = from; at < text.length && at < from + 400; at++) {
    const char = text[at];
    if (char === '(' || char === '{' || char === '[') depth++;
    if (char === ')' || char === '}' || char === ']') depth--;
    if (depth < 0 || (depth === 0 && char === ';')) return text.slice(from, at);
  }
  return text.slice(from, from + 400);
}

describe('plurals', () => {
  const files = { en: read('en'), ar: read('ar') } satisfies Record<keyof typeof languages, Translations>;

  it.each(Object.keys(files) as Array<keyof typeof files>)(
    '%s: every plural has each form the language needs (Intl.PluralRules), and nothing else',
    (language) => {
      const needed = new Intl.PluralRules(languages[language].locale).resolvedOptions().pluralCategories;
      const plain = new Set(flattenKeys(files[language]));
      for (const [base, forms] of pluralsOf(files[language])) {
        expect(
          needed.filter((form) => !forms.has(form)),
          `${base}: missing forms`,
        ).toEqual([]);
        // `_zero` is i18next's form for 0 in any language; no other form outside the language's categories.
        expect(
          [...forms].filter((form) => form !== 'zero' && !needed.includes(form as Intl.LDMLPluralRule)),
          `${base}: forms the language lacks`,
        ).toEqual([]);
        expect(plain.has(base), `${base}: both a plain text and a plural`).toBe(false);
      }
    },
  );

  it('gives every English plural an Arabic plural (six forms, never one text for every number)', () => {
    const arabic = pluralsOf(files.ar);
    expect([...pluralsOf(files.en).keys()].filter((base) => !arabic.has(base))).toEqual([]);
    expect([...arabic.keys()].filter((base) => !pluralsOf(files.en).has(base))).toEqual([]);
  });

  it('puts no number shown with a noun into a text that is not a plural', () => {
    const counted = textsOf(files.en).filter(([key, text]) => !pluralForm.test(key) && countNouns.test(text));
    expect(counted.map(([key, text]) => `${key}: ${text}`)).toEqual([]);
  });

  it('asks for each plural with a count where it calls t with it, and for no plural form by name, in the sources', () => {
    const bases = [...pluralsOf(files.en).keys()];
    const forms = new Set(flattenKeys(files.en).filter((key) => pluralForm.test(key)));
    const problems: string[] = [];
    for (const file of sourceFiles(path.join(root, 'src'))) {
      const text = readFileSync(file, 'utf8');
      const name = path.relative(root, file);
      for (const match of text.matchAll(/['"`]([\w.]+)['"`]/g)) {
        const [written, key = ''] = match;
        if (forms.has(key)) problems.push(`${name}: ${key} names a plural form; ask for ${key.replace(pluralForm, '')} with a count`);
        // Where the key is translated on the spot (t(...), Trans's i18nKey); a key kept as data is counted where it is used.
        const line = text.slice(text.lastIndexOf('\n', match.index) + 1, match.index);
        const isCalled = /\bt\(|i18nKey/.test(line);
        if (isCalled && bases.includes(key) && !/\bcount\b/.test(restOfExpression(text, match.index + written.length))) {
          problems.push(`${name}: ${key} is a plural but no count is given with it`);
        }
      }
    }
    expect(problems).toEqual([]);
  });
});
