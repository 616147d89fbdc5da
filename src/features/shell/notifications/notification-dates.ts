import { useMemo } from 'react';
import { useLocale } from 'react-aria-components';

/** Day, month and time in the interface locale (month names read better than numbers in Arabic), in the user's time zone. */
export function useNotificationDates() {
  const { locale } = useLocale();
  return useMemo(() => {
    const dateTime = new Intl.DateTimeFormat(locale, {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
    });
    const date = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric' });
    return { dateTime: (iso: string) => dateTime.format(new Date(iso)), date: (iso: string) => date.format(new Date(iso)) };
  }, [locale]);
}
