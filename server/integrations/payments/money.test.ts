import { describe, expect, it } from 'vitest';
import { currencyDigits, toDecimalString, toMinorUnits } from './money';
import { paypalCurrencyCodes, paypalMinorUnit } from './paypal-currencies';
import { stripeCurrencyCodes, stripeMinorUnit } from './stripe-currencies';

const stripe = (price: number, currency: string) => toMinorUnits(price, currency, stripeMinorUnit(currency), 'Stripe');
const paypal = (price: number, currency: string) => toDecimalString(price, currency, paypalMinorUnit(currency), 'PayPal');

describe('amounts in a currency’s minor unit', () => {
  it('follows each currency’s own digits: no hundredths of a yen or a won, thousandths of a dinar', () => {
    expect([currencyDigits('USD'), currencyDigits('JPY'), currencyDigits('KRW'), currencyDigits('KWD')]).toEqual([2, 0, 0, 3]);
  });

  it('writes Stripe amounts as Stripe counts them: 1,000 JPY is 1000, 9.99 USD is 999, ISK in whole hundredths', () => {
    expect(stripe(9.99, 'USD')).toBe(999);
    expect(stripe(1000, 'JPY')).toBe(1000);
    expect(stripe(15000, 'KRW')).toBe(15000);
    expect(stripe(1.25, 'KWD')).toBe(1250);
    expect(stripe(500, 'ISK')).toBe(50000);
    // Stripe's partners need three-decimal amounts to end in 0: 1.234 KWD cannot be charged exactly.
    expect(() => stripe(1.234, 'KWD')).toThrow('Stripe cannot charge exactly 1.234 KWD.');
  });

  it('writes PayPal amounts as decimal strings with PayPal’s digits', () => {
    expect(paypal(10, 'USD')).toBe('10.00');
    expect(paypal(29.99, 'EUR')).toBe('29.99');
    expect(paypal(1000, 'JPY')).toBe('1000');
    expect(paypal(0.5, 'GBP')).toBe('0.50');
    expect(() => paypal(99.5, 'TWD')).toThrow('PayPal cannot charge exactly 99.5 TWD.');
  });

  it('refuses a currency the provider does not take, and a price finer than the currency', () => {
    expect(() => toMinorUnits(100, 'INR', paypalMinorUnit('INR'), 'PayPal')).toThrow('PayPal does not take payments in INR.');
    expect(() => toMinorUnits(100, 'XYZ', stripeMinorUnit('XYZ'), 'Stripe')).toThrow('Stripe does not take payments in XYZ.');
    expect(() => toMinorUnits(9.99, 'JPY', stripeMinorUnit('JPY'), 'Stripe')).toThrow('Stripe cannot charge exactly 9.99 JPY.');
  });

  it('lists only real currencies as taken', () => {
    const known = new Set(Intl.supportedValuesOf('currency'));
    expect([...stripeCurrencyCodes, ...paypalCurrencyCodes].filter((code) => !known.has(code))).toEqual([]);
  });
});
