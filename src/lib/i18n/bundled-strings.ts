import type { Language } from './languages';
import type { Translations } from './translations';

/**
 * The few strings needed before any language file has loaded, or when none can: the loading screen and its
 * failure message. Everything else comes from `/assets/lang/{lang}.json`.
 */
export const bundledStrings = {
  en: { boot: { loading: 'Loading...', languageFileFailed: 'Language file could not be loaded.' } },
  ar: { boot: { loading: 'جارٍ التحميل...', languageFileFailed: 'تعذّر تحميل ملف اللغة.' } },
} satisfies Record<Language, Translations>;
