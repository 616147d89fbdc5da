import { describe, expect, it } from 'vitest';
import { registerAccount, verifiedAccount, type TestAccount } from '../../test/accounts';
import { solveCaptcha } from '../../test/captcha';
import { createTestApp, type TestApp, type TestResponse } from '../../test/test-app';

/**
 * Anyone may call these with any address. Whatever state an address is in, the answers must be the same, or the
 * calls become a way to learn who has an account. Each call is asked twice in a row, as a prober would.
 */
const calls: Record<string, (t: TestApp, email: string) => Promise<TestResponse>> = {
  resend_activation_otp: (t, email) => t.post('/api/v1/resend_activation_otp', { email }),
  verify_email: (t, email) => t.post('/api/v1/verify_email', { email, otp_code: '123456' }),
  request_password_otp: async (t, email) =>
    t.post('/api/v1/request_password_otp', { email, 'g-recaptcha-response': await solveCaptcha(t) }),
};

const states: Record<string, (t: TestApp) => Promise<Pick<TestAccount, 'email'>>> = {
  'an activated account': (t) => verifiedAccount(t),
  'an account waiting for activation': (t) => registerAccount(t),
  'an unknown address': async () => ({ email: `nobody-${Math.random().toString(36).slice(2)}@example.com` }),
};

describe.each(Object.entries(calls))('POST /%s', (_name, call) => {
  it('answers every kind of address the same way, twice in a row', async () => {
    const t = await createTestApp();
    const answers: Record<string, unknown> = {};
    for (const [state, make] of Object.entries(states)) {
      const { email } = await make(t);
      // The first ask falls within the minute after registration's own mail, the second right after it.
      const first = await call(t, email);
      const second = await call(t, email);
      answers[state] = [first, second].map(({ status, body }) => ({ status, body }));
    }
    const unknown = answers['an unknown address'];
    expect(answers['an activated account']).toEqual(unknown);
    expect(answers['an account waiting for activation']).toEqual(unknown);
  });
});
