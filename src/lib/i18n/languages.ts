/** The interface languages. `ar` is right to left and keeps Latin digits, like most Arabic product interfaces. */
export const languages = {
  en: { dir: 'ltr', locale: 'en-US', nativeName: 'English' },
  ar: { dir: 'rtl', locale: 'ar', nativeName: 'العربية' },
} as const;

export type Language = keyof typeof languages;
export const defaultLanguage: Language = 'en';

/**
 * The cookie that tells the server the chosen language, so a page the build prerendered comes in that language
 * (the browser's storage stays the source of truth; the boot script checks that the two agree).
 */
export const LANGUAGE_COOKIE = 'language';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && Object.hasOwn(languages, value);
}

/** Sets `<html lang dir>` so the whole document, portals included, mirrors in Arabic. */
export function applyDocumentLanguage(language: Language, root: HTMLElement = document.documentElement): void {
  root.lang = language;
  root.dir = languages[language].dir;
}
