import type { Plugin } from 'vite';

/**
 * React Aria ships its own words (a dialog's "Dismiss", a list's "Selected") in 34 languages, about 10 kB gzip
 * of the first load. The app speaks English and Arabic (src/lib/i18n/languages.ts), so the other locales'
 * strings are dropped at build time. React Aria finds 'ar-AE' for 'ar' and falls back to 'en-US' otherwise.
 */
const keptLocales = ['en-US', 'ar-AE'];

const intlStringsModule =
  /[\\/](?:react-aria|react-aria-components|react-stately|@react-aria[\\/][^\\/]+|@react-stately[\\/][^\\/]+)[\\/]dist[\\/].*intlStrings\.mjs$/;
const localeImport = /^import ([\w$]+) from "[^"]*[\\/]([a-z]{2,3}-[A-Z]{2})\.mjs";\n/gm;
const localeEntry = /^\s*"([a-z]{2,3}-[A-Z]{2})": [\w$]+,?\n/gm;

/** A React Aria `intlStrings.mjs` module with only the kept locales' imports and entries. */
export function stripLocales(code: string, keep: readonly string[] = keptLocales): string {
  return code
    .replace(localeImport, (line, _name: string, locale: string) => (keep.includes(locale) ? line : ''))
    .replace(localeEntry, (line, locale: string) => (keep.includes(locale) ? line : ''));
}

/** The Vite plugin: applies stripLocales to React Aria's string tables. */
export function reactAriaLocales(): Plugin {
  return {
    name: 'studio:react-aria-locales',
    enforce: 'pre',
    transform(code, id) {
      return intlStringsModule.test(id.split('?')[0] ?? id) ? { code: stripLocales(code), map: null } : null;
    },
  };
}
