import type { MinorUnit } from './money';

/** Stripe's presentment currencies for card payments (docs.stripe.com/currencies), upper case. */
export const stripeCurrencyCodes: readonly string[] = (
  'USD AED AFN ALL AMD ANG AOA ARS AUD AWG AZN BAM BBD BDT BGN BHD BIF BMD BND BOB BRL BSD BWP BYN BZD CAD CDF CHF CLP ' +
  'CNY COP CRC CVE CZK DJF DKK DOP DZD EGP ETB EUR FJD FKP GBP GEL GIP GMD GNF GTQ GYD HKD HNL HTG HUF IDR ILS INR ISK ' +
  'JMD JOD JPY KES KGS KHR KMF KRW KWD KYD KZT LAK LBP LKR LRD LSL MAD MDL MGA MKD MMK MNT MOP MUR MVR MWK MXN MYR MZN ' +
  'NAD NGN NIO NOK NPR NZD OMR PAB PEN PGK PHP PKR PLN PYG QAR RON RSD RUB RWF SAR SBD SCR SEK SGD SHP SLE SOS SRD SZL ' +
  'THB TJS TND TOP TRY TTD TWD TZS UAH UGX UYU UZS VND VUV WST XAF XCD XOF XPF YER ZAR ZMW'
).split(' ');
const taken = new Set(stripeCurrencyCodes);

/** Amounts in these are whole units in Stripe's API: 500 is ¥500. */
const zeroDecimal = new Set('BIF CLP DJF GNF JPY KMF KRW MGA PYG RWF UGX VND VUV XAF XOF XPF'.split(' '));
/** Thousandths, and Stripe's partners need the last digit to be 0 (5.120 KWD, never 5.124). */
const threeDecimal = new Set('BHD JOD KWD OMR TND'.split(' '));

/**
 * How Stripe's API counts `currency`, or null when Stripe does not take it. Every other currency is two-decimal in
 * Stripe's API, ISK and HUF included, although ISO gives them no minor unit (so 1,000 ISK is sent as 100000).
 */
export function stripeMinorUnit(currency: string): MinorUnit | null {
  const code = currency.toUpperCase();
  if (!taken.has(code)) return null;
  if (zeroDecimal.has(code)) return { digits: 0 };
  if (threeDecimal.has(code)) return { digits: 3, step: 10 };
  // Whole krónur only, still written in hundredths for backward compatibility.
  if (code === 'ISK') return { digits: 2, step: 100 };
  return { digits: 2 };
}
