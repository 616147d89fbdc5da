import { randomUUID } from 'node:crypto';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';

export interface Answer<T = Record<string, unknown>> {
  status: number;
  body: T;
  headers: Headers;
}

/** One call to a studio (the proxy or one API process), answered as status, parsed body and headers. */
export async function call<T = Record<string, unknown>>(
  base: string,
  pathname: string,
  init: { method?: string; token?: string; json?: unknown; form?: FormData; headers?: Record<string, string> } = {},
): Promise<Answer<T>> {
  const headers: Record<string, string> = { ...init.headers };
  if (init.token) headers.Authorization = `Bearer ${init.token}`;
  if (init.json !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(`${base}${pathname}`, {
    method: init.method ?? (init.json !== undefined || init.form ? 'POST' : 'GET'),
    headers,
    ...(init.json !== undefined ? { body: JSON.stringify(init.json) } : init.form ? { body: init.form } : {}),
    redirect: 'manual',
    signal: AbortSignal.timeout(30_000),
  });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON: a proxy's error page, say
  }
  return { status: response.status, body: body as T, headers: response.headers };
}

/** Solves the server's proof-of-work captcha as the browser does. */
async function solvedCaptcha(base: string): Promise<string> {
  const { body: challenge } = await call<Challenge>(base, '/api/v1/captcha/challenge');
  const solution = await solveChallenge({ challenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

export interface NewUser {
  username: string;
  email: string;
  password: string;
}

export function newUser(prefix: string): NewUser {
  const id = randomUUID().slice(0, 8);
  return { username: `${prefix}_${id}`, email: `${prefix}.${id}@example.com`, password: 'correct horse 42' };
}

/** Registers and activates an account on `base`, reading the code from the dev outbox there. */
export async function register(base: string, user: NewUser): Promise<void> {
  const registered = await call(base, '/api/v1/register', { json: { ...user, 'g-recaptcha-response': await solvedCaptcha(base) } });
  if (registered.status !== 201) throw new Error(`Registering answered ${registered.status}: ${JSON.stringify(registered.body)}`);
  const outbox = await call<{ mails: Array<{ to: string; text: string }> }>(base, '/dev/mailbox.json');
  const code = outbox.body.mails.find((mail) => mail.to === user.email)?.text.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`No activation code was mailed to ${user.email}`);
  const verified = await call(base, '/api/v1/verify_email', { json: { email: user.email, otp_code: code } });
  if (verified.status !== 200) throw new Error(`Verifying answered ${verified.status}: ${JSON.stringify(verified.body)}`);
}

export async function login(base: string, user: NewUser, password = user.password): Promise<Answer<{ token?: string }>> {
  return call(base, '/api/v1/login', {
    json: { username: user.username, password, remember: true, 'g-recaptcha-response': await solvedCaptcha(base) },
  });
}

/** A registered, active user with a session token, made through `base`. */
export async function signedInUser(base: string, prefix: string): Promise<NewUser & { token: string }> {
  const user = newUser(prefix);
  await register(base, user);
  const { status, body } = await login(base, user);
  if (status !== 200 || !body.token) throw new Error(`Logging in answered ${status}`);
  return { ...user, token: body.token };
}

/** The smallest generation there is: one 256 px text-to-image on the local provider. */
export function tinyGeneration(prompt: string) {
  return { template_id: 'text_to_image_v1', user_inputs: { USER_PROMPT: prompt }, user_params: { main: { width: 256, height: 256 } } };
}

export type RunAnswer = { tasks: Array<{ task_id: string; status: string; cost: number }> };
