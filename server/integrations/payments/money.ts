/**
 * How a provider writes amounts of one currency: the digits of its minor unit in the provider's API (Stripe
 * counts yen, not hundredths of a yen), and, for some currencies, a coarser step the provider insists on.
 */
export interface MinorUnit {
  digits: number;
  /** Amounts in minor units must be a multiple of this (Stripe's three-decimal currencies end in 0). @default 1 */
  step?: number;
}

/** A currency a provider does not take, or a price it cannot write exactly: nothing is sent, the buyer is told. */
export class CurrencyRefusedError extends Error {
  override name = 'CurrencyRefusedError';
}

/**
 * The digits of `currency`'s minor unit as the runtime's currency data has them (ISO 4217 through CLDR): JPY and
 * KRW 0, USD 2, KWD 3. A price finer than this is not a price in that currency.
 */
export function currencyDigits(currency: string): number {
  return new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
}

/** `price` (major units) times 10^digits, or null when that is not a whole number (9.999 USD). */
function scaled(price: number, digits: number): number | null {
  const value = price * 10 ** digits;
  const whole = Math.round(value);
  return Math.abs(value - whole) < 1e-6 ? whole : null;
}

/** Whether `price` is written exactly in `currency`'s own minor unit (no 9.99 JPY, no 1.2345 KWD). */
export function isExactIn(price: number, currency: string): boolean {
  return scaled(price, currencyDigits(currency)) !== null;
}

/**
 * `price` in the provider's minor units of `currency` (9.99 USD is 999, 1,000 JPY is 1000, 1.25 KWD is 1250).
 * Throws CurrencyRefusedError when the provider does not take the currency (`unit` null) or cannot write the
 * price exactly, rather than charge a rounded amount.
 */
export function toMinorUnits(price: number, currency: string, unit: MinorUnit | null, providerName: string): number {
  if (!unit) throw new CurrencyRefusedError(`${providerName} does not take payments in ${currency}.`);
  const amount = scaled(price, unit.digits);
  const step = unit.step ?? 1;
  if (amount === null || amount % step !== 0 || !isExactIn(price, currency)) {
    throw new CurrencyRefusedError(`${providerName} cannot charge exactly ${price} ${currency}.`);
  }
  return amount;
}

/** `price` as a decimal string with the provider's digits ("10.00" USD, "1000" JPY): how PayPal takes amounts. */
export function toDecimalString(price: number, currency: string, unit: MinorUnit | null, providerName: string): string {
  const amount = toMinorUnits(price, currency, unit, providerName);
  const digits = unit!.digits;
  if (digits === 0) return String(amount);
  const text = String(amount).padStart(digits + 1, '0');
  return `${text.slice(0, -digits)}.${text.slice(-digits)}`;
}
