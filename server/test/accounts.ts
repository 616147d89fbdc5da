import { solveCaptcha } from './captcha';
import { latestCode } from './outbox';
import { uniqueName, type TestApp } from './test-app';

export interface TestAccount {
  username: string;
  email: string;
  password: string;
}

export function newAccount(overrides: Partial<TestAccount> = {}): TestAccount {
  const username = overrides.username ?? uniqueName();
  return { username, email: `${username}@example.com`, password: 'correct horse battery', ...overrides };
}

/** Registers through the API (captcha solved, code mailed to the dev outbox); the account is not yet verified. */
export async function registerAccount(t: TestApp, overrides: Partial<TestAccount> = {}): Promise<TestAccount> {
  const account = newAccount(overrides);
  const response = await t.post('/api/v1/register', { ...account, 'g-recaptcha-response': await solveCaptcha(t) });
  if (response.status !== 201) throw new Error(`Registration failed: ${JSON.stringify(response.body)}`);
  return account;
}

/** Registers and activates an account; answers it with the session token activation gives. */
export async function verifiedAccount(t: TestApp, overrides: Partial<TestAccount> = {}): Promise<TestAccount & { token: string }> {
  const account = await registerAccount(t, overrides);
  const response = await t.post<{ token: string }>('/api/v1/verify_email', {
    email: account.email,
    otp_code: await latestCode(t, account.email),
  });
  if (response.status !== 200) throw new Error(`Activation failed: ${JSON.stringify(response.body)}`);
  return { ...account, token: response.body.token };
}

/** Logs in through the API (with a solved captcha). */
export async function loginAs(
  t: TestApp,
  account: Pick<TestAccount, 'username' | 'password'>,
  options: { remember?: boolean; ip?: string } = {},
) {
  return t.post<{ token?: string; message?: string; code?: string }>(
    '/api/v1/login',
    {
      username: account.username,
      password: account.password,
      remember: options.remember ?? false,
      'g-recaptcha-response': await solveCaptcha(t),
    },
    options.ip ? { ip: options.ip } : {},
  );
}
