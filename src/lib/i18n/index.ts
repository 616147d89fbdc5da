export { createI18n, loadLanguage } from './i18n';
export type { LanguageLoadResult } from './i18n';
export { readLanguagePreference, writeLanguagePreference } from './language-preference';
export { applyDocumentLanguage, defaultLanguage, isLanguage, languages } from './languages';
export type { Language } from './languages';
export { LocaleProvider } from './locale-provider';
export { fetchTranslations, flattenKeys, LanguageFileError } from './translations';
export type { Translations } from './translations';
export { useChangeLanguage } from './use-change-language';
