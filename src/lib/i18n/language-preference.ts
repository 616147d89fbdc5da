import { readStored, storageKeys, writeStored } from '../storage';
import { defaultLanguage, isLanguage, LANGUAGE_COOKIE, type Language } from './languages';

/** The language chosen last time, else the default (spec: default en). */
export function readLanguagePreference(): Language {
  const stored = readStored('local', storageKeys.language);
  return isLanguage(stored) ? stored : defaultLanguage;
}

const A_YEAR_IN_SECONDS = 365 * 24 * 60 * 60;

export function writeLanguagePreference(language: Language): void {
  writeStored('local', storageKeys.language, language);
  writeLanguageCookie(language);
}

/** Tells the server a choice made before it read the cookie, so the next page it prerendered fits. */
export function syncLanguageCookie(): void {
  const stored = readStored('local', storageKeys.language);
  if (isLanguage(stored)) writeLanguageCookie(stored);
}

function writeLanguageCookie(language: Language): void {
  try {
    document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=${A_YEAR_IN_SECONDS}; samesite=lax`;
  } catch {
    // No cookies here: prerendered pages come in the default language, and the app renders afresh in this one.
  }
}
