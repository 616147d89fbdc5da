import { describe, expect, it } from 'vitest';
import { formatPrice } from './use-billing-formats';

describe('formatPrice', () => {
  it('writes whole amounts without cents and others with both digits', () => {
    expect(formatPrice('en-US', 'ltr', { price: 99, currency: 'USD' })).toBe('$99');
    expect(formatPrice('en-US', 'ltr', { price: 9.99, currency: 'USD' })).toBe('$9.99');
  });

  it('keeps a Latin currency symbol in one left-to-right run inside Arabic text', () => {
    const arabic = formatPrice('ar-u-nu-latn', 'rtl', { price: 29.99, currency: 'USD' });
    const symbol = /\u2066([^\u2069]+)\u2069/.exec(arabic)?.[1];
    expect(symbol).toMatch(/\$/);
    expect(arabic).toContain('29.99');
    // Nothing of the symbol is left outside the isolate, where the bidi algorithm would move it.
    expect(arabic.replace(/\u2066[^\u2069]+\u2069/, '')).not.toMatch(/[A-Z$]/);
  });

  it('isolates nothing in left-to-right text', () => {
    expect(formatPrice('en-US', 'ltr', { price: 29.99, currency: 'USD' })).not.toMatch(/[\u2066\u2069]/);
  });
});
