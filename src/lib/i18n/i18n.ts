import { bundledStrings } from './bundled-strings';
import { applyDocumentLanguage, defaultLanguage, languages, type Language } from './languages';
import { createInstance, type I18n } from './runtime';
import { fetchTranslations, type Translations } from './translations';

const rtlLanguages = Object.entries(languages).flatMap(([code, { dir }]) => (dir === 'rtl' ? [code] : []));

/** A fresh i18n instance; the app makes one, every story and test makes its own. */
export function createI18n(preloaded: Partial<Record<Language, Translations>> = {}): I18n {
  return createInstance({
    language: defaultLanguage,
    fallbackLanguage: defaultLanguage,
    resources: {
      en: { boot: bundledStrings.en.boot, translation: preloaded.en ?? {} },
      ar: { boot: bundledStrings.ar.boot, translation: preloaded.ar ?? {} },
    },
    rtlLanguages,
  });
}

export interface LanguageLoadResult {
  language: Language;
  /** True when the wanted file failed and English is shown instead. */
  hasFailed: boolean;
}

/**
 * Loads a language file and switches to it. A missing or invalid file falls back to English (spec part 1 §1);
 * the caller shows 'Language file could not be loaded.'.
 */
export async function loadLanguage(instance: I18n, language: Language, fetcher: typeof fetch = fetch): Promise<LanguageLoadResult> {
  let result: LanguageLoadResult = { language, hasFailed: false };
  try {
    if (!hasTranslations(instance, language)) {
      instance.addResourceBundle(language, 'translation', await fetchTranslations(language, fetcher));
    }
  } catch {
    result = { language: defaultLanguage, hasFailed: true };
    if (language !== defaultLanguage && !hasTranslations(instance, defaultLanguage)) {
      try {
        instance.addResourceBundle(defaultLanguage, 'translation', await fetchTranslations(defaultLanguage, fetcher));
      } catch {
        // Both files failed: keys show as text, and the loading screen still reports the failure.
      }
    }
  }
  await instance.changeLanguage(result.language);
  if (typeof document !== 'undefined') applyDocumentLanguage(result.language);
  return result;
}

function hasTranslations(instance: I18n, language: Language): boolean {
  const bundle = instance.getResourceBundle(language, 'translation');
  return bundle !== undefined && Object.keys(bundle).length > 0;
}
