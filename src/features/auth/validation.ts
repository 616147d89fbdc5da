import { codeProblem, isBlank, isEmailAddress, isPasswordTooShort, type FieldErrors } from '@/domain/forms';
import type { TranslationKey } from '@/lib/i18n';

/** Validation answers i18n keys under `auth.errors`; the form translates them. */

function required<K extends string>(errors: FieldErrors<K>, values: Record<K, string>, keys: K[]) {
  for (const key of keys) if (isBlank(values[key])) errors[key] = 'auth.errors.required';
}

export function validateLogin(values: { username: string; password: string; captcha: string }) {
  const errors: FieldErrors<'username' | 'password' | 'captcha'> = {};
  required(errors, values, ['username', 'password']);
  if (isBlank(values.captcha)) errors.captcha = 'auth.errors.captchaMissing';
  return errors;
}

function checkNewPassword<K extends 'password' | 'confirmPassword'>(
  errors: FieldErrors<K | 'password' | 'confirmPassword'>,
  values: { password: string; confirmPassword: string },
) {
  if (!errors.password && isPasswordTooShort(values.password)) errors.password = 'auth.errors.passwordTooShort';
  if (!errors.confirmPassword && values.password !== values.confirmPassword) errors.confirmPassword = 'auth.errors.passwordsMismatch';
}

export function validateRegister(values: { username: string; email: string; password: string; confirmPassword: string; captcha: string }) {
  const errors: FieldErrors<'username' | 'email' | 'password' | 'confirmPassword' | 'captcha'> = {};
  required(errors, values, ['username', 'email', 'password', 'confirmPassword']);
  if (!errors.email && !isEmailAddress(values.email)) errors.email = 'auth.errors.emailInvalid';
  checkNewPassword(errors, values);
  if (isBlank(values.captcha)) errors.captcha = 'auth.errors.captchaMissing';
  return errors;
}

export function validateForgotPassword(values: { email: string; captcha: string }) {
  const errors: FieldErrors<'email' | 'captcha'> = {};
  required(errors, values, ['email']);
  if (!errors.email && !isEmailAddress(values.email)) errors.email = 'auth.errors.emailInvalid';
  if (isBlank(values.captcha)) errors.captcha = 'auth.errors.captchaMissing';
  return errors;
}

const codeMessages = {
  required: 'auth.errors.required',
  notDigits: 'auth.errors.codeNumeric',
  wrongLength: 'auth.errors.codeLength',
} as const;

/** Activation and reset codes: required, digits only, exactly 6 (spec part 1 §5). */
export function validateCode(code: string): TranslationKey | undefined {
  const problem = codeProblem(code);
  return problem ? codeMessages[problem] : undefined;
}

export function validateResetPassword(values: { code: string; password: string; confirmPassword: string }) {
  const errors: FieldErrors<'code' | 'password' | 'confirmPassword'> = {};
  const codeError = validateCode(values.code);
  if (codeError) errors.code = codeError;
  required(errors, values, ['password', 'confirmPassword']);
  checkNewPassword(errors, values);
  return errors;
}
