import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError, useErrorMessage } from '../../../lib/api';

/**
 * `useErrorMessage` plus the codes only the account page meets (a wrong current password, a plan that does not
 * allow API keys), whose translations live in this feature's own `account.apiErrors` subtree.
 */
export function useAccountErrorMessage(): (error: unknown, fallbackKey: string) => string {
  const { t, i18n } = useTranslation();
  const toMessage = useErrorMessage();
  return useCallback(
    (error, fallbackKey) => {
      const key = isApiError(error) && error.code ? `account.apiErrors.${error.code}` : null;
      return key && i18n.exists(key) ? t(key) : toMessage(error, fallbackKey);
    },
    [t, i18n, toMessage],
  );
}
