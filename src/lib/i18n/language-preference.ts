import { readStored, storageKeys, writeStored } from '../storage';
import { defaultLanguage, isLanguage, type Language } from './languages';

/** The language chosen last time, else the default (spec: default en). */
export function readLanguagePreference(): Language {
  const stored = readStored('local', storageKeys.language);
  return isLanguage(stored) ? stored : defaultLanguage;
}

export function writeLanguagePreference(language: Language): void {
  writeStored('local', storageKeys.language, language);
}
