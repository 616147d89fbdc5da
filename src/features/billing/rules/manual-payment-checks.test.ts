import { describe, expect, it } from 'vitest';
import { methodProblem, proofProblem } from './manual-payment-checks';

const megabytes = (count: number) => count * 1024 * 1024;

describe('proofProblem', () => {
  it.each(['image/png', 'image/jpeg', 'image/gif'])('takes a %s of 10MB', (type) => {
    expect(proofProblem({ type, size: megabytes(10) })).toBeNull();
  });

  it('refuses other types, WebP included', () => {
    expect(proofProblem({ type: 'image/webp', size: 100 })).toBe('billing.portal.proofInvalidType');
    expect(proofProblem({ type: 'application/pdf', size: 100 })).toBe('billing.portal.proofInvalidType');
  });

  it('refuses a file over 10MB', () => {
    expect(proofProblem({ type: 'image/png', size: megabytes(10) + 1 })).toBe('billing.portal.proofTooLarge');
  });
});

describe('methodProblem', () => {
  it('requires a payment method', () => {
    expect(methodProblem(null)).toBe('billing.portal.required');
    expect(methodProblem('')).toBe('billing.portal.required');
    expect(methodProblem('bank_transfer')).toBeNull();
  });
});
