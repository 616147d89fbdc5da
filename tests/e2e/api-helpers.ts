import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { readCodeFromOutbox, uniqueUser } from './support';

/** Solves the server's proof-of-work captcha as the browser would, for set-up steps that skip the screens. */
export async function solvedCaptcha(request: APIRequestContext): Promise<string> {
  const challenge = await (await request.get('/api/v1/captcha/challenge')).json();
  const solution = await solveChallenge({ challenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

/** A registered and activated account, made through the real API (as `user` when given, say one already invited). */
export async function createActiveUser(request: APIRequestContext, prefix: string, user = uniqueUser(prefix)) {
  const registered = await request.post('/api/v1/register', {
    data: { ...user, 'g-recaptcha-response': await solvedCaptcha(request) },
  });
  expect(registered.status()).toBe(201);
  const code = await readCodeFromOutbox(request, user.email);
  const verified = await request.post('/api/v1/verify_email', { data: { email: user.email, otp_code: code } });
  expect(verified.ok()).toBe(true);
  return user;
}

/** Logs in through the API; the answer's token is what a browser session or another device would hold. */
export async function apiLogin(request: APIRequestContext, user: { username: string; password: string }): Promise<string> {
  const response = await request.post('/api/v1/login', {
    data: { username: user.username, password: user.password, remember: true, 'g-recaptcha-response': await solvedCaptcha(request) },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { token: string }).token;
}

/** A fresh active user, logged in with remember-me and the token stored as the browser would store it. */
export async function signIn(page: Page, request: APIRequestContext, prefix: string) {
  const user = await createActiveUser(request, prefix);
  const token = await apiLogin(request, user);
  await page.addInitScript((value) => {
    if (!localStorage.getItem('authToken')) localStorage.setItem('authToken', value);
  }, token);
  return { ...user, token };
}
