import type { ReactNode } from 'react';
import { I18nProvider } from 'react-aria-components';
import { isLanguage, languages } from './languages';
import { useTranslation } from './runtime';

/** Gives React Aria the locale of the current interface language, so dates, numbers and layout follow it. */
export function LocaleProvider({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : 'en';
  return <I18nProvider locale={languages[language].locale}>{children}</I18nProvider>;
}
