import { describe, expect, it } from 'vitest';
import { userSchema } from '../../../contract';
import { loginAs } from '../../test/accounts';
import { createGoogleTestApp } from '../../test/google-user';
import { latestCode, readOutbox } from '../../test/outbox';
import { createTestApp, uniqueName, type TestApp } from '../../test/test-app';
import { signedInUser, type SignedInUser } from '../../test/users';

const request = (t: TestApp, user: SignedInUser, new_email: string, current_password = user.password) =>
  t.post('/api/v1/user/me/request-email-change', { new_email, current_password }, { token: user.token });
const confirm = (t: TestApp, user: SignedInUser, new_email: string, otp_code: string) =>
  t.post('/api/v1/user/me/confirm-email-change', { new_email, otp_code }, { token: user.token });
const freshAddress = () => `${uniqueName('new')}@example.com`;
const otherThan = (code: string) => (code === '999999' ? '000000' : '999999');

describe('e-mail change', () => {
  it('mails a code to the new address; confirming it changes the address and tells the old one', async () => {
    const t = await createTestApp();
    const user = await signedInUser(t);
    const address = freshAddress();
    const requested = await request(t, user, address.toUpperCase());
    expect(requested).toMatchObject({ status: 200, body: { message: expect.stringContaining('new e-mail address') } });
    const [mail] = await readOutbox(t, address);
    expect(mail?.subject).toBe('Confirm your new e-mail address');

    const { status, body } = await confirm(t, user, address, await latestCode(t, address));
    expect(status).toBe(200);
    expect(userSchema.parse(body)).toMatchObject({ email: address, username: user.username, points_balance: 50 });
    expect((await t.get('/api/v1/user/me', { token: user.token })).body).toMatchObject({ email: address });
    expect((await readOutbox(t, user.email))[0]?.subject).toBe('Your e-mail address was changed');
    expect((await loginAs(t, { username: address, password: user.password })).status).toBe(200);
    expect((await loginAs(t, { username: user.email, password: user.password })).status).toBe(401);
  });

  it('checks the current password and refuses a taken address or the same address', async () => {
    const t = await createTestApp();
    const user = await signedInUser(t);
    const other = await signedInUser(t);
    expect((await request(t, user, freshAddress(), 'wrong password')).body).toEqual({
      code: 'current_password_invalid',
      message: 'The current password is incorrect.',
    });
    const taken = await request(t, user, other.email);
    expect(taken).toMatchObject({ status: 409, body: { code: 'email_taken' } });
    const same = await request(t, user, user.email);
    expect(same).toMatchObject({ status: 400, body: { code: 'validation_error', message: 'This is already your e-mail address.' } });
    expect(await readOutbox(t, other.email)).toHaveLength(1);
  });

  it('refuses the confirmation when the address was taken after the code was sent', async () => {
    const t = await createTestApp();
    const user = await signedInUser(t);
    const rival = await signedInUser(t);
    const address = freshAddress();
    await request(t, user, address);
    const code = await latestCode(t, address);
    await request(t, rival, address);
    t.clock.advanceSeconds(61);
    await confirm(t, rival, address, await latestCode(t, address));
    expect((await confirm(t, user, address, code)).body).toMatchObject({ code: 'email_taken' });
  });

  it('applies the 60-second rule to requests', async () => {
    const t = await createTestApp();
    const user = await signedInUser(t);
    expect((await request(t, user, freshAddress())).status).toBe(200);
    const again = await request(t, user, freshAddress());
    expect(again).toMatchObject({ status: 429, body: { code: 'resend_too_soon', details: { retry_after_seconds: 60 } } });
    t.clock.advanceSeconds(60);
    expect((await request(t, user, freshAddress())).status).toBe(200);
  });

  it('kills a code after five wrong tries, and refuses it after ten minutes', async () => {
    const t = await createTestApp();
    const user = await signedInUser(t);
    const address = freshAddress();
    await request(t, user, address);
    const code = await latestCode(t, address);
    for (let i = 0; i < 4; i += 1) expect((await confirm(t, user, address, otherThan(code))).body).toMatchObject({ code: 'code_invalid' });
    expect((await confirm(t, user, address, otherThan(code))).body).toMatchObject({ code: 'code_attempts_exceeded' });
    expect((await confirm(t, user, address, code)).body).toMatchObject({ code: 'code_attempts_exceeded' });

    t.clock.advanceSeconds(61);
    await request(t, user, address);
    const fresh = await latestCode(t, address);
    t.clock.advance(10 * 60 * 1000 + 1);
    expect((await confirm(t, user, address, fresh)).body).toMatchObject({ code: 'code_expired' });
    expect((await t.get('/api/v1/user/me', { token: user.token })).body).toMatchObject({ email: user.email });
  });

  it('binds the code to the address it was mailed to, and to the user who asked', async () => {
    const t = await createTestApp();
    const user = await signedInUser(t);
    const other = await signedInUser(t);
    const address = freshAddress();
    await request(t, user, address);
    const code = await latestCode(t, address);
    expect((await confirm(t, user, freshAddress(), code)).body).toMatchObject({ code: 'code_invalid' });
    expect((await confirm(t, other, address, code)).body).toMatchObject({ code: 'code_invalid' });
    expect((await confirm(t, user, address, code)).status).toBe(200);
    expect((await confirm(t, user, address, code)).status).toBe(400);
  });

  it('validates the bodies and needs a session', async () => {
    const t = await createTestApp();
    const user = await signedInUser(t);
    expect((await request(t, user, 'not-an-address')).body).toMatchObject({
      code: 'validation_error',
      message: 'Enter a valid e-mail address.',
    });
    expect((await confirm(t, user, freshAddress(), '12ab')).body).toMatchObject({
      code: 'validation_error',
      message: 'The code is 6 digits.',
    });
    expect((await t.post('/api/v1/user/me/request-email-change', { new_email: freshAddress(), current_password: 'x' })).status).toBe(401);
  });

  it('answers a clear 400 for an account that signs in with Google only', async () => {
    const { t, googleOnlyToken } = await createGoogleTestApp();
    const token = await googleOnlyToken();
    const body = { new_email: freshAddress(), current_password: 'anything' };
    const { status, body: refusal } = await t.post('/api/v1/user/me/request-email-change', body, { token });
    expect(status).toBe(400);
    expect(refusal).toMatchObject({ code: 'password_not_set' });
  });
});
