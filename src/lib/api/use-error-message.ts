import { useCallback } from 'react';
import { type TranslationKey, useTranslation } from '../i18n';
import { isApiError } from './api-error';

/**
 * Turns a failed call into the text to show: a translated message for a known error code (so Arabic users read
 * Arabic), else the server's own message, else the screen's fallback (spec part 1 §8).
 */
export function useErrorMessage(): (error: unknown, fallbackKey: TranslationKey) => string {
  const { t, i18n } = useTranslation();
  return useCallback(
    (error, fallbackKey) => {
      if (!isApiError(error)) return t(fallbackKey);
      if (error.status === 0) return t('errors.network');
      // The code comes from the server: it names a key only if the language file has one, which exists() checks.
      const codeKey = `apiErrors.${error.code ?? ''}`;
      const isKnownCode = error.code !== undefined && error.code !== 'internal_error' && i18n.exists(codeKey);
      if (isKnownCode) return t(codeKey as TranslationKey);
      return error.hasServerMessage && error.status < 500 ? error.message : t(fallbackKey);
    },
    [t, i18n],
  );
}
