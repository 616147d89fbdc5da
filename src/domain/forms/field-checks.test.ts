import { describe, expect, it } from 'vitest';
import { emailSchema, otpCodeSchema } from '@contract';
import { codeProblem, isBlank, isEmailAddress, isPasswordTooShort } from './field-checks';

describe('field checks', () => {
  it('count spaces alone as blank', () => {
    expect(isBlank('  ')).toBe(true);
    expect(isBlank(' a ')).toBe(false);
  });

  it('accept the addresses the contract accepts, spaces around them trimmed', () => {
    expect(isEmailAddress(' u@example.com ')).toBe(true);
    expect(isEmailAddress('not-an-email')).toBe(false);
    expect(isEmailAddress('a@b')).toBe(false);
  });

  it("agree with the contract's schemas, which the server applies, on addresses and codes", () => {
    const addresses = [
      'u@example.com',
      ' padded@example.org ',
      "o'brien+tag@mail.example.co.uk",
      'first.last@sub-domain.example.com',
      '.dot@example.com',
      'dot.@example.com',
      'a@b',
      'a@-example.com',
      'a@example.c',
      'ünï@example.com',
      `${'x'.repeat(250)}@example.com`,
      'no-at-sign',
      '',
    ];
    for (const address of addresses) {
      expect(isEmailAddress(address), address).toBe(emailSchema.safeParse(address.trim()).success);
    }
    for (const code of ['123456', '12345', '1234567', '12a456', '١٢٣٤٥٦', ' 123456']) {
      expect(codeProblem(code) === null, code).toBe(otpCodeSchema.safeParse(code).success);
    }
  });

  it('find a password under 8 characters too short', () => {
    expect(isPasswordTooShort('1234567')).toBe(true);
    expect(isPasswordTooShort('12345678')).toBe(false);
  });

  it('tell a missing, non-numeric and wrong-length code apart', () => {
    expect(codeProblem(' ')).toBe('required');
    expect(codeProblem('12a456')).toBe('notDigits');
    expect(codeProblem('12345')).toBe('wrongLength');
    expect(codeProblem('123456')).toBeNull();
  });
});
