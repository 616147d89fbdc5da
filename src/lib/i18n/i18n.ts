import { createInstance, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { bundledStrings } from './bundled-strings';
import { applyDocumentLanguage, defaultLanguage, type Language } from './languages';
import { fetchTranslations, type Translations } from './translations';

/** A fresh i18next instance; the app makes one, every story and test makes its own. */
export function createI18n(preloaded: Partial<Record<Language, Translations>> = {}): I18n {
  const instance = createInstance();
  void instance.use(initReactI18next).init({
    lng: defaultLanguage,
    fallbackLng: defaultLanguage,
    resources: {
      en: { boot: bundledStrings.en.boot as Translations, translation: preloaded.en ?? {} },
      ar: { boot: bundledStrings.ar.boot as Translations, translation: preloaded.ar ?? {} },
    },
    ns: ['translation', 'boot'],
    defaultNS: 'translation',
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
  });
  return instance;
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
  const bundle = instance.getResourceBundle(language, 'translation') as Translations | undefined;
  return bundle !== undefined && Object.keys(bundle).length > 0;
}
