import { authLimits, emailMaxLength, emailPattern, otpCodePattern } from '@contract/browser';

/*
 * The checks forms run before sending, built on the patterns and limits the contract's schemas are built on, so
 * the browser refuses what the server would refuse and nothing more (without loading zod). Each answers what is wrong, and each screen words it in its own keys.
 */

export function isBlank(value: string): boolean {
  return value.trim() === '';
}

/** An address the server accepts (surrounding spaces are trimmed by both). */
export function isEmailAddress(value: string): boolean {
  const address = value.trim();
  return address.length <= emailMaxLength && emailPattern.test(address);
}

/** Shorter than the contract's minimum: the one password rule a user can break by typing. */
export function isPasswordTooShort(password: string): boolean {
  return password.length < authLimits.passwordMin;
}

export type CodeProblem = 'required' | 'notDigits' | 'wrongLength';

/** What is wrong with a mailed code (spec part 1 §5: six digits), or null for a code the server takes. */
export function codeProblem(code: string): CodeProblem | null {
  if (isBlank(code)) return 'required';
  if (otpCodePattern.test(code)) return null;
  return /^\d+$/.test(code) ? 'wrongLength' : 'notDigits';
}
