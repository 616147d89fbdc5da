import { useMemo } from 'react';
import { useLocale } from 'react-aria-components';
import type { PlanPrice } from '@contract/browser';

/** A price in the locale's own form; whole amounts show no cents ($99, not $99.00), others both digits ($9.99). */
export function formatPrice(locale: string, direction: 'ltr' | 'rtl', { price, currency }: Pick<PlanPrice, 'price' | 'currency'>): string {
  const parts = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    minimumFractionDigits: Number.isInteger(price) ? 0 : 2,
  }).formatToParts(price);
  // In right-to-left text the bidi algorithm splits a Latin symbol such as 'US$' (its '$' takes the paragraph's
  // direction, and the price read '$US 29.99'): the symbol is isolated as one left-to-right run.
  return parts.map((part) => (direction === 'rtl' && part.type === 'currency' ? `\u2066${part.value}\u2069` : part.value)).join('');
}

/** Prices and counts in the interface locale (React Aria's, which follows the interface language), with Latin digits. */
export function useBillingFormats() {
  const { locale, direction } = useLocale();
  return useMemo(() => {
    const count = new Intl.NumberFormat(locale);
    const date = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit' });
    return {
      count: (value: number) => count.format(value),
      price: (price: Pick<PlanPrice, 'price' | 'currency'>) => formatPrice(locale, direction, price),
      date: (iso: string) => date.format(new Date(iso)),
    };
  }, [locale, direction]);
}
