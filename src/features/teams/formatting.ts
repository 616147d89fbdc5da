import { useMemo } from 'react';
import { useLocale } from 'react-aria-components';

/**
 * Number and date formats of the interface locale (React Aria's, which follows the interface language): points with grouping,
 * invitation days with month names (clearer than numeric dates in Arabic).
 */
export function useTeamFormatters() {
  const { locale } = useLocale();
  return useMemo(() => {
    const points = new Intl.NumberFormat(locale);
    const date = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric' });
    return {
      points: (value: number) => points.format(value),
      date: (isoDate: string) => date.format(new Date(isoDate)),
    };
  }, [locale]);
}
