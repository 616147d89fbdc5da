export { createI18n, loadLanguage } from './i18n';
export { LocaleProvider } from './locale-provider';
export type { LanguageLoadResult } from './i18n';
export { applyDocumentLanguage, defaultLanguage, isLanguage, languages } from './languages';
export type { Language } from './languages';
export { fetchTranslations, flattenKeys, LanguageFileError } from './translations';
export type { Translations } from './translations';
