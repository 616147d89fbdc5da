import { beforeAll, describe, expect, it } from 'vitest';
import { userSchema } from '../../../contract';
import { verifiedAccount } from '../../test/accounts';
import { createTestApp } from '../../test/test-app';

// The file's database is made on first use: on a busy machine that alone can outlast a test's time.
beforeAll(async () => {
  await createTestApp();
}, 120_000);

describe('GET /api/v1/user/me', () => {
  it('answers the signed-in user in the contract shape, with the points balance', async () => {
    const t = await createTestApp();
    const account = await verifiedAccount(t);
    const { status, body } = await t.get('/api/v1/user/me', { token: account.token });
    expect(status).toBe(200);
    expect(userSchema.parse(body)).toEqual({
      id: expect.any(String),
      username: account.username,
      display_name: account.username,
      email: account.email,
      points_balance: 50,
      user_tier: 'Free',
      settings: { show_failed_tasks: true },
      is_staff: false,
    });
  });

  it('says whether the user reviews manual payments (BILLING_STAFF_EMAILS, any letter case)', async () => {
    const t = await createTestApp({ env: { BILLING_STAFF_EMAILS: 'Reviewer.One@Example.com' } });
    const staff = await verifiedAccount(t, { username: 'reviewer_one', email: 'reviewer.one@example.com' });
    const other = await verifiedAccount(t);
    expect((await t.get('/api/v1/user/me', { token: staff.token })).body).toMatchObject({ is_staff: true });
    expect((await t.get('/api/v1/user/me', { token: other.token })).body).toMatchObject({ is_staff: false });
  });

  it('answers 401 unauthorized without a session', async () => {
    const t = await createTestApp();
    const { status, body } = await t.get('/api/v1/user/me');
    expect(status).toBe(401);
    expect(body).toEqual({ code: 'unauthorized', message: 'Please log in to continue.' });
  });
});
