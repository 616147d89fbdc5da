import { describe, expect, it } from 'vitest';
import { loginAs, registerAccount, verifiedAccount } from '../../test/accounts';
import { solveCaptcha } from '../../test/captcha';
import { latestCode, readOutbox } from '../../test/outbox';
import { createTestApp, type TestApp } from '../../test/test-app';
import { signedInUser } from '../../test/users';
import { textToImage } from '../../test/generation';

const requestCode = async (t: TestApp, email: string) =>
  t.post('/api/v1/request_password_otp', { email, 'g-recaptcha-response': await solveCaptcha(t) });

const reset = (t: TestApp, email: string, otp_code: string, new_password = 'a brand new password') =>
  t.post('/api/v1/reset_password_otp', { email, otp_code, new_password });

describe('password reset', () => {
  it('mails a code, sets the new password and signs out every session', async () => {
    const t = await createTestApp();
    const account = await verifiedAccount(t);
    const other = (await loginAs(t, account, { remember: true })).body.token;
    t.clock.advanceSeconds(61);
    expect((await requestCode(t, account.email)).status).toBe(200);
    const [mail] = await readOutbox(t, account.email);
    expect(mail?.subject).toBe('Your password reset code');
    const { status, body } = await reset(t, account.email, await latestCode(t, account.email));
    expect(status).toBe(200);
    expect(body).toEqual({ message: expect.stringContaining('password has been changed') });
    expect((await t.get('/api/v1/user/me', { token: account.token })).status).toBe(401);
    expect((await t.get('/api/v1/user/me', { token: other })).status).toBe(401);
    expect((await loginAs(t, account)).status).toBe(401);
    expect((await loginAs(t, { ...account, password: 'a brand new password' })).status).toBe(200);
  });

  it('answers the same message for an unknown e-mail and mails nothing', async () => {
    const t = await createTestApp();
    const account = await verifiedAccount(t);
    t.clock.advanceSeconds(61);
    const known = await requestCode(t, account.email);
    const unknown = await requestCode(t, 'nobody-known@example.com');
    expect(unknown.status).toBe(200);
    expect(unknown.body).toEqual(known.body);
    expect(await readOutbox(t, 'nobody-known@example.com')).toEqual([]);
  });

  it('revokes every API key of the account, since a reset may mean someone else held it', async () => {
    const t = await createTestApp();
    const account = await signedInUser(t, { tier: 'Enterprise' });
    const created = await t.post<{ key_data: { full_key: string } }>(
      '/api/v1/user/api-keys',
      { name: 'made by a thief' },
      { token: account.token },
    );
    const key = created.body.key_data.full_key;
    expect((await t.post('/api/v1/workflows/cost', textToImage(), { token: key })).status).toBe(200);
    t.clock.advanceSeconds(61);
    await requestCode(t, account.email);
    expect((await reset(t, account.email, await latestCode(t, account.email))).status).toBe(200);
    expect((await t.post('/api/v1/workflows/cost', textToImage(), { token: key })).status).toBe(401);
  });

  it('applies the 60-second rule to reset codes', async () => {
    const t = await createTestApp();
    const account = await verifiedAccount(t);
    t.clock.advanceSeconds(61);
    expect((await requestCode(t, account.email)).status).toBe(200);
    const code = await latestCode(t, account.email);
    // Within the minute: the same answer as for anyone, no new mail, and the first code still works.
    const again = await requestCode(t, account.email);
    expect(again.status).toBe(200);
    const resetMails = (await readOutbox(t, account.email)).filter((mail) => mail.subject === 'Your password reset code');
    expect(resetMails).toHaveLength(1);
    expect((await reset(t, account.email, code)).status).toBe(200);
  });

  it('refuses a reused code', async () => {
    const t = await createTestApp();
    const account = await verifiedAccount(t);
    t.clock.advanceSeconds(61);
    await requestCode(t, account.email);
    const code = await latestCode(t, account.email);
    expect((await reset(t, account.email, code)).status).toBe(200);
    const reused = await reset(t, account.email, code, 'yet another password');
    expect(reused.status).toBe(400);
    expect(reused.body).toEqual({ code: 'code_invalid', message: 'This code has already been used. Request a new one.' });
  });

  it('refuses an expired code and kills a code after five wrong tries', async () => {
    const t = await createTestApp();
    const account = await verifiedAccount(t);
    t.clock.advanceSeconds(61);
    await requestCode(t, account.email);
    const code = await latestCode(t, account.email);
    const wrong = code === '999999' ? '000000' : '999999';
    for (let i = 0; i < 4; i += 1) expect((await reset(t, account.email, wrong)).body).toMatchObject({ code: 'code_invalid' });
    expect((await reset(t, account.email, wrong)).body).toMatchObject({ code: 'code_attempts_exceeded' });
    expect((await reset(t, account.email, code)).body).toMatchObject({ code: 'code_attempts_exceeded' });

    t.clock.advanceSeconds(61);
    await requestCode(t, account.email);
    const fresh = await latestCode(t, account.email);
    t.clock.advance(10 * 60 * 1000 + 1);
    expect((await reset(t, account.email, fresh)).body).toMatchObject({ code: 'code_expired' });
  });

  it('does not mix activation and reset codes', async () => {
    const t = await createTestApp();
    const account = await registerAccount(t);
    const activation = await latestCode(t, account.email);
    const { status, body } = await reset(t, account.email, activation);
    expect(status).toBe(400);
    expect(body).toMatchObject({ code: 'code_invalid' });
  });

  it('activates an unverified account, since the code proves the mailbox', async () => {
    const t = await createTestApp();
    const account = await registerAccount(t);
    t.clock.advanceSeconds(61);
    await requestCode(t, account.email);
    await reset(t, account.email, await latestCode(t, account.email));
    expect((await loginAs(t, { ...account, password: 'a brand new password' })).status).toBe(200);
  });

  it('validates the new password and requires a captcha for the request', async () => {
    const t = await createTestApp();
    const short = await reset(t, 'someone@example.com', '123456', 'short');
    expect(short.body).toMatchObject({ code: 'validation_error', message: 'Password must be at least 8 characters long.' });
    const noCaptcha = await t.post('/api/v1/request_password_otp', { email: 'someone@example.com' });
    expect(noCaptcha.body).toMatchObject({ code: 'captcha_required' });
  });
});
