/** Machine-readable error codes carried in `ErrorBody.code`. Messages are human text; codes are for logic. */
export const errorCodes = {
  validation: 'validation_error',
  unauthorized: 'unauthorized',
  forbidden: 'forbidden',
  notFound: 'not_found',
  rateLimited: 'rate_limited',
  internal: 'internal_error',
  invalidCredentials: 'invalid_credentials',
  accountNotVerified: 'account_not_verified',
  captchaRequired: 'captcha_required',
  captchaInvalid: 'captcha_invalid',
  usernameTaken: 'username_taken',
  emailTaken: 'email_taken',
  codeInvalid: 'code_invalid',
  codeExpired: 'code_expired',
  codeAttemptsExceeded: 'code_attempts_exceeded',
  resendTooSoon: 'resend_too_soon',
  alreadyVerified: 'already_verified',
  googleNotConfigured: 'google_not_configured',
  googleTokenInvalid: 'google_token_invalid',
} as const;

export type ErrorCode = (typeof errorCodes)[keyof typeof errorCodes];
