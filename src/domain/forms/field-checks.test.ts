import { describe, expect, it } from 'vitest';
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
