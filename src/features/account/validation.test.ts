import { describe, expect, it } from 'vitest';
import { validateApiKeyName, validateChangePassword, validateCode, validateEmailChange, validateWebhookUrl } from './validation';

const passwords = (newPassword: string, confirmPassword = newPassword, currentPassword = 'old secret 1') => ({
  currentPassword,
  newPassword,
  confirmPassword,
});

describe('validateChangePassword', () => {
  it('accepts matching passwords of at least 8 characters', () => {
    expect(validateChangePassword(passwords('12345678'))).toEqual({});
  });

  it('requires every field', () => {
    expect(validateChangePassword(passwords('', '', ''))).toEqual({
      currentPassword: 'account.errors.required',
      newPassword: 'account.errors.required',
      confirmPassword: 'account.errors.required',
    });
  });

  it('refuses a new password under 8 characters, before comparing', () => {
    expect(validateChangePassword(passwords('1234567', 'different'))).toEqual({ newPassword: 'account.errors.passwordTooShort' });
  });

  it('refuses a confirmation that differs', () => {
    expect(validateChangePassword(passwords('new secret 1', 'new secret 2'))).toEqual({
      confirmPassword: 'account.errors.passwordsMismatch',
    });
  });
});

describe('validateApiKeyName', () => {
  it('refuses empty and blank names', () => {
    expect(validateApiKeyName('')).toBe('account.errors.apiKeyNameMissing');
    expect(validateApiKeyName('   ')).toBe('account.errors.apiKeyNameMissing');
    expect(validateApiKeyName(' Render server ')).toBeUndefined();
  });
});

describe('validateWebhookUrl', () => {
  it('needs an http(s) address without credentials; the server checks the host', () => {
    expect(validateWebhookUrl('  ')).toBe('account.webhooks.urlRequired');
    for (const url of ['example.com/hook', 'ftp://example.com', 'javascript:alert(1)', 'https://user:pw@example.com/x']) {
      expect(validateWebhookUrl(url), url).toBe('account.webhooks.urlInvalid');
    }
    expect(validateWebhookUrl(' https://hooks.example.com/studio ')).toBeUndefined();
    expect(validateWebhookUrl('http://192.168.1.4/hook')).toBeUndefined();
  });
});

describe('validateEmailChange', () => {
  it('needs a valid, different address and the password', () => {
    expect(validateEmailChange({ newEmail: '', currentPassword: '' }, 'a@example.com')).toEqual({
      newEmail: 'account.errors.required',
      currentPassword: 'account.errors.required',
    });
    expect(validateEmailChange({ newEmail: 'nope', currentPassword: 'x' }, 'a@example.com').newEmail).toBe('account.errors.emailInvalid');
    expect(validateEmailChange({ newEmail: 'A@Example.com', currentPassword: 'x' }, 'a@example.com').newEmail).toBe(
      'account.errors.emailUnchanged',
    );
    expect(validateEmailChange({ newEmail: ' b@example.com ', currentPassword: 'x' }, 'a@example.com')).toEqual({});
  });
});

describe('codes', () => {
  it('accepts exactly six digits', () => {
    expect(validateCode('123456')).toBeUndefined();
    expect(validateCode('12345')).toBe('account.errors.codeLength');
    expect(validateCode('')).toBe('account.errors.required');
  });
});
