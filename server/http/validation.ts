import { z, type ZodError } from 'zod';
import { errorCodes } from '../../contract';
import { HttpError } from '../http-error';

const CAPTCHA_FIELD = 'g-recaptcha-response';
const CAPTCHA_MESSAGE = 'Please complete the reCAPTCHA.';

const labels: Record<string, string> = {
  [CAPTCHA_FIELD]: 'The captcha',
  email: 'E-mail',
  otp_code: 'The code',
  id_token: 'The Google token',
};

export function labelFor(path: readonly PropertyKey[]): string {
  const last = path.at(-1);
  if (last === undefined) return 'The request body';
  if (typeof last === 'number') return `Item ${last + 1}`;
  const key = String(last);
  const known = labels[key];
  if (known) return known;
  const words = key.replace(/[_-]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

type RawIssue = z.core.$ZodRawIssue;

/** Zod's default messages are written for developers; these are the sentences a user reads in a form. */
function friendlyMessage(issue: RawIssue): string | undefined {
  const path = issue.path ?? [];
  const label = labelFor(path);
  if (path.at(-1) === CAPTCHA_FIELD) return CAPTCHA_MESSAGE;
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined || issue.input === null) return `${label} is required.`;
      if (path.length === 0) return 'The request body must be a JSON object.';
      return `${label} must be ${issue.expected === 'object' || issue.expected === 'array' ? 'an' : 'a'} ${issue.expected}.`;
    case 'too_small':
      if (issue.origin === 'string') {
        return Number(issue.minimum) <= 1 ? `${label} is required.` : `${label} must be at least ${issue.minimum} characters long.`;
      }
      return `${label} must be at least ${issue.minimum}.`;
    case 'too_big':
      if (issue.origin === 'string') return `${label} must be at most ${issue.maximum} characters long.`;
      return `${label} must be at most ${issue.maximum}.`;
    case 'invalid_format':
      if (issue.format === 'email') return 'Enter a valid e-mail address.';
      return `${label} has an invalid format.`;
    case 'invalid_value':
      return `${label} must be one of: ${issue.values.map(String).join(', ')}.`;
    default:
      return undefined;
  }
}

let installed = false;

/** Schema-level messages (the contract's own) still win; this only replaces zod's generic fallbacks. */
export function installValidationMessages(): void {
  if (installed) return;
  installed = true;
  z.config({ customError: (issue) => friendlyMessage(issue) });
}

/** Turns a failed validation into one answer: the first message on top, every field's first message in details. */
export function validationError(error: ZodError): HttpError {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? issue.path.map(String).join('.') : '_body';
    fields[key] ??= issue.message;
  }
  const first = error.issues[0]?.message ?? 'The request is not valid.';
  const names = Object.keys(fields);
  if (names.length === 1 && names[0] === CAPTCHA_FIELD) {
    return new HttpError(errorCodes.captchaRequired, CAPTCHA_MESSAGE, { fields });
  }
  return new HttpError(errorCodes.validation, first, { fields });
}
