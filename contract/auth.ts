import { z } from 'zod';
import { defineCall } from './core';
import { errorCodes as E } from './errors';
import { authLimits, emailMaxLength, emailPattern, otpCodePattern } from './values';

export { authLimits } from './values';

const captchaField = z.string().trim().min(1, 'Please complete the reCAPTCHA.');
export const usernameSchema = z
  .string()
  .trim()
  .min(authLimits.usernameMin)
  .max(authLimits.usernameMax)
  .regex(/^[\p{L}\p{N}_.-]+$/u, 'Use letters, digits, dots, dashes and underscores only.');
export const emailSchema = z.email({ pattern: emailPattern }).trim().max(emailMaxLength);
export const passwordSchema = z
  .string()
  .min(authLimits.passwordMin, 'Password must be at least 8 characters long.')
  .max(authLimits.passwordMax);
export const otpCodeSchema = z.string().regex(otpCodePattern, 'The code is 6 digits.');

const messageAnswer = z.object({ message: z.string() });
const tokenAnswer = z.object({ token: z.string(), message: z.string().optional() });

export const login = defineCall({
  name: 'login',
  method: 'post',
  path: '/login',
  summary: 'Log in by username or e-mail',
  tags: ['auth'],
  auth: 'none',
  body: z.object({
    username: z.string().trim().min(1).max(254),
    password: z.string().min(1).max(authLimits.passwordMax),
    remember: z.boolean().default(false),
    'g-recaptcha-response': captchaField,
  }),
  answer: tokenAnswer,
  errors: [E.invalidCredentials, E.accountNotVerified, E.captchaRequired, E.captchaInvalid, E.rateLimited],
});

export const register = defineCall({
  name: 'register',
  method: 'post',
  path: '/register',
  summary: 'Create an account; an activation code is mailed',
  tags: ['auth'],
  auth: 'none',
  status: 201,
  body: z.object({
    username: usernameSchema,
    email: emailSchema,
    password: passwordSchema,
    'g-recaptcha-response': captchaField,
  }),
  answer: z.object({ message: z.string(), email: z.string() }),
  errors: [E.usernameTaken, E.emailTaken, E.captchaRequired, E.captchaInvalid, E.rateLimited],
});

export const verifyEmail = defineCall({
  name: 'verifyEmail',
  method: 'post',
  path: '/verify_email',
  summary: 'Activate an account with the mailed code; logs the user in',
  tags: ['auth'],
  auth: 'none',
  body: z.object({ email: emailSchema, otp_code: otpCodeSchema }),
  answer: z.object({ message: z.string(), token: z.string() }),
  errors: [E.codeInvalid, E.codeExpired, E.codeAttemptsExceeded, E.rateLimited],
});

export const resendActivationOtp = defineCall({
  name: 'resendActivationOtp',
  method: 'post',
  path: '/resend_activation_otp',
  summary:
    'Mail a new activation code (at most once a minute). Known, unknown and activated addresses get the same answer, ' +
    'so the call does not tell who has an account; within the minute nothing is mailed.',
  tags: ['auth'],
  auth: 'none',
  body: z.object({ email: emailSchema }),
  answer: messageAnswer,
  errors: [E.rateLimited],
});

export const requestPasswordOtp = defineCall({
  name: 'requestPasswordOtp',
  method: 'post',
  path: '/request_password_otp',
  summary:
    'Mail a password reset code (at most once a minute). Known and unknown addresses get the same answer; within ' +
    'the minute nothing is mailed and the last code still works.',
  tags: ['auth'],
  auth: 'none',
  body: z.object({ email: emailSchema, 'g-recaptcha-response': captchaField }),
  answer: messageAnswer,
  errors: [E.captchaRequired, E.captchaInvalid, E.rateLimited],
});

export const resetPasswordOtp = defineCall({
  name: 'resetPasswordOtp',
  method: 'post',
  path: '/reset_password_otp',
  summary: 'Set a new password with the mailed reset code; signs out every session',
  tags: ['auth'],
  auth: 'none',
  body: z.object({ email: emailSchema, otp_code: otpCodeSchema, new_password: passwordSchema }),
  answer: messageAnswer,
  errors: [E.codeInvalid, E.codeExpired, E.codeAttemptsExceeded, E.rateLimited],
});

export const googleSignIn = defineCall({
  name: 'googleSignIn',
  method: 'post',
  path: '/auth/google',
  summary: 'Log in with a Google ID token (creates a verified account on first use)',
  tags: ['auth'],
  auth: 'none',
  body: z.object({ id_token: z.string().min(1) }),
  answer: tokenAnswer,
  errors: [E.googleNotConfigured, E.googleTokenInvalid, E.rateLimited],
});

export const logout = defineCall({
  name: 'logout',
  method: 'post',
  path: '/logout',
  summary: 'Revoke the session token used for this call',
  tags: ['auth'],
  auth: 'session',
  answer: messageAnswer,
  errors: [E.unauthorized],
});

/** An ALTCHA (v2) proof-of-work challenge, as altcha-lib's `createChallenge` makes it. */
export const captchaChallengeSchema = z.object({
  parameters: z.looseObject({
    algorithm: z.string(),
    nonce: z.string(),
    salt: z.string(),
    cost: z.number(),
    keyLength: z.number(),
    keyPrefix: z.string(),
    expiresAt: z.number().optional(),
  }),
  signature: z.string().optional(),
});

export const captchaChallenge = defineCall({
  name: 'captchaChallenge',
  method: 'get',
  path: '/captcha/challenge',
  summary: 'A fresh proof-of-work captcha challenge; the solved payload goes in g-recaptcha-response',
  tags: ['auth'],
  auth: 'none',
  answer: captchaChallengeSchema,
  errors: [E.rateLimited],
});

export const publicConfig = defineCall({
  name: 'publicConfig',
  method: 'get',
  path: '/config',
  summary: 'Public settings the browser needs before login: captcha kind and Google client id',
  tags: ['config'],
  auth: 'none',
  answer: z.object({
    captcha: z.discriminatedUnion('provider', [
      z.object({ provider: z.literal('altcha') }),
      z.object({ provider: z.literal('recaptcha'), site_key: z.string() }),
    ]),
    google_client_id: z.string().nullable(),
  }),
  errors: [],
});
