import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from './api-error';

/**
 * Turns a failed call into the text to show: a translated message for a known error code (so Arabic users read
 * Arabic), else the server's own message, else the screen's fallback (spec part 1 §8).
 */
export function useErrorMessage(): (error: unknown, fallbackKey: string) => string {
  const { t, i18n } = useTranslation();
  return useCallback(
    (error, fallbackKey) => {
      if (!isApiError(error)) return t(fallbackKey);
      if (error.status === 0) return t('errors.network');
      const codeKey = `apiErrors.${error.code ?? ''}`;
      if (error.code && i18n.exists(codeKey) && error.code !== 'internal_error') return t(codeKey);
      return error.hasServerMessage && error.status < 500 ? error.message : t(fallbackKey);
    },
    [t, i18n],
  );
}
