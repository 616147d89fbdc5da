import { describe, expect, it } from 'vitest';
import { validateCode, validateLogin, validateRegister, validateResetPassword } from './validation';

describe('auth validation', () => {
  it('asks for the captcha on login', () => {
    expect(validateLogin({ username: 'a', password: 'b', captcha: '' })).toEqual({ captcha: 'auth.errors.captchaMissing' });
    expect(validateLogin({ username: 'a', password: 'b', captcha: 'solved' })).toEqual({});
  });

  it('requires every login field, counting blanks as empty', () => {
    expect(validateLogin({ username: '  ', password: '', captcha: 'x' })).toEqual({
      username: 'auth.errors.required',
      password: 'auth.errors.required',
    });
  });

  it('refuses mismatched passwords on register', () => {
    const errors = validateRegister({
      username: 'u',
      email: 'u@example.com',
      password: 'secret123',
      confirmPassword: 'secret124',
      captcha: 'x',
    });
    expect(errors).toEqual({ confirmPassword: 'auth.errors.passwordsMismatch' });
  });

  it('checks the e-mail shape and the password length on register', () => {
    const errors = validateRegister({ username: 'u', email: 'not-an-email', password: 'short', confirmPassword: 'short', captcha: 'x' });
    expect(errors).toEqual({ email: 'auth.errors.emailInvalid', password: 'auth.errors.passwordTooShort' });
  });

  it('accepts only six digits as a code', () => {
    expect(validateCode('')).toBe('auth.errors.required');
    expect(validateCode('12a456')).toBe('auth.errors.codeNumeric');
    expect(validateCode('12345')).toBe('auth.errors.codeLength');
    expect(validateCode('123456')).toBeUndefined();
  });

  it('refuses a reset with mismatched passwords', () => {
    expect(validateResetPassword({ code: '123456', password: 'newpass123', confirmPassword: 'other' })).toEqual({
      confirmPassword: 'auth.errors.passwordsMismatch',
    });
  });
});
