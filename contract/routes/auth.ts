import type * as authCalls from '../auth';
import { route } from '../call-route';

/** The browser's routes for the calls of contract/auth.ts; contract/browser.ts gathers them. */
export const publicConfig = route<typeof authCalls.publicConfig>({ name: 'publicConfig', method: 'get', path: '/config' });
export const captchaChallenge = route<typeof authCalls.captchaChallenge>({
  name: 'captchaChallenge',
  method: 'get',
  path: '/captcha/challenge',
});
export const login = route<typeof authCalls.login>({ name: 'login', method: 'post', path: '/login' });
export const register = route<typeof authCalls.register>({ name: 'register', method: 'post', path: '/register' });
export const verifyEmail = route<typeof authCalls.verifyEmail>({ name: 'verifyEmail', method: 'post', path: '/verify_email' });
export const resendActivationOtp = route<typeof authCalls.resendActivationOtp>({
  name: 'resendActivationOtp',
  method: 'post',
  path: '/resend_activation_otp',
});
export const requestPasswordOtp = route<typeof authCalls.requestPasswordOtp>({
  name: 'requestPasswordOtp',
  method: 'post',
  path: '/request_password_otp',
});
export const resetPasswordOtp = route<typeof authCalls.resetPasswordOtp>({
  name: 'resetPasswordOtp',
  method: 'post',
  path: '/reset_password_otp',
});
export const googleSignIn = route<typeof authCalls.googleSignIn>({ name: 'googleSignIn', method: 'post', path: '/auth/google' });
export const logout = route<typeof authCalls.logout>({ name: 'logout', method: 'post', path: '/logout' });
