import { authLimits } from '../../../contract';

/** Validation answers i18n keys under `auth.errors`; the form translates them. */
export type FieldErrors<K extends string> = Partial<Record<K, string>>;

const isBlank = (value: string) => value.trim() === '';
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function required<K extends string>(errors: FieldErrors<K>, values: Record<K, string>, keys: K[]) {
  for (const key of keys) if (isBlank(values[key])) errors[key] = 'auth.errors.required';
}

export function validateLogin(values: { username: string; password: string; captcha: string }) {
  const errors: FieldErrors<'username' | 'password' | 'captcha'> = {};
  required(errors, values, ['username', 'password']);
  if (isBlank(values.captcha)) errors.captcha = 'auth.errors.captchaMissing';
  return errors;
}

export function validateRegister(values: {
  username: string;
  email: string;
  password: string;
  confirmPassword: string;
  captcha: string;
}) {
  const errors: FieldErrors<'username' | 'email' | 'password' | 'confirmPassword' | 'captcha'> = {};
  required(errors, values, ['username', 'email', 'password', 'confirmPassword']);
  if (!errors.email && !emailPattern.test(values.email.trim())) errors.email = 'auth.errors.emailInvalid';
  if (!errors.password && values.password.length < authLimits.passwordMin) errors.password = 'auth.errors.passwordTooShort';
  if (!errors.confirmPassword && values.password !== values.confirmPassword) {
    errors.confirmPassword = 'auth.errors.passwordsMismatch';
  }
  if (isBlank(values.captcha)) errors.captcha = 'auth.errors.captchaMissing';
  return errors;
}

export function validateForgotPassword(values: { email: string; captcha: string }) {
  const errors: FieldErrors<'email' | 'captcha'> = {};
  required(errors, values, ['email']);
  if (!errors.email && !emailPattern.test(values.email.trim())) errors.email = 'auth.errors.emailInvalid';
  if (isBlank(values.captcha)) errors.captcha = 'auth.errors.captchaMissing';
  return errors;
}

/** Activation and reset codes: required, digits only, at most 6 (spec part 1 §5). */
export function validateCode(code: string): string | undefined {
  if (isBlank(code)) return 'auth.errors.required';
  if (!/^\d+$/.test(code)) return 'auth.errors.codeNumeric';
  if (code.length !== authLimits.codeLength) return 'auth.errors.codeLength';
  return undefined;
}

export function validateResetPassword(values: { code: string; password: string; confirmPassword: string }) {
  const errors: FieldErrors<'code' | 'password' | 'confirmPassword'> = {};
  const codeError = validateCode(values.code);
  if (codeError) errors.code = codeError;
  required(errors, values, ['password', 'confirmPassword']);
  if (!errors.password && values.password.length < authLimits.passwordMin) errors.password = 'auth.errors.passwordTooShort';
  if (!errors.confirmPassword && values.password !== values.confirmPassword) {
    errors.confirmPassword = 'auth.errors.passwordsMismatch';
  }
  return errors;
}


export function hasErrors(errors: object): boolean {
  return Object.keys(errors).length > 0;
}
