import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { billingMessageTexts, ledgerEntryTexts, notificationTexts, taskErrorTexts, type MessageText } from '@contract';

const read = (language: string) =>
  JSON.parse(readFileSync(new URL(`../../public/assets/lang/${language}.json`, import.meta.url), 'utf8')) as {
    serverText: Record<string, Record<string, string>>;
  };

/** The server's texts as language-file keys: a counted text is a plural, its forms under `code_one` and `code_other`. */
const asLanguageKeys = (texts: Record<string, MessageText>) =>
  Object.fromEntries(
    Object.entries(texts).flatMap(([code, text]) =>
      typeof text === 'string'
        ? [[code, text]]
        : [
            [`${code}_one`, text.one],
            [`${code}_other`, text.other],
          ],
    ),
  );
const codeOf = (key: string) => key.replace(/_(zero|one|two|few|many|other)$/, '');

describe('server messages in the language files', () => {
  const en = read('en').serverText;
  const ar = read('ar').serverText;

  it.each([
    ['ledger', ledgerEntryTexts],
    ['taskErrors', taskErrorTexts],
    ['notifications', notificationTexts],
    ['billing', billingMessageTexts],
  ] as const)('%s: every code the server writes has its English text, word for word, and an Arabic one', (kind, texts) => {
    expect(en[kind]).toEqual(asLanguageKeys(texts));
    const counted = new Set(Object.keys(texts).filter((code) => typeof texts[code as keyof typeof texts] !== 'string'));
    // A counted code's Arabic forms are checked with every other plural in plurals.test.ts.
    const arabicCodes = Object.keys(ar[kind] ?? {}).map((key) => (counted.has(codeOf(key)) ? codeOf(key) : key));
    expect([...new Set(arabicCodes)].toSorted()).toEqual(Object.keys(texts).toSorted());
  });
});
