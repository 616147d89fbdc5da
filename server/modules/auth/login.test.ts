import { describe, expect, it } from 'vitest';
import { loginAs, registerAccount, verifiedAccount } from '../../test/accounts';
import { solveCaptcha } from '../../test/captcha';
import { createTestApp, randomIp } from '../../test/test-app';

const HOUR = 60 * 60 * 1000;

describe('POST /api/v1/login', () => {
  it('logs in by username, case-insensitively', async () => {
    const t = await createTestApp();
    const account = await verifiedAccount(t);
    const { status, body } = await loginAs(t, { ...account, username: account.username.toUpperCase() });
    expect(status).toBe(200);
    expect(body.token).toMatch(/^[\w-]{43}$/);
  });

  it('logs in by e-mail, case-insensitively', async () => {
    const t = await createTestApp();
    const account = await verifiedAccount(t);
    const { status } = await loginAs(t, { ...account, username: `  ${account.email.toUpperCase()} ` });
    expect(status).toBe(200);
  });

  it.each([
    ['a wrong password', (a: { username: string }) => ({ username: a.username, password: 'wrong password!' })],
    ['an unknown user', () => ({ username: 'nobody_at_all', password: 'whatever123' })],
  ])('answers 401 invalid_credentials for %s', async (_name, credentials) => {
    const t = await createTestApp();
    const account = await verifiedAccount(t);
    const { status, body } = await loginAs(t, credentials(account));
    expect(status).toBe(401);
    expect(body).toEqual({ code: 'invalid_credentials', message: 'Invalid username or password.' });
  });

  it('answers 403 account_not_verified with the e-mail in details for an unverified account', async () => {
    const t = await createTestApp();
    const account = await registerAccount(t);
    const { status, body } = await loginAs(t, account);
    expect(status).toBe(403);
    expect(body).toEqual({
      code: 'account_not_verified',
      message: 'Your account is not verified. Please check your email for the activation code.',
      details: { email: account.email },
    });
  });

  it('does not reveal an unverified account to a wrong password', async () => {
    const t = await createTestApp();
    const account = await registerAccount(t);
    const { status } = await loginAs(t, { username: account.username, password: 'not the password' });
    expect(status).toBe(401);
  });

  it('gives a 12-hour session without remember and a 30-day session with it', async () => {
    const t = await createTestApp();
    const account = await verifiedAccount(t);
    const short = (await loginAs(t, account, { remember: false })).body.token;
    const long = (await loginAs(t, account, { remember: true })).body.token;
    t.clock.advance(11 * HOUR);
    expect((await t.get('/api/v1/user/me', { token: short })).status).toBe(200);
    t.clock.advance(2 * HOUR);
    expect((await t.get('/api/v1/user/me', { token: short })).body).toMatchObject({ code: 'unauthorized' });
    expect((await t.get('/api/v1/user/me', { token: long })).status).toBe(200);
    t.clock.advance(30 * 24 * HOUR);
    expect((await t.get('/api/v1/user/me', { token: long })).status).toBe(401);
  });

  it('validates the body', async () => {
    const t = await createTestApp();
    const { status, body } = await t.post('/api/v1/login', { username: '', password: 'x', 'g-recaptcha-response': 'x' });
    expect(status).toBe(400);
    expect(body).toMatchObject({ code: 'validation_error', message: 'Username is required.' });
  });

  it('answers 429 with Retry-After after too many attempts from one address', async () => {
    const t = await createTestApp({ env: { RATE_LIMIT_MAX_PER_IP: '3', RATE_LIMIT_WINDOW_SECONDS: '60' } });
    const ip = randomIp();
    const attempt = () => t.post('/api/v1/login', { username: 'someone', password: 'x', 'g-recaptcha-response': 'x' }, { ip });
    for (let i = 0; i < 3; i += 1) expect((await attempt()).status).not.toBe(429);
    const limited = await attempt();
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({
      code: 'rate_limited',
      message: 'Too many attempts. Please wait a minute and try again.',
      details: { retry_after_seconds: 60 },
    });
    expect(limited.headers.get('Retry-After')).toBe('60');
    t.clock.advanceSeconds(61);
    expect((await attempt()).status).not.toBe(429);
  });

  it('limits attempts per account across addresses', async () => {
    const t = await createTestApp({ env: { RATE_LIMIT_MAX_PER_ACCOUNT: '2' } });
    const account = await verifiedAccount(t);
    const attempt = async () => loginAs(t, { username: account.username, password: 'wrong password' });
    expect((await attempt()).status).toBe(401);
    expect((await attempt()).status).toBe(401);
    expect((await attempt()).status).toBe(429);
    // The limit is on the account: the right password is refused too until the window passes.
    expect((await loginAs(t, account)).status).toBe(429);
    t.clock.advanceSeconds(61);
    expect((await loginAs(t, account)).status).toBe(200);
  });

  it('requires a captcha', async () => {
    const t = await createTestApp();
    const account = await verifiedAccount(t);
    const { status, body } = await t.post('/api/v1/login', { username: account.username, password: account.password });
    expect(status).toBe(400);
    expect(body).toMatchObject({ code: 'captcha_required' });
    const solved = await solveCaptcha(t);
    const ok = await t.post('/api/v1/login', { ...account, 'g-recaptcha-response': solved });
    expect(ok.status).toBe(200);
  });
});
