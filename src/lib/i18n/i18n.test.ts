import { describe, expect, it } from 'vitest';
import { createI18n, loadLanguage } from './i18n';

const respond = (files: Record<string, unknown>): typeof fetch =>
  (async (input: RequestInfo | URL) => {
    const name = String(input).split('/').pop() ?? '';
    if (!(name in files)) return new Response('not found', { status: 404 });
    const body = files[name];
    return new Response(typeof body === 'string' ? body : JSON.stringify(body), { status: 200 });
  }) as typeof fetch;

describe('loadLanguage', () => {
  it('switches to a language whose file loads', async () => {
    const i18n = createI18n();
    const fetcher = respond({ 'ar.json': { errors: { network: 'مرحبا' } } });
    await expect(loadLanguage(i18n, 'ar', fetcher)).resolves.toEqual({ language: 'ar', hasFailed: false });
    expect(i18n.t('errors.network')).toBe('مرحبا');
  });

  it('falls back to English when the file is missing', async () => {
    const i18n = createI18n();
    const result = await loadLanguage(i18n, 'ar', respond({ 'en.json': { errors: { network: 'Hello' } } }));
    expect(result).toEqual({ language: 'en', hasFailed: true });
    expect(i18n.t('errors.network')).toBe('Hello');
  });

  it('falls back to English when the file is not valid JSON or not a tree of strings', async () => {
    for (const broken of ['{not json', { greeting: 42 }, []]) {
      const i18n = createI18n();
      const result = await loadLanguage(i18n, 'ar', respond({ 'ar.json': broken, 'en.json': { errors: { network: 'Hello' } } }));
      expect(result.hasFailed).toBe(true);
      expect(i18n.t('errors.network')).toBe('Hello');
    }
  });

  it('still has the failure message when no file loads at all', async () => {
    const i18n = createI18n();
    const result = await loadLanguage(i18n, 'en', respond({}));
    expect(result.hasFailed).toBe(true);
    expect(i18n.t('languageFileFailed', { ns: 'boot' })).toBe('Language file could not be loaded.');
  });
});
