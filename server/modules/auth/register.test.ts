import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { solveCaptcha } from '../../test/captcha';
import { newAccount, registerAccount } from '../../test/accounts';
import { readOutbox } from '../../test/outbox';
import { queryRows } from '../../test/sql';
import { createTestApp } from '../../test/test-app';

describe('POST /api/v1/register', () => {
  it('creates an unverified account and mails a six-digit activation code', async () => {
    const t = await createTestApp();
    const account = newAccount({ email: 'Mixed.Case@Example.com' });
    const { status, body } = await t.post('/api/v1/register', { ...account, 'g-recaptcha-response': await solveCaptcha(t) });
    expect(status).toBe(201);
    expect(body).toEqual({ message: expect.any(String), email: 'mixed.case@example.com' });
    const [mail] = await readOutbox(t, 'mixed.case@example.com');
    expect(mail?.subject).toBe('Your activation code');
    expect(mail?.text).toMatch(/\b\d{6}\b/);
    const login = await t.post('/api/v1/login', {
      username: account.username,
      password: account.password,
      'g-recaptcha-response': await solveCaptcha(t),
    });
    expect(login.status).toBe(403);
  });

  it('refuses a taken username whatever its case', async () => {
    const t = await createTestApp();
    const first = await registerAccount(t);
    const again = newAccount({ username: first.username.toUpperCase() });
    const { status, body } = await t.post('/api/v1/register', { ...again, 'g-recaptcha-response': await solveCaptcha(t) });
    expect(status).toBe(409);
    expect(body).toEqual({ code: 'username_taken', message: 'This username is already taken.' });
  });

  it('refuses a taken e-mail whatever its case', async () => {
    const t = await createTestApp();
    const first = await registerAccount(t);
    const again = newAccount({ email: first.email.toUpperCase() });
    const { status, body } = await t.post('/api/v1/register', { ...again, 'g-recaptcha-response': await solveCaptcha(t) });
    expect(status).toBe(409);
    expect(body).toMatchObject({ code: 'email_taken', message: expect.stringContaining('already exists') });
  });

  it.each([
    ['a short username', { username: 'ab' }, 'username', 'Username must be at least 3 characters long.'],
    ['a username with spaces', { username: 'bad name' }, 'username', 'Use letters, digits, dots, dashes and underscores only.'],
    ['an invalid e-mail', { email: 'not-an-email' }, 'email', 'Enter a valid e-mail address.'],
    ['a short password', { password: 'short' }, 'password', 'Password must be at least 8 characters long.'],
    ['a missing password', { password: undefined }, 'password', 'Password is required.'],
  ])('answers 400 validation_error for %s', async (_name, override, field, message) => {
    const t = await createTestApp();
    const account = { ...newAccount(), ...override, 'g-recaptcha-response': 'irrelevant' };
    const { status, body } = await t.post('/api/v1/register', account);
    expect(status).toBe(400);
    expect(body).toEqual({ code: 'validation_error', message, details: { fields: { [field]: message } } });
  });

  it('answers captcha_required when only the captcha is missing', async () => {
    const t = await createTestApp();
    const { status, body } = await t.post('/api/v1/register', newAccount());
    expect(status).toBe(400);
    expect(body).toMatchObject({ code: 'captcha_required', message: 'Please complete the reCAPTCHA.' });
  });

  it('credits the starting points through the ledger', async () => {
    const t = await createTestApp({ env: { STARTING_POINTS: '75' } });
    const account = await registerAccount(t);
    const rows = await queryRows(
      t.deps.db,
      sql`select l.amount, l.kind, a.balance from point_ledger l
            join point_accounts a on a.id = l.account_id
            join users u on u.id = a.owner_user_id
           where u.email = ${account.email}`,
    );
    expect(rows).toEqual([{ amount: 75, kind: 'credit', balance: 75 }]);
  });
});
