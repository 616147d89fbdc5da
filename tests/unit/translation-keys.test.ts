import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createI18n, type Translations } from '@/lib/i18n';

const en = JSON.parse(readFileSync(new URL('../../public/assets/lang/en.json', import.meta.url), 'utf8')) as Translations;

describe('translation keys', () => {
  it('are typed from the English file: a misspelled key fails the type check, a real one reads its text', () => {
    const i18n = createI18n({ en });
    expect(i18n.t('errors.network')).not.toBe('errors.network');
    // @ts-expect-error: not a key of en.json, so `npm run typecheck` refuses it (and the key itself shows).
    expect(i18n.t('errors.netwrok')).toBe('errors.netwrok');
  });
});
