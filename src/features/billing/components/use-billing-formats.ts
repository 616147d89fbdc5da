import { useMemo } from 'react';
import { useLocale } from 'react-aria-components';
import type { PlanPrice } from '../../../../contract/browser';

/** Prices and counts in the interface locale (React Aria's, which follows i18next), with Latin digits. */
export function useBillingFormats() {
  const { locale } = useLocale();
  return useMemo(() => {
    const count = new Intl.NumberFormat(locale);
    const date = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit' });
    return {
      count: (value: number) => count.format(value),
      // Whole amounts show no cents ($99, not $99.00); others show both digits ($9.99).
      price: ({ price, currency }: Pick<PlanPrice, 'price' | 'currency'>) =>
        new Intl.NumberFormat(locale, {
          style: 'currency',
          currency,
          minimumFractionDigits: Number.isInteger(price) ? 0 : 2,
        }).format(price),
      date: (iso: string) => date.format(new Date(iso)),
    };
  }, [locale]);
}
