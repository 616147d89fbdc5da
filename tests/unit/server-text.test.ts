import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { billingMessageTexts, ledgerEntryTexts, notificationTexts, taskErrorTexts } from '../../contract';

const read = (language: string) =>
  JSON.parse(readFileSync(new URL(`../../public/assets/lang/${language}.json`, import.meta.url), 'utf8')) as {
    serverText: Record<string, Record<string, string>>;
  };

describe('server messages in the language files', () => {
  const en = read('en').serverText;
  const ar = read('ar').serverText;

  it.each([
    ['ledger', ledgerEntryTexts],
    ['taskErrors', taskErrorTexts],
    ['notifications', notificationTexts],
    ['billing', billingMessageTexts],
  ] as const)('%s: every code the server writes has its English text, word for word, and an Arabic one', (kind, texts) => {
    expect(en[kind]).toEqual(texts);
    expect(Object.keys(ar[kind] ?? {}).toSorted()).toEqual(Object.keys(texts).toSorted());
  });
});
