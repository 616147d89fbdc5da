import { describe, expect, it } from 'vitest';
import { registerAccount } from '../../test/accounts';
import { latestCode, readOutbox } from '../../test/outbox';
import { createTestApp, type TestApp } from '../../test/test-app';

const verify = (t: TestApp, email: string, code: string) =>
  t.post<{ token?: string; message: string; code?: string }>('/api/v1/verify_email', { email, otp_code: code });

function wrongCode(code: string): string {
  return code === '000000' ? '111111' : '000000';
}

describe('POST /api/v1/verify_email', () => {
  it('activates the account and answers a 12-hour session token', async () => {
    const t = await createTestApp();
    const account = await registerAccount(t);
    const { status, body } = await verify(t, account.email.toUpperCase(), await latestCode(t, account.email));
    expect(status).toBe(200);
    expect(body).toEqual({ message: expect.any(String), token: expect.stringMatching(/^[\w-]{43}$/) });
    expect((await t.get('/api/v1/user/me', { token: body.token })).status).toBe(200);
    t.clock.advance(12 * 60 * 60 * 1000 + 1000);
    expect((await t.get('/api/v1/user/me', { token: body.token })).status).toBe(401);
  });

  it('refuses the code used again as it refuses an unknown address', async () => {
    const t = await createTestApp();
    const account = await registerAccount(t);
    const code = await latestCode(t, account.email);
    expect((await verify(t, account.email, code)).status).toBe(200);
    const again = await verify(t, account.email, code);
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ code: 'code_invalid', message: 'The code is incorrect.' });
  });

  it('refuses a wrong code, then kills the code after five wrong tries', async () => {
    const t = await createTestApp();
    const account = await registerAccount(t);
    const code = await latestCode(t, account.email);
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      const { status, body } = await verify(t, account.email, wrongCode(code));
      expect(status).toBe(400);
      expect(body).toEqual({ code: 'code_invalid', message: 'The code is incorrect.' });
    }
    const fifth = await verify(t, account.email, wrongCode(code));
    expect(fifth.body).toEqual({ code: 'code_attempts_exceeded', message: 'Too many wrong attempts. Request a new code.' });
    const right = await verify(t, account.email, code);
    expect(right.status).toBe(400);
    expect(right.body.code).toBe('code_attempts_exceeded');
  });

  it('refuses an expired code, and a new code after the cooldown works', async () => {
    const t = await createTestApp();
    const account = await registerAccount(t);
    const oldCode = await latestCode(t, account.email);
    t.clock.advance(10 * 60 * 1000 + 1);
    const expired = await verify(t, account.email, oldCode);
    expect(expired.status).toBe(400);
    expect(expired.body).toEqual({ code: 'code_expired', message: 'The code has expired. Request a new one.' });
    expect((await t.post('/api/v1/resend_activation_otp', { email: account.email })).status).toBe(200);
    const newCode = await latestCode(t, account.email);
    expect((await verify(t, account.email, newCode)).status).toBe(200);
  });

  it('answers code_invalid for an unknown e-mail, without telling whether it exists', async () => {
    const t = await createTestApp();
    const { status, body } = await verify(t, 'nobody-here@example.com', '123456');
    expect(status).toBe(400);
    expect(body).toEqual({ code: 'code_invalid', message: 'The code is incorrect.' });
  });

  it('validates the code format', async () => {
    const t = await createTestApp();
    const { status, body } = await verify(t, 'someone@example.com', '12ab');
    expect(status).toBe(400);
    expect(body).toMatchObject({ code: 'validation_error', message: 'The code is 6 digits.' });
  });
});

describe('POST /api/v1/resend_activation_otp', () => {
  it('mails nothing within 60 seconds of the last code, and answers as it always does', async () => {
    const t = await createTestApp();
    const account = await registerAccount(t);
    t.clock.advanceSeconds(20);
    const early = await t.post('/api/v1/resend_activation_otp', { email: account.email });
    expect(early.status).toBe(200);
    expect(await readOutbox(t, account.email)).toHaveLength(1);
    t.clock.advanceSeconds(40);
    const onTime = await t.post('/api/v1/resend_activation_otp', { email: account.email });
    expect(onTime.status).toBe(200);
    expect(await readOutbox(t, account.email)).toHaveLength(2);
  });

  it('replaces the previous code: only the newest one activates', async () => {
    const t = await createTestApp();
    const account = await registerAccount(t);
    const first = await latestCode(t, account.email);
    t.clock.advanceSeconds(61);
    await t.post('/api/v1/resend_activation_otp', { email: account.email });
    const second = await latestCode(t, account.email);
    if (first !== second) expect((await verify(t, account.email, first)).status).toBe(400);
    expect((await verify(t, account.email, second)).status).toBe(200);
  });

  it('answers the same message for an unknown e-mail and sends nothing', async () => {
    const t = await createTestApp();
    const account = await registerAccount(t);
    t.clock.advanceSeconds(61);
    const known = await t.post('/api/v1/resend_activation_otp', { email: account.email });
    const unknown = await t.post('/api/v1/resend_activation_otp', { email: 'ghost@example.com' });
    expect(unknown.status).toBe(200);
    expect(unknown.body).toEqual(known.body);
    expect(await readOutbox(t, 'ghost@example.com')).toEqual([]);
  });

  it('answers an activated account as an unknown address, and mails it nothing', async () => {
    const t = await createTestApp();
    const account = await registerAccount(t);
    await verify(t, account.email, await latestCode(t, account.email));
    t.clock.advanceSeconds(61);
    const activated = await t.post('/api/v1/resend_activation_otp', { email: account.email });
    const unknown = await t.post('/api/v1/resend_activation_otp', { email: 'ghost@example.com' });
    expect(activated).toMatchObject({ status: 200, body: unknown.body });
    expect(await readOutbox(t, account.email)).toHaveLength(1);
  });
});
