import { describe, expect, it } from 'vitest';
import { signedAmount } from './formatting';

describe('signedAmount', () => {
  it('makes debits negative and keeps credits positive', () => {
    expect(signedAmount({ transaction_type: 'debit', amount: 20 })).toBe(-20);
    expect(signedAmount({ transaction_type: 'credit', amount: 500 })).toBe(500);
  });
});
