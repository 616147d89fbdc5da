import { expect, type APIRequestContext } from '@playwright/test';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { readCodeFromOutbox, uniqueUser } from './support';

/** Solves the server's proof-of-work captcha as the browser would, for set-up steps that skip the screens. */
export async function solvedCaptcha(request: APIRequestContext): Promise<string> {
  const challenge = await (await request.get('/api/v1/captcha/challenge')).json();
  const solution = await solveChallenge({ challenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

/** A registered and activated account, made through the real API. */
export async function createActiveUser(request: APIRequestContext, prefix: string) {
  const user = uniqueUser(prefix);
  const registered = await request.post('/api/v1/register', {
    data: { ...user, 'g-recaptcha-response': await solvedCaptcha(request) },
  });
  expect(registered.status()).toBe(201);
  const code = await readCodeFromOutbox(request, user.email);
  const verified = await request.post('/api/v1/verify_email', { data: { email: user.email, otp_code: code } });
  expect(verified.ok()).toBe(true);
  return user;
}
