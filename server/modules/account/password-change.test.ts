import { describe, expect, it } from 'vitest';
import { loginAs } from '../../test/accounts';
import { createGoogleTestApp } from '../../test/google-user';
import { createTestApp, type TestApp } from '../../test/test-app';
import { signedInUser } from '../../test/users';

const NEW_PASSWORD = 'a much better password';

const change = (t: TestApp, token: string, body: unknown) => t.post('/api/v1/user/me/change-password', body, { token });

describe('POST /api/v1/user/me/change-password', () => {
  it('changes the password and signs out every other session, keeping the current one', async () => {
    const t = await createTestApp();
    const user = await signedInUser(t);
    const otherDevice = (await loginAs(t, user, { remember: true })).body.token;
    const current = (await loginAs(t, user)).body.token;
    if (!otherDevice || !current) throw new Error('login failed');

    const { status, body } = await change(t, current, { current_password: user.password, new_password: NEW_PASSWORD });
    expect(status).toBe(200);
    expect(body).toEqual({ message: 'Your password has been changed. Other devices have been signed out.' });
    expect((await t.get('/api/v1/user/me', { token: current })).status).toBe(200);
    expect((await t.get('/api/v1/user/me', { token: otherDevice })).status).toBe(401);
    expect((await t.get('/api/v1/user/me', { token: user.token })).status).toBe(401);
    expect((await loginAs(t, user)).status).toBe(401);
    expect((await loginAs(t, { ...user, password: NEW_PASSWORD })).status).toBe(200);
  });

  it('refuses a wrong current password and changes nothing', async () => {
    const t = await createTestApp();
    const user = await signedInUser(t);
    const other = (await loginAs(t, user)).body.token;
    const { status, body } = await change(t, user.token, { current_password: 'not my password', new_password: NEW_PASSWORD });
    expect(status).toBe(400);
    expect(body).toEqual({ code: 'current_password_invalid', message: 'The current password is incorrect.' });
    expect((await t.get('/api/v1/user/me', { token: other })).status).toBe(200);
    expect((await loginAs(t, user)).status).toBe(200);
  });

  it('validates the new password with the contract rules', async () => {
    const t = await createTestApp();
    const user = await signedInUser(t);
    const short = await change(t, user.token, { current_password: user.password, new_password: 'short' });
    expect(short.body).toMatchObject({ code: 'validation_error', message: 'Password must be at least 8 characters long.' });
    const long = await change(t, user.token, { current_password: user.password, new_password: 'x'.repeat(129) });
    expect(long.status).toBe(400);
    const missing = await change(t, user.token, { new_password: NEW_PASSWORD });
    expect(missing.body).toMatchObject({ code: 'validation_error', message: 'Current password is required.' });
  });

  it('answers a clear 400 for an account that signs in with Google only', async () => {
    const { t, googleOnlyToken } = await createGoogleTestApp();
    const token = await googleOnlyToken();
    const { status, body: refusal } = await change(t, token, { current_password: 'anything', new_password: NEW_PASSWORD });
    expect(status).toBe(400);
    expect(refusal).toMatchObject({ code: 'password_not_set', message: expect.stringContaining('Forgot password') });
  });

  it('is rate limited per user', async () => {
    const t = await createTestApp();
    const user = await signedInUser(t);
    const tries = [];
    for (let i = 0; i < 11; i += 1) tries.push(await change(t, user.token, { current_password: 'wrong', new_password: NEW_PASSWORD }));
    expect(tries.at(-1)).toMatchObject({ status: 429, body: { code: 'rate_limited' } });
  });

  it('needs a session', async () => {
    const t = await createTestApp();
    expect((await t.post('/api/v1/user/me/change-password', { current_password: 'a', new_password: NEW_PASSWORD })).status).toBe(401);
  });
});
