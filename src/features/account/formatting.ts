import { useMemo } from 'react';
import { useLocale } from 'react-aria-components';
import type { PointsHistoryEntry } from '@contract';

/** A ledger row as a signed number: debits spend points, credits add them. */
export function signedAmount(entry: Pick<PointsHistoryEntry, 'transaction_type' | 'amount'>): number {
  return entry.transaction_type === 'debit' ? -entry.amount : entry.amount;
}

/** Arabic's sign carries a letter mark (U+061C) that would flip '-4' to '4-'; the UI isolates numbers itself. */
const bidiMarks = /[\u061C\u200E\u200F]/g;

const dayMonthYear = { day: 'numeric', month: 'short', year: 'numeric' } as const;

/**
 * Number and date formats of the interface locale (React Aria's, which follows the interface language), so Arabic pages get
 * Arabic month names while keeping Latin digits. Dates show in the user's own time zone.
 */
export function useAccountFormatters() {
  const { locale } = useLocale();
  return useMemo(() => {
    const signed = new Intl.NumberFormat(locale, { signDisplay: 'always' });
    return {
      points: new Intl.NumberFormat(locale),
      /** '+500' or '-4', to be shown left to right (in a `<bdi dir="ltr">`). */
      signedPoints: (value: number) => signed.format(value).replace(bidiMarks, ''),
      // Month names rather than the numeric 'medium' style, which reads ambiguously in Arabic.
      dateTime: new Intl.DateTimeFormat(locale, { ...dayMonthYear, hour: 'numeric', minute: '2-digit' }),
      date: new Intl.DateTimeFormat(locale, dayMonthYear),
    };
  }, [locale]);
}
