import { describe, expect, it, vi } from 'vitest';
import { createInstance } from './instance';

const create = () =>
  createInstance({
    language: 'en',
    fallbackLanguage: 'en',
    resources: {
      en: { translation: { errors: { network: 'No connection' } }, boot: { loading: 'Loading...' } },
      ar: { translation: {}, boot: { loading: 'جارٍ التحميل...' } },
    },
    rtlLanguages: ['ar'],
  });

describe('createInstance', () => {
  it('switches language, direction and texts, and tells its listeners once per change', async () => {
    const i18n = create();
    const listener = vi.fn();
    const unsubscribe = i18n.subscribe(listener);
    await i18n.changeLanguage('ar');
    await i18n.changeLanguage('ar');
    expect(listener).toHaveBeenCalledTimes(1);
    expect([i18n.language, i18n.dir()]).toEqual(['ar', 'rtl']);
    expect(i18n.t('loading', { ns: 'boot' })).toBe('جارٍ التحميل...');
    unsubscribe();
    await i18n.changeLanguage('en');
    expect(listener).toHaveBeenCalledTimes(1);
    expect(i18n.dir()).toBe('ltr');
  });

  it("keeps a namespace's t the same function until the language or the strings change (React's snapshot)", async () => {
    const i18n = create();
    const t = i18n.getFixedT('translation');
    expect(i18n.getFixedT('translation')).toBe(t);
    await i18n.changeLanguage('ar');
    const arabic = i18n.getFixedT('translation');
    expect(arabic).not.toBe(t);
    i18n.addResourceBundle('ar', 'translation', { errors: { network: 'لا اتصال' } });
    expect(i18n.getFixedT('translation')).not.toBe(arabic);
    expect(i18n.getFixedT('translation')('errors.network')).toBe('لا اتصال');
    expect(i18n.getFixedT('boot')('loading')).toBe('جارٍ التحميل...');
  });

  it('says which keys exist in the language or its fallback', async () => {
    const i18n = create();
    await i18n.changeLanguage('ar');
    expect(i18n.exists('errors.network')).toBe(true);
    expect(i18n.exists('errors.unknown')).toBe(false);
    expect(i18n.exists('errors')).toBe(false);
    expect(i18n.exists('loading', { ns: 'boot' })).toBe(true);
  });

  it('merges an added bundle into what the language has', () => {
    const i18n = create();
    i18n.addResourceBundle('en', 'translation', { common: { ok: 'OK' } });
    expect(i18n.getResourceBundle('en', 'translation')).toEqual({ errors: { network: 'No connection' }, common: { ok: 'OK' } });
  });
});
