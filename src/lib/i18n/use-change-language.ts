import { useCallback } from 'react';
import { loadLanguage, type LanguageLoadResult } from './i18n';
import { writeLanguagePreference } from './language-preference';
import type { Language } from './languages';
import { useTranslation } from './runtime';

/** Switches the interface language at once (layout mirrors), remembering the choice. */
export function useChangeLanguage(): (language: Language) => Promise<LanguageLoadResult> {
  const { i18n } = useTranslation();
  return useCallback(
    async (language: Language) => {
      const result = await loadLanguage(i18n, language);
      if (!result.hasFailed) writeLanguagePreference(language);
      return result;
    },
    [i18n],
  );
}
