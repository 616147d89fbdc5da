import { useLocale } from 'react-aria-components';

/** Formats points in the page's locale (tabular figures come from the CSS). */
export function usePointsFormat(): (points: number) => string {
  const { locale } = useLocale();
  const format = new Intl.NumberFormat(locale);
  return (points) => format.format(points);
}
