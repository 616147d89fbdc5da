import {
  captchaChallenge,
  googleSignIn,
  login,
  logout,
  publicConfig,
  register,
  requestPasswordOtp,
  resendActivationOtp,
  resetPasswordOtp,
  verifyEmail,
  type ErrorBody,
} from '@contract';
import { jsonBody, mockCall, mockError } from '../contract-handler';

const storyToken = 'story-session-token';

/** A real ALTCHA challenge with an easy prefix: the browser solves it in a few milliseconds. */
const easyCaptchaChallenge = {
  parameters: {
    algorithm: 'SHA-256',
    cost: 1,
    keyLength: 32,
    keyPrefix: '0',
    nonce: '012cb70bff0bc14b4343816348cc2d7f',
    salt: 'a49d0d1cc182a4aece0fc08f3739c25a',
  },
  signature: 'a51d982f8c3949c5b8fd04520005dffaf1ce77699a4a8a525d92e3902a747831',
};

export const authHandlers = {
  config: (googleClientId: string | null = null) =>
    mockCall(publicConfig, { captcha: { provider: 'altcha' }, google_client_id: googleClientId }),
  captcha: (challenge = easyCaptchaChallenge) => mockCall(captchaChallenge, challenge),
  login: () => mockCall(login, { token: storyToken }),
  register: () =>
    mockCall(register, async ({ request }) => {
      const body = await jsonBody<{ email: string }>(request);
      return { message: 'Registration successful. Check your email for the activation code.', email: body.email };
    }),
  verifyEmail: () => mockCall(verifyEmail, { message: 'Your account is now active.', token: storyToken }),
  resendActivation: () => mockCall(resendActivationOtp, { message: 'A new activation code has been sent.' }),
  requestPasswordOtp: () => mockCall(requestPasswordOtp, { message: 'If that e-mail has an account, a code has been sent.' }),
  resetPassword: () => mockCall(resetPasswordOtp, { message: 'Your password has been reset.' }),
  google: () => mockCall(googleSignIn, { token: storyToken }),
  logout: () => mockCall(logout, { message: 'Logged out.' }),
};

/** Failure answers the auth screens must show. */
export const authErrors = {
  invalidCredentials: () => mockError(login, 401, { message: 'Invalid username or password.', code: 'invalid_credentials' }),
  unverified: (email = 'artist@example.com') =>
    mockError(login, 403, {
      message: 'Your account is not verified. Please check your email for the activation code.',
      code: 'account_not_verified',
      details: { email },
    }),
  loginServerError: () => mockError(login, 500, { message: '', code: 'internal_error' }),
  registerTaken: () => mockError(register, 409, { message: 'This username is already taken.', code: 'username_taken' }),
  registerServerError: () => mockError(register, 500, { message: '', code: 'internal_error' }),
  codeInvalid: () => mockError(verifyEmail, 400, { message: 'The code is incorrect.', code: 'code_invalid' }),
  requestPasswordFailed: (body: ErrorBody = { message: 'Too many attempts. Please wait a minute and try again.', code: 'rate_limited' }) =>
    mockError(requestPasswordOtp, 429, body),
};
