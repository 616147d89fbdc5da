import { codeProblem, isBlank, isEmailAddress, isPasswordTooShort, type FieldErrors } from '@/domain/forms';
import type { TranslationKey } from '@/lib/i18n';
import { isWebhookUrl } from '@contract/browser';

/** Validation answers i18n keys under `account.errors`; the forms translate them. */

export interface ChangePasswordValues {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/** Account password change (spec part 1 §5): all required, at least 8 characters, new and confirm equal. */
export function validateChangePassword(values: ChangePasswordValues) {
  const errors: FieldErrors<keyof ChangePasswordValues> = {};
  for (const key of ['currentPassword', 'newPassword', 'confirmPassword'] as const) {
    if (values[key] === '') errors[key] = 'account.errors.required';
  }
  if (!errors.newPassword && isPasswordTooShort(values.newPassword)) errors.newPassword = 'account.errors.passwordTooShort';
  if (!errors.newPassword && !errors.confirmPassword && values.newPassword !== values.confirmPassword) {
    errors.confirmPassword = 'account.errors.passwordsMismatch';
  }
  return errors;
}

/** API key name: required and not only spaces (spec part 1 §5). */
export function validateApiKeyName(name: string): TranslationKey | undefined {
  return isBlank(name) ? 'account.errors.apiKeyNameMissing' : undefined;
}

/** A webhook's URL: required, and an http(s) address; the server then refuses private and local hosts. */
export function validateWebhookUrl(url: string): TranslationKey | undefined {
  if (isBlank(url)) return 'account.webhooks.urlRequired';
  return isWebhookUrl(url.trim()) ? undefined : 'account.webhooks.urlInvalid';
}

export interface EmailChangeValues {
  newEmail: string;
  currentPassword: string;
}

/** Requesting an e-mail change: a valid new address, different from the current one, and the password. */
export function validateEmailChange(values: EmailChangeValues, currentEmail: string | undefined) {
  const errors: FieldErrors<keyof EmailChangeValues> = {};
  const email = values.newEmail.trim();
  if (email === '') errors.newEmail = 'account.errors.required';
  else if (!isEmailAddress(email)) errors.newEmail = 'account.errors.emailInvalid';
  else if (currentEmail && email.toLowerCase() === currentEmail.toLowerCase()) errors.newEmail = 'account.errors.emailUnchanged';
  if (values.currentPassword === '') errors.currentPassword = 'account.errors.required';
  return errors;
}

/** The mailed code: exactly six digits, one message for any other shape. */
export function validateCode(code: string): TranslationKey | undefined {
  const problem = codeProblem(code);
  if (!problem) return undefined;
  return problem === 'required' ? 'account.errors.required' : 'account.errors.codeLength';
}
