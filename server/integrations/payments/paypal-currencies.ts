import type { MinorUnit } from './money';

/** The currencies PayPal's REST APIs take (developer.paypal.com/api/rest/reference/currency-codes). */
export const paypalCurrencyCodes: readonly string[] =
  'AUD BRL CAD CNY CZK DKK EUR HKD HUF ILS JPY MYR MXN TWD NZD NOK PHP PLN GBP SGD SEK CHF THB USD'.split(' ');
const taken = new Set(paypalCurrencyCodes);
/** PayPal takes no decimals in these (1000 JPY is "1000"), whatever their ISO minor unit. */
const noDecimals = new Set(['HUF', 'JPY', 'TWD']);

/** How PayPal writes amounts of `currency` (a decimal string with these digits), or null when it does not take it. */
export function paypalMinorUnit(currency: string): MinorUnit | null {
  const code = currency.toUpperCase();
  if (!taken.has(code)) return null;
  return { digits: noDecimals.has(code) ? 0 : 2 };
}
